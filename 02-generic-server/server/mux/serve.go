package mux

import (
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// ServeHTTP dispatches the request with the current snapshot of routes.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).ServeHTTP.
func (m *PathRecorderMux) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m.mux.Load().(*pathHandler).ServeHTTP(w, r)
}

// ServeHTTP tries an exact match, then prefixes from longest to shortest,
// then the not-found handler. The -v=5 log lines are guarded, as the
// director's are: their boxed arguments cost an allocation each.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*pathHandler).ServeHTTP.
func (h *pathHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if exactHandler, ok := h.pathToHandler[r.URL.Path]; ok {
		if klog.V(5).Enabled() {
			klog.V(5).Infof("%v: %q satisfied by exact match", h.muxName, r.URL.Path)
		}
		exactHandler.ServeHTTP(w, r)
		return
	}
	for _, prefixHandler := range h.prefixHandlers {
		if strings.HasPrefix(r.URL.Path, prefixHandler.prefix) {
			if klog.V(5).Enabled() {
				klog.V(5).Infof("%v: %q satisfied by prefix %v", h.muxName, r.URL.Path, prefixHandler.prefix)
			}
			prefixHandler.handler.ServeHTTP(w, r)
			return
		}
	}
	if klog.V(5).Enabled() {
		klog.V(5).Infof("%v: %q satisfied by NotFoundHandler", h.muxName, r.URL.Path)
	}
	h.notFoundHandler.ServeHTTP(w, r)
}

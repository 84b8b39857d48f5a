package mux

import (
	"fmt"
	"net/http"
	"strings"
)

// Handle registers handler for exactly path and lists path at /.
// Registering a path twice panics.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).Handle.
func (m *PathRecorderMux) Handle(path string, handler http.Handler) {
	m.lock.Lock()
	defer m.lock.Unlock()
	m.trackCallers(path)
	m.exposedPaths = append(m.exposedPaths, path)
	m.pathToHandler[path] = handler
	m.refreshMuxLocked()
}

// HandleFunc is Handle for a function.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).HandleFunc.
func (m *PathRecorderMux) HandleFunc(path string, handler func(http.ResponseWriter, *http.Request)) {
	m.Handle(path, http.HandlerFunc(handler))
}

// UnlistedHandle registers handler for exactly path without listing it at /.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).UnlistedHandle.
func (m *PathRecorderMux) UnlistedHandle(path string, handler http.Handler) {
	m.lock.Lock()
	defer m.lock.Unlock()
	m.trackCallers(path)
	m.pathToHandler[path] = handler
	m.refreshMuxLocked()
}

// UnlistedHandleFunc is UnlistedHandle for a function.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).UnlistedHandleFunc.
func (m *PathRecorderMux) UnlistedHandleFunc(path string, handler func(http.ResponseWriter, *http.Request)) {
	m.UnlistedHandle(path, http.HandlerFunc(handler))
}

// HandlePrefix registers handler for every path starting with path, which
// must end in a slash, and lists path at /.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).HandlePrefix.
func (m *PathRecorderMux) HandlePrefix(path string, handler http.Handler) {
	if !strings.HasSuffix(path, "/") {
		panic(fmt.Sprintf("%q must end in a trailing slash", path))
	}
	m.lock.Lock()
	defer m.lock.Unlock()
	m.trackCallers(path)
	m.exposedPaths = append(m.exposedPaths, path)
	m.prefixToHandler[path] = handler
	m.refreshMuxLocked()
}

// UnlistedHandlePrefix is HandlePrefix without listing the prefix at /.
// Upstream: k8s.io/apiserver/pkg/server/mux.(*PathRecorderMux).UnlistedHandlePrefix.
func (m *PathRecorderMux) UnlistedHandlePrefix(path string, handler http.Handler) {
	if !strings.HasSuffix(path, "/") {
		panic(fmt.Sprintf("%q must end in a trailing slash", path))
	}
	m.lock.Lock()
	defer m.lock.Unlock()
	m.trackCallers(path)
	m.prefixToHandler[path] = handler
	m.refreshMuxLocked()
}

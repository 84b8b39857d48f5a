package routes

import (
	"net/http"
	"net/http/pprof"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// Profiling serves Go's pprof handlers under /debug/pprof/.
// Upstream: k8s.io/apiserver/pkg/server/routes.Profiling.
type Profiling struct{}

// Install adds the pprof handlers to the mux, unlisted.
// Upstream: k8s.io/apiserver/pkg/server/routes.Profiling.Install.
func (d Profiling) Install(c *mux.PathRecorderMux) {
	c.UnlistedHandleFunc("/debug/pprof", redirectTo("/debug/pprof/"))
	c.UnlistedHandlePrefix("/debug/pprof/", http.HandlerFunc(pprof.Index))
	c.UnlistedHandleFunc("/debug/pprof/profile", pprof.Profile)
	c.UnlistedHandleFunc("/debug/pprof/symbol", pprof.Symbol)
	c.UnlistedHandleFunc("/debug/pprof/trace", pprof.Trace)
}

// redirectTo redirects requests to to.
func redirectTo(to string) func(http.ResponseWriter, *http.Request) {
	return func(rw http.ResponseWriter, req *http.Request) {
		http.Redirect(rw, req, to, http.StatusFound)
	}
}

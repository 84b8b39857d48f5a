package filters

import (
	"net/http"
	"strings"
)

// WithHSTS sets Strict-Transport-Security from
// --strict-transport-security-directives ("max-age=31536000",
// "includeSubDomains", "preload"), telling a browser to use HTTPS only for
// this host from now on; a header the handler set wins. No directives: no
// header.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithHSTS.
func WithHSTS(handler http.Handler, hstsDirectives []string) http.Handler {
	if len(hstsDirectives) == 0 {
		return handler
	}
	allDirectives := strings.Join(hstsDirectives, "; ")
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if _, ok := w.Header()["Strict-Transport-Security"]; !ok {
			w.Header().Set("Strict-Transport-Security", allDirectives)
		}
		handler.ServeHTTP(w, req)
	})
}

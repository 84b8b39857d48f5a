package filters

import "net/http"

// WithCacheControl sets "Cache-Control: no-cache, private" on every
// response that has none: answers depend on who asks (stage 07
// authenticates), so no shared cache may keep them, and a client must
// revalidate. A handler that knows better (the OpenAPI documents, which
// carry an ETag) sets its own.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithCacheControl.
func WithCacheControl(handler http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if _, ok := w.Header()["Cache-Control"]; !ok {
			w.Header().Set("Cache-Control", "no-cache, private")
		}
		handler.ServeHTTP(w, req)
	})
}

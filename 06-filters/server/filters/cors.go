package filters

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// WithCORS lets a browser page from an allowed origin call the API
// (--cors-allowed-origins, regular expressions matched against the
// request's Origin header). For an allowed origin it sets the
// Access-Control-Allow-* headers and answers a preflight (OPTIONS) itself
// with 204; any other request goes on unchanged, so a disallowed origin
// simply gets no CORS headers and the browser refuses the answer. Nil
// methods, headers and exposed headers mean upstream's defaults. No
// patterns: no CORS at all.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithCORS.
func WithCORS(handler http.Handler, allowedOriginPatterns, allowedMethods, allowedHeaders, exposedHeaders []string, allowCredentials string) http.Handler {
	if len(allowedOriginPatterns) == 0 {
		return handler
	}
	allowedOrigins, err := CompileCORSAllowedOrigins(allowedOriginPatterns)
	if err != nil {
		// Options validation compiles the same patterns first.
		klog.Fatalf("Invalid CORS allowed origin, --cors-allowed-origins flag was set to %v - %v", strings.Join(allowedOriginPatterns, ","), err)
	}
	if allowedMethods == nil {
		allowedMethods = []string{"POST", "GET", "OPTIONS", "PUT", "DELETE", "PATCH"}
	}
	if allowedHeaders == nil {
		allowedHeaders = []string{"Content-Type", "Content-Length", "Accept-Encoding", "X-CSRF-Token", "Authorization", "X-Requested-With", "If-Modified-Since"}
	}
	if exposedHeaders == nil {
		exposedHeaders = []string{"Date"}
	}
	allowMethods, allowHeaders, exposeHeaders := strings.Join(allowedMethods, ", "), strings.Join(allowedHeaders, ", "), strings.Join(exposedHeaders, ", ")

	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		origin := req.Header.Get("Origin")
		if origin == "" || !isOriginAllowed(origin, allowedOrigins) {
			handler.ServeHTTP(w, req)
			return
		}
		w.Header().Set("Access-Control-Allow-Origin", origin)
		w.Header().Set("Access-Control-Allow-Methods", allowMethods)
		w.Header().Set("Access-Control-Allow-Headers", allowHeaders)
		w.Header().Set("Access-Control-Expose-Headers", exposeHeaders)
		w.Header().Set("Access-Control-Allow-Credentials", allowCredentials)
		if req.Method == http.MethodOptions {
			// A preflight: the browser asks before sending the real request.
			w.WriteHeader(http.StatusNoContent)
			return
		}
		handler.ServeHTTP(w, req)
	})
}

// isOriginAllowed reports whether any pattern matches origin. Patterns are
// not anchored, as upstream: "//example\.com$" is the safe way to write one.
// Upstream: k8s.io/apiserver/pkg/server/filters.isOriginAllowed.
func isOriginAllowed(origin string, allowed []*regexp.Regexp) bool {
	for _, re := range allowed {
		if re.MatchString(origin) {
			return true
		}
	}
	return false
}

// CompileCORSAllowedOrigins compiles --cors-allowed-origins.
// Upstream: k8s.io/apiserver/pkg/server/filters.compileRegexps.
func CompileCORSAllowedOrigins(patterns []string) ([]*regexp.Regexp, error) {
	res := make([]*regexp.Regexp, 0, len(patterns))
	for _, p := range patterns {
		re, err := regexp.Compile(p)
		if err != nil {
			return nil, err
		}
		res = append(res, re)
	}
	return res, nil
}

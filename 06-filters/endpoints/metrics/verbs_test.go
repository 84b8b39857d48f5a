package metrics

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

func TestCleanScope(t *testing.T) {
	tests := []struct {
		name string
		info request.RequestInfo
		want string
	}{
		{name: "named object", info: request.RequestInfo{IsResourceRequest: true, Verb: "get", Namespace: "ns", Name: "a"}, want: "resource"},
		{name: "create", info: request.RequestInfo{IsResourceRequest: true, Verb: "create", Namespace: "ns"}, want: "resource"},
		{name: "namespaced list", info: request.RequestInfo{IsResourceRequest: true, Verb: "list", Namespace: "ns"}, want: "namespace"},
		{name: "cluster list", info: request.RequestInfo{IsResourceRequest: true, Verb: "list"}, want: "cluster"},
		{name: "non-resource", info: request.RequestInfo{Verb: "get", Path: "/healthz"}, want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CleanScope(&tt.info); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestCanonicalVerb(t *testing.T) {
	tests := []struct{ verb, scope, want string }{
		{"GET", "resource", "GET"},
		{"GET", "namespace", "LIST"},
		{"GET", "cluster", "LIST"},
		{"HEAD", "cluster", "LIST"},
		{"HEAD", "resource", "GET"},
		{"GET", "", "GET"},
		{"POST", "resource", "POST"},
		{"DELETE", "namespace", "DELETE"},
	}
	for _, tt := range tests {
		t.Run(tt.verb+"/"+tt.scope, func(t *testing.T) {
			if got := CanonicalVerb(tt.verb, tt.scope); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestCleanVerb(t *testing.T) {
	pods := &request.RequestInfo{IsResourceRequest: true, Resource: "pods", Namespace: "ns"}
	exec := &request.RequestInfo{IsResourceRequest: true, Resource: "pods", Namespace: "ns", Name: "a", Subresource: "exec"}
	tests := []struct {
		name, verb, method, target, contentType string
		info                                    *request.RequestInfo
		want                                    string
	}{
		{name: "list", verb: "LIST", method: "GET", target: "/api/v1/pods", info: pods, want: "LIST"},
		{name: "watch=true", verb: "LIST", method: "GET", target: "/api/v1/pods?watch=true", info: pods, want: "WATCH"},
		{name: "watch=1", verb: "LIST", method: "GET", target: "/api/v1/pods?watch=1", info: pods, want: "WATCH"},
		{name: "watch=false", verb: "LIST", method: "GET", target: "/api/v1/pods?watch=false", info: pods, want: "LIST"},
		{name: "watch=0", verb: "LIST", method: "GET", target: "/api/v1/pods?watch=0", info: pods, want: "LIST"},
		{name: "watch on a POST", verb: "POST", method: "POST", target: "/api/v1/pods?watch=true", info: pods, want: "POST"},
		{name: "legacy WATCHLIST", verb: "WATCHLIST", method: "GET", target: "/api/v1/watch/pods", info: pods, want: "WATCH"},
		{name: "apply", verb: "PATCH", method: "PATCH", target: "/api/v1/pods/a", contentType: "application/apply-patch+yaml", info: pods, want: "APPLY"},
		{name: "merge patch", verb: "PATCH", method: "PATCH", target: "/api/v1/pods/a", contentType: "application/merge-patch+json", info: pods, want: "PATCH"},
		{name: "connect", verb: "POST", method: "POST", target: "/api/v1/namespaces/ns/pods/a/exec", info: exec, want: "CONNECT"},
		{name: "nil info", verb: "GET", method: "GET", target: "/healthz", want: "GET"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, nil)
			if tt.contentType != "" {
				req.Header.Set("Content-Type", tt.contentType)
			}
			if got := CleanVerb(tt.verb, req, tt.info); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestCleanVerbUnknownAndSuggested(t *testing.T) {
	tests := []struct {
		name, verb, suggested, method string
		want                          string
	}{
		{name: "unknown method", verb: "PROPFIND", method: "PROPFIND", want: OtherRequestMethod},
		{name: "known method", verb: "DELETE", method: "DELETE", want: "DELETE"},
		{name: "route says WATCH", verb: "LIST", suggested: "WATCH", method: "GET", want: "WATCH"},
		{name: "route says WATCHLIST", verb: "LIST", suggested: "WATCHLIST", method: "GET", want: "WATCH"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, "/api/v1/pods", nil)
			if got := cleanVerb(tt.verb, tt.suggested, req, nil); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestNormalizedVerb(t *testing.T) {
	tests := []struct {
		name, method, target string
		info                 *request.RequestInfo
		want                 string
	}{
		{name: "list", method: "GET", target: "/api/v1/namespaces/ns/pods",
			info: &request.RequestInfo{IsResourceRequest: true, Verb: "list", Namespace: "ns", Resource: "pods"}, want: "LIST"},
		{name: "get", method: "GET", target: "/api/v1/namespaces/ns/pods/a",
			info: &request.RequestInfo{IsResourceRequest: true, Verb: "get", Namespace: "ns", Resource: "pods", Name: "a"}, want: "GET"},
		{name: "watch", method: "GET", target: "/api/v1/pods?watch=true",
			info: &request.RequestInfo{IsResourceRequest: true, Verb: "watch", Resource: "pods"}, want: "WATCH"},
		{name: "no request info", method: "GET", target: "/api/v1/pods", want: "GET"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, nil)
			if tt.info != nil {
				req = req.WithContext(request.WithRequestInfo(req.Context(), tt.info))
			}
			if got := NormalizedVerb(req); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestCleanDryRun(t *testing.T) {
	tests := []struct{ query, want string }{
		{"", ""},
		{"?dryRun=All", "All"},
		{"?dryRun=All&dryRun=All", "All"},
		{"?dryRun=Some", "invalid"},
		{"?dryRun=All&dryRun=x", "invalid"},
		{"?dryRun=", "invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces/ns/pods"+tt.query, nil)
			if got := cleanDryRun(req); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

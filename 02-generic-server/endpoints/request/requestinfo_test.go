package request

import (
	"net/http/httptest"
	"reflect"
	"testing"
)

func TestNewRequestInfo(t *testing.T) {
	factory := &RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	tests := []struct {
		method, url string
		want        RequestInfo
	}{
		{"GET", "/api/v1/namespaces", RequestInfo{IsResourceRequest: true, Verb: "list", APIPrefix: "api", APIVersion: "v1",
			Resource: "namespaces", Parts: []string{"namespaces"}}},
		{"GET", "/api/v1/namespaces/demo", RequestInfo{IsResourceRequest: true, Verb: "get", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "namespaces", Name: "demo", Parts: []string{"namespaces", "demo"}}},
		{"PUT", "/api/v1/namespaces/demo/finalize", RequestInfo{IsResourceRequest: true, Verb: "update", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "namespaces", Name: "demo", Subresource: "finalize", Parts: []string{"namespaces", "demo", "finalize"}}},
		{"GET", "/api/v1/namespaces/demo/configmaps", RequestInfo{IsResourceRequest: true, Verb: "list", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/api/v1/namespaces/demo/configmaps?watch=true", RequestInfo{IsResourceRequest: true, Verb: "watch", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/api/v1/namespaces/demo/configmaps?watch=false", RequestInfo{IsResourceRequest: true, Verb: "list", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/api/v1/namespaces/demo/configmaps?watch=0", RequestInfo{IsResourceRequest: true, Verb: "list", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/apis/apps/v1/namespaces/demo/deployments?watch=true&fieldSelector=metadata.name%3Dweb", RequestInfo{IsResourceRequest: true,
			Verb: "watch", APIPrefix: "apis", APIGroup: "apps", APIVersion: "v1", Namespace: "demo", Resource: "deployments", Name: "web",
			Parts: []string{"deployments"}}},
		{"GET", "/apis/apps/v1/namespaces/demo/deployments?fieldSelector=metadata.name%3Da%2Fb", RequestInfo{IsResourceRequest: true,
			Verb: "list", APIPrefix: "apis", APIGroup: "apps", APIVersion: "v1", Namespace: "demo", Resource: "deployments",
			Parts: []string{"deployments"}}},
		{"GET", "/apis/apps/v1/namespaces/demo/deployments/web/status", RequestInfo{IsResourceRequest: true, Verb: "get", APIPrefix: "apis",
			APIGroup: "apps", APIVersion: "v1", Namespace: "demo", Resource: "deployments", Name: "web", Subresource: "status",
			Parts: []string{"deployments", "web", "status"}}},
		{"PATCH", "/apis/apps/v1/namespaces/demo/deployments/web/scale", RequestInfo{IsResourceRequest: true, Verb: "patch", APIPrefix: "apis",
			APIGroup: "apps", APIVersion: "v1", Namespace: "demo", Resource: "deployments", Name: "web", Subresource: "scale",
			Parts: []string{"deployments", "web", "scale"}}},
		{"GET", "/api/v1/watch/namespaces/demo/configmaps", RequestInfo{IsResourceRequest: true, Verb: "watch", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/api/v1/watch/namespaces/demo/configmaps/c1", RequestInfo{IsResourceRequest: true, Verb: "watch", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Name: "c1", Parts: []string{"configmaps", "c1"}}},
		{"GET", "/api/v1/configmaps", RequestInfo{IsResourceRequest: true, Verb: "list", APIPrefix: "api", APIVersion: "v1",
			Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"POST", "/api/v1/namespaces/demo/configmaps", RequestInfo{IsResourceRequest: true, Verb: "create", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"DELETE", "/api/v1/namespaces/demo/configmaps/c1", RequestInfo{IsResourceRequest: true, Verb: "delete", APIPrefix: "api", APIVersion: "v1",
			Namespace: "demo", Resource: "configmaps", Name: "c1", Parts: []string{"configmaps", "c1"}}},
		{"DELETE", "/api/v1/namespaces/demo/configmaps", RequestInfo{IsResourceRequest: true, Verb: "deletecollection", APIPrefix: "api",
			APIVersion: "v1", Namespace: "demo", Resource: "configmaps", Parts: []string{"configmaps"}}},
		{"GET", "/api/v1/proxy/namespaces/demo/pods/web/a/b", RequestInfo{IsResourceRequest: true, Verb: "proxy", APIPrefix: "api",
			APIVersion: "v1", Namespace: "demo", Resource: "pods", Name: "web", Parts: []string{"pods", "web", "a", "b"}}},
		{"GET", "/api/v1", RequestInfo{Verb: "get"}},
		{"GET", "/apis/apps/v1", RequestInfo{Verb: "get", APIPrefix: "apis"}}, // upstream keeps the prefix it read
		{"GET", "/apis", RequestInfo{Verb: "get"}},
		{"GET", "/healthz", RequestInfo{Verb: "get"}},
		{"GET", "/other/v1/pods", RequestInfo{Verb: "get"}},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.url, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.url, nil)
			got, err := factory.NewRequestInfo(req)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			want.Path = req.URL.Path
			if !reflect.DeepEqual(*got, want) {
				t.Errorf("got %+v; want %+v", *got, want)
			}
		})
	}
}

func TestNewRequestInfoError(t *testing.T) {
	factory := &RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	got, err := factory.NewRequestInfo(httptest.NewRequest("GET", "/api/v1/watch", nil))
	if err == nil {
		t.Fatalf("got nil error; want one for a watch of nothing")
	}
	if !got.IsResourceRequest || got.APIVersion != "v1" {
		t.Errorf("got %+v; want what was known before the failure", got)
	}
}

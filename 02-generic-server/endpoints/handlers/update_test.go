package handlers

import (
	"net/http"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func TestUpdateResource(t *testing.T) {
	tests := []struct {
		name, url, body string
		wantCode        int
		wantReason      metav1.StatusReason
		wantMessage     string
		wantData        string
	}{
		{name: "update", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1","namespace":"demo"},"data":{"a":"new"}}`, wantCode: 200, wantData: "new"},
		{name: "namespace from the URL", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"new"}}`, wantCode: 200, wantData: "new"},
		{name: "current resourceVersion", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"metadata":{"name":"c1","resourceVersion":"101"},"data":{"a":"new"}}`, wantCode: 200, wantData: "new"},
		{name: "stale resourceVersion", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"metadata":{"name":"c1","resourceVersion":"7"},"data":{"a":"new"}}`, wantCode: 409, wantReason: metav1.StatusReasonConflict,
			wantMessage: `Operation cannot be fulfilled on configmaps "c1": the object has been modified`},
		{name: "name mismatch", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"metadata":{"name":"c2"}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the name of the object (c2) does not match the name on the URL (c1)"},
		{name: "no name", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"metadata":{}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the name of the object (c1 based on URL) was undeterminable: name must be provided"},
		{name: "namespace mismatch", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"metadata":{"name":"c1","namespace":"other"}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the namespace of the provided object does not match the namespace sent on the request"},
		{name: "not found", url: "/api/v1/namespaces/demo/configmaps/nope",
			body: `{"metadata":{"name":"nope"}}`, wantCode: 404, wantReason: metav1.StatusReasonNotFound, wantMessage: `configmaps "nope" not found`},
		{name: "strict", url: "/api/v1/namespaces/demo/configmaps/c1?fieldValidation=Strict",
			body: `{"metadata":{"name":"c1"},"dat":{}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: `strict decoding error: unknown field "dat"`},
		{name: "wrong kind", url: "/api/v1/namespaces/demo/configmaps/c1",
			body: `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"c1"}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: `Pod in version "v1" cannot be handled as a ConfigMap`},
		{name: "bad dryRun", url: "/api/v1/namespaces/demo/configmaps/c1?dryRun=true",
			body: `{"metadata":{"name":"c1"}}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `UpdateOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			rec := call(UpdateResource(s, configMapScope(s), nil), "PUT", tt.url, []byte(tt.body), "Content-Type", "application/json")
			if tt.wantReason != "" {
				expectStatus(t, rec, tt.wantCode, tt.wantReason, tt.wantMessage)
				if got := s.objects["demo/c1"].(*core.ConfigMap).Data["a"]; got != "b" {
					t.Errorf("a failed update changed the stored object: data.a = %q", got)
				}
				return
			}
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (%s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if got := s.objects["demo/c1"].(*core.ConfigMap); got.Data["a"] != tt.wantData || got.Namespace != "demo" || got.UID == "" {
				t.Errorf("stored %+v; want data.a %q in demo with its uid", got, tt.wantData)
			}
		})
	}
}

func TestUpdateResourceDryRun(t *testing.T) {
	s := seededConfigMaps()
	rec := call(UpdateResource(s, configMapScope(s), nil), "PUT", "/api/v1/namespaces/demo/configmaps/c1?dryRun=All&fieldManager=me",
		[]byte(`{"metadata":{"name":"c1"},"data":{"a":"new"}}`), "Content-Type", "application/json")
	if rec.Code != http.StatusOK || s.updateOptions.DryRun[0] != "All" || s.updateOptions.FieldManager != "me" {
		t.Fatalf("got %d, options %+v; want 200 with the query's options", rec.Code, s.updateOptions)
	}
	if got := s.objects["demo/c1"].(*core.ConfigMap).Data["a"]; got != "b" {
		t.Errorf("dry run stored data.a = %q", got)
	}
}

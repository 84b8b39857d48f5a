package handlers

import (
	"net/http"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
)

func protobufDeleteOptions(t *testing.T) []byte {
	t.Helper()
	policy := metav1.DeletePropagationForeground
	opts := &metav1.DeleteOptions{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "DeleteOptions"}, PropagationPolicy: &policy}
	data, err := runtime.Encode(protobuf.NewSerializer(legacyscheme.Scheme, legacyscheme.Scheme), opts)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestDeleteResource(t *testing.T) {
	background, foreground, orphan := metav1.DeletePropagationBackground, metav1.DeletePropagationForeground, metav1.DeletePropagationOrphan
	tests := []struct {
		name, url, contentType string
		body                   []byte
		wantCode               int
		wantReason             metav1.StatusReason
		wantMessage            string
		wantPolicy             *metav1.DeletionPropagation
		wantGrace              int64
		wantDeleted            bool
	}{
		{name: "kubectl's body", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/json",
			body: []byte(`{"propagationPolicy":"Background"}`), wantCode: 200, wantPolicy: &background, wantGrace: -1, wantDeleted: true},
		{name: "typed body", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/json",
			body: []byte(`{"kind":"DeleteOptions","apiVersion":"v1","gracePeriodSeconds":0}`), wantCode: 200, wantGrace: 0, wantDeleted: true},
		{name: "meta.k8s.io body", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/json",
			body: []byte(`{"kind":"DeleteOptions","apiVersion":"meta.k8s.io/v1","propagationPolicy":"Orphan"}`), wantCode: 200, wantPolicy: &orphan, wantGrace: -1, wantDeleted: true},
		{name: "yaml body", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/yaml",
			body: []byte("gracePeriodSeconds: 5\n"), wantCode: 200, wantGrace: 5, wantDeleted: true},
		{name: "protobuf body", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/vnd.kubernetes.protobuf",
			body: protobufDeleteOptions(t), wantCode: 200, wantPolicy: &foreground, wantGrace: -1, wantDeleted: true},
		{name: "query", url: "/api/v1/namespaces/demo/configmaps/c1?propagationPolicy=Foreground&gracePeriodSeconds=30",
			wantCode: 200, wantPolicy: &foreground, wantGrace: 30, wantDeleted: true},
		{name: "dryRun", url: "/api/v1/namespaces/demo/configmaps/c1?dryRun=All", wantCode: 200, wantGrace: -1},
		{name: "bad dryRun", url: "/api/v1/namespaces/demo/configmaps/c1?dryRun=No", wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `DeleteOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value: []string{"No"}: supported values: "All"`},
		{name: "bad propagationPolicy", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/json",
			body: []byte(`{"propagationPolicy":"Later"}`), wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `propagationPolicy: Unsupported value: "Later": supported values: "Foreground", "Background", "Orphan", "nil"`},
		{name: "orphanDependents and propagationPolicy", url: "/api/v1/namespaces/demo/configmaps/c1?orphanDependents=true&propagationPolicy=Orphan",
			wantCode: 422, wantReason: metav1.StatusReasonInvalid, wantMessage: "orphanDependents and deletionPropagation cannot be both set"},
		{name: "malformed body: upstream's 500", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "application/json",
			body: []byte(`{"gracePeriodSeconds":`), wantCode: 500, wantReason: "", wantMessage: "unexpected end of JSON input"},
		{name: "unsupported body type", url: "/api/v1/namespaces/demo/configmaps/c1", contentType: "text/plain",
			body: []byte(`x`), wantCode: 415, wantReason: metav1.StatusReasonUnsupportedMediaType, wantMessage: "application/json"},
		{name: "not found", url: "/api/v1/namespaces/demo/configmaps/nope", wantCode: 404, wantReason: metav1.StatusReasonNotFound,
			wantMessage: `configmaps "nope" not found`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			rec := call(DeleteResource(s, true, configMapScope(s), nil), "DELETE", tt.url, tt.body, "Content-Type", tt.contentType)
			if tt.wantCode != http.StatusOK {
				expectStatus(t, rec, tt.wantCode, tt.wantReason, tt.wantMessage)
				if _, ok := s.objects["demo/c1"]; !ok {
					t.Errorf("a failed delete deleted the object")
				}
				return
			}
			if rec.Code != http.StatusOK {
				t.Fatalf("got %d; want 200 (%s)", rec.Code, rec.Body.String())
			}
			if m := decodeJSON(t, rec.Body.Bytes()); m["kind"] != "ConfigMap" || m["metadata"].(map[string]interface{})["name"] != "c1" {
				t.Errorf("got %s; want the deleted ConfigMap", rec.Body.String())
			}
			o := s.deleteOptions
			if (o.PropagationPolicy == nil) != (tt.wantPolicy == nil) || (o.PropagationPolicy != nil && *o.PropagationPolicy != *tt.wantPolicy) {
				t.Errorf("got propagationPolicy %v; want %v", o.PropagationPolicy, tt.wantPolicy)
			}
			if grace := int64(-1); o.GracePeriodSeconds != nil && *o.GracePeriodSeconds != tt.wantGrace || o.GracePeriodSeconds == nil && tt.wantGrace != grace {
				t.Errorf("got gracePeriodSeconds %v; want %d", o.GracePeriodSeconds, tt.wantGrace)
			}
			if _, stillThere := s.objects["demo/c1"]; stillThere == tt.wantDeleted {
				t.Errorf("deleted: got %v; want %v", !stillThere, tt.wantDeleted)
			}
		})
	}
}

func TestDeleteResourceAnswers(t *testing.T) {
	tests := []struct {
		name         string
		url          string
		deleteStatus bool
		notDone      bool
		allowOptions bool
		wantCode     int
		wantBody     string
	}{
		{"status from storage, as kubectl delete sees it", "/api/v1/namespaces/demo/configmaps/c1", true, false, true, 200,
			`{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Success","details":{"name":"c1","kind":"configmaps","uid":"uid-101"}}` + "\n"},
		{"not gone yet, cascading", "/api/v1/namespaces/demo/configmaps/c1?orphanDependents=false", false, true, true, 202, ""},
		{"not gone yet", "/api/v1/namespaces/demo/configmaps/c1", false, true, true, 200, ""},
		{"options ignored", "/api/v1/namespaces/demo/configmaps/c1?orphanDependents=false", false, true, false, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			s.deleteStatus, s.deleteNotDone = tt.deleteStatus, tt.notDone
			rec := call(DeleteResource(s, tt.allowOptions, configMapScope(s), nil), "DELETE", tt.url, nil)
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (%s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if tt.wantBody != "" && rec.Body.String() != tt.wantBody {
				t.Errorf("got %s; want %s", rec.Body.String(), tt.wantBody)
			}
		})
	}
}

func TestDeleteCollection(t *testing.T) {
	s := seededConfigMaps()
	rec := call(DeleteCollection(s, true, configMapScope(s), nil), "DELETE", "/api/v1/namespaces/demo/configmaps?fieldSelector=metadata.name%3Dc1&gracePeriodSeconds=0", nil)
	if rec.Code != http.StatusOK {
		t.Fatalf("got %d; want 200 (%s)", rec.Code, rec.Body.String())
	}
	if _, ok := s.objects["demo/c1"]; ok {
		t.Errorf("c1 is still there")
	}
	if _, ok := s.objects["demo/c2"]; !ok {
		t.Errorf("c2 was deleted; the field selector asked for c1 only")
	}
	if g := s.deleteOptions.GracePeriodSeconds; g == nil || *g != 0 {
		t.Errorf("got gracePeriodSeconds %v; want 0 from the query", g)
	}
	if m := decodeJSON(t, rec.Body.Bytes()); m["kind"] != "ConfigMapList" || len(m["items"].([]interface{})) != 1 {
		t.Errorf("got %s; want the deleted list", rec.Body.String())
	}
	rec = call(DeleteCollection(s, true, configMapScope(s), nil), "DELETE", "/api/v1/namespaces/demo/configmaps?sendInitialEvents=true", nil)
	expectStatus(t, rec, http.StatusUnprocessableEntity, metav1.StatusReasonInvalid, "sendInitialEvents is forbidden for list")
}

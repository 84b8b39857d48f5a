package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// patchTypes are the types the installer offers for built-in kinds.
var patchTypes = []string{jsonPatchType, mergePatchType, strategicMergePatchType, applyYAMLPatchType}

func TestPatchResource(t *testing.T) {
	const url = "/api/v1/namespaces/demo/configmaps/c2"
	tests := []struct {
		name, url, contentType, body string
		wantCode                     int
		wantReason                   metav1.StatusReason
		wantMessage                  string
		wantData                     map[string]string
		wantWarning                  string
	}{
		{name: "json patch", url: url, contentType: jsonPatchType,
			body: `[{"op":"replace","path":"/data/x","value":"new"},{"op":"remove","path":"/data/z"}]`, wantCode: 200,
			wantData: map[string]string{"x": "new"}},
		{name: "merge patch (kubectl patch --type merge)", url: url, contentType: mergePatchType,
			body: `{"data":{"z":"2","x":null}}`, wantCode: 200, wantData: map[string]string{"z": "2"}},
		{name: "strategic merge patch", url: url, contentType: strategicMergePatchType,
			body: `{"metadata":{"labels":{"x":"y"}},"data":{"w":"3"}}`, wantCode: 200,
			wantData: map[string]string{"x": "y", "z": "1", "w": "3"}},
		{name: "content type with charset", url: url, contentType: mergePatchType + "; charset=utf-8",
			body: `{"data":{"z":"2"}}`, wantCode: 200, wantData: map[string]string{"x": "y", "z": "2"}},
		{name: "unknown patch type", url: url, contentType: "application/json",
			body: `{}`, wantCode: 415, wantReason: metav1.StatusReasonUnsupportedMediaType,
			wantMessage: "the body of the request was in an unknown format - accepted media types include: " +
				"application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml"},
		{name: "server-side apply without a schema", url: url + "?fieldManager=kubectl", contentType: applyYAMLPatchType,
			body: "data:\n  x: y\n", wantCode: 415, wantReason: metav1.StatusReasonUnsupportedMediaType,
			wantMessage: "this resource has no schema for server-side apply"},
		{name: "malformed json patch", url: url, contentType: jsonPatchType,
			body: `[{"op":`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: "error decoding patch"},
		{name: "json patch test fails", url: url, contentType: jsonPatchType,
			body: `[{"op":"test","path":"/data/x","value":"other"}]`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: "the server rejected our request due to an error in our request"},
		{name: "too many json patch operations", url: url + "?fieldValidation=Ignore", contentType: jsonPatchType,
			body:     "[" + strings.TrimSuffix(strings.Repeat(`{"op":"test","path":"/data/x","value":"y"},`, 10001), ",") + "]",
			wantCode: 413, wantReason: metav1.StatusReasonRequestEntityTooLarge,
			wantMessage: "The allowed maximum operations in a JSON patch is 10000, got 10001"},
		{name: "malformed merge patch", url: url, contentType: mergePatchType,
			body: `{"data":`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: "error decoding patch"},
		{name: "malformed strategic merge patch", url: url, contentType: strategicMergePatchType,
			body: `{"data":`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest},
		{name: "patch renames the object", url: url, contentType: mergePatchType,
			body: `{"metadata":{"name":"other"}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the name of the object (other) does not match the name on the URL (c2)"},
		{name: "patch moves the object", url: url, contentType: mergePatchType,
			body: `{"metadata":{"namespace":"other"}}`, wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the namespace of the provided object does not match the namespace sent on the request"},
		{name: "patch changes the uid", url: url, contentType: jsonPatchType,
			body: `[{"op":"replace","path":"/metadata/uid","value":"other"}]`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `ConfigMap "c2" is invalid: metadata.uid: Invalid value: "other": field is immutable`},
		{name: "patch of a missing object", url: "/api/v1/namespaces/demo/configmaps/nope", contentType: mergePatchType,
			body: `{"data":{"a":"b"}}`, wantCode: 404, wantReason: metav1.StatusReasonNotFound, wantMessage: `configmaps "nope" not found`},
		{name: "strict: unknown field", url: url + "?fieldValidation=Strict", contentType: mergePatchType,
			body: `{"spec":{"foo":1}}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `strict decoding error: unknown field "spec"`},
		{name: "strict: duplicate field in the patch", url: url + "?fieldValidation=Strict", contentType: strategicMergePatchType,
			body: `{"data":{"x":"1","x":"2"}}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `strict decoding error: duplicate field "data.x"`},
		{name: "warn: unknown field", url: url, contentType: mergePatchType,
			body: `{"spec":{"foo":1},"data":{"z":"2"}}`, wantCode: 200, wantData: map[string]string{"x": "y", "z": "2"},
			wantWarning: `299 - "unknown field \"spec\""`},
		{name: "ignore: unknown field", url: url + "?fieldValidation=Ignore", contentType: strategicMergePatchType,
			body: `{"spec":{"foo":1}}`, wantCode: 200, wantData: map[string]string{"x": "y", "z": "1"}},
		{name: "force on a non-apply patch", url: url + "?force=true", contentType: mergePatchType,
			body: `{}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch`},
		{name: "body over 3 MiB", url: url, contentType: mergePatchType,
			body: `{"data":{"x":"` + strings.Repeat("x", 3*1024*1024) + `"}}`, wantCode: 413, wantReason: metav1.StatusReasonRequestEntityTooLarge,
			wantMessage: "limit is 3145728"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			rec := call(PatchResource(s, configMapScope(s), nil, patchTypes), "PATCH", tt.url, []byte(tt.body), "Content-Type", tt.contentType)
			if tt.wantReason != "" {
				expectStatus(t, rec, tt.wantCode, tt.wantReason, tt.wantMessage)
				if got := s.objects["demo/c2"].(*core.ConfigMap).Data; !reflect.DeepEqual(got, map[string]string{"x": "y", "z": "1"}) {
					t.Errorf("a failed patch changed the stored object: %v", got)
				}
				return
			}
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (%s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if got := s.objects["demo/c2"].(*core.ConfigMap).Data; !reflect.DeepEqual(got, tt.wantData) {
				t.Errorf("stored data %v; want %v", got, tt.wantData)
			}
			if got := rec.Header().Get("Warning"); got != tt.wantWarning {
				t.Errorf("got Warning %q; want %q", got, tt.wantWarning)
			}
		})
	}
}

func TestPatchResourceOptions(t *testing.T) {
	s := seededConfigMaps()
	rec := call(PatchResource(s, configMapScope(s), nil, patchTypes), "PATCH",
		"/api/v1/namespaces/demo/configmaps/c2?dryRun=All&fieldManager=kubectl-patch", []byte(`{"data":{"z":"9"}}`), "Content-Type", mergePatchType)
	if rec.Code != http.StatusOK {
		t.Fatalf("got %d; want 200 (%s)", rec.Code, rec.Body.String())
	}
	if o := s.updateOptions; o.DryRun[0] != "All" || o.FieldManager != "kubectl-patch" || o.Kind != "UpdateOptions" {
		t.Errorf("got update options %+v; want the patch's", o)
	}
	if m := decodeJSON(t, rec.Body.Bytes()); m["data"].(map[string]interface{})["z"] != "9" {
		t.Errorf("got %s; want the patched object", rec.Body.String())
	}
	if s.objects["demo/c2"].(*core.ConfigMap).Data["z"] != "1" {
		t.Errorf("dry run stored the patch")
	}
}

// TestPatchResourceKubectlApply replays kubectl apply's captured strategic
// merge patch, with its $setElementOrder directive, against the Deployment
// the real server held, and compares the result with the real server's.
func TestPatchResourceKubectlApply(t *testing.T) {
	original := readFixture(t, "apply-deploy-v2/original.json")
	obj, _, err := legacyscheme.Codecs.UniversalDecoder(schema.GroupVersion{Group: "apps", Version: runtime.APIVersionInternal}).Decode(original, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &fakeStorage{resource: appsDeployments, objects: map[string]runtime.Object{"demo/web": obj}, rv: 219,
		newFunc: newDeployment, newListFunc: newDeploymentList}
	rec := call(PatchResource(s, deploymentScope(s), nil, patchTypes), "PATCH",
		"/apis/apps/v1/namespaces/demo/deployments/web?fieldManager=kubectl-client-side-apply&fieldValidation=Strict",
		readFixture(t, "apply-deploy-v2/patch.json"), "Content-Type", strategicMergePatchType, "Accept", "application/json")
	if rec.Code != http.StatusOK {
		t.Fatalf("got %d; want 200 (%s)", rec.Code, rec.Body.String())
	}
	got, want := decodeJSON(t, rec.Body.Bytes()), decodeJSON(t, readFixture(t, "apply-deploy-v2/stored.json"))
	for _, m := range []map[string]interface{}{got, want} {
		md := m["metadata"].(map[string]interface{})
		delete(md, "resourceVersion")
		delete(md, "generation")
		delete(md, "managedFields")
	}
	if !reflect.DeepEqual(got, want) {
		g, _ := json.MarshalIndent(got, "", " ")
		w, _ := json.MarshalIndent(want, "", " ")
		t.Errorf("got\n%s\nwant\n%s", g, w)
	}
	if rec.Header().Get("Warning") != "" {
		t.Errorf("got Warning %q; want none", rec.Header().Get("Warning"))
	}
}

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestPatchTypeOf(t *testing.T) {
	withoutApply := []string{jsonPatchType, mergePatchType}
	tests := []struct {
		contentType string
		types       []string
		want        string
	}{
		{jsonPatchType, patchTypes, jsonPatchType},
		{strategicMergePatchType + ";charset=utf-8", patchTypes, strategicMergePatchType},
		{strategicMergePatchType, withoutApply, "415: the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json"},
		{applyYAMLPatchType, patchTypes, "415: the body of the request was in an unsupported format (application/apply-patch+yaml): this resource has no schema for server-side apply; use client-side apply (kubectl apply without --server-side) or one of: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json"},
		{applyCBORPatchType, append(patchTypes, applyCBORPatchType), "415: the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml, application/apply-patch+cbor"},
		{"", patchTypes, "415: the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml"},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest("PATCH", "/", nil)
		req.Header.Set("Content-Type", tt.contentType)
		got, err := patchTypeOf(req, &RequestScope{}, tt.types)
		if err != nil {
			s := statusOf(err)
			got = fmt.Sprintf("%d: %s", s.Code, s.Message)
		}
		if got != tt.want {
			t.Errorf("%q: got %q; want %q", tt.contentType, got, tt.want)
		}
	}
}

package handlers

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// withFieldManager gives scope the field manager the installer would:
// its kind's schema from the OpenAPI definitions of its Go type.
func withFieldManager(tb testing.TB, scope *RequestScope) *RequestScope {
	tb.Helper()
	obj, err := legacyscheme.Scheme.New(scope.Kind)
	if err != nil {
		tb.Fatal(err)
	}
	models, err := openapi.DefinitionsV3(openapi.NewDefinitionNamer(legacyscheme.Scheme), reflect.TypeOf(obj))
	if err != nil {
		tb.Fatal(err)
	}
	tc, err := managedfields.NewTypeConverter(models, false)
	if err != nil {
		tb.Fatal(err)
	}
	scope.FieldManager, err = managedfields.NewDefaultFieldManager(tc, legacyscheme.Scheme, legacyscheme.Scheme, legacyscheme.Scheme,
		scope.Kind, scope.HubGroupVersion, "", nil)
	if err != nil {
		tb.Fatal(err)
	}
	return scope
}

// managers lists "manager/operation" of the stored object's entries.
func managers(t *testing.T, s *fakeStorage, k string) []string {
	t.Helper()
	obj, ok := s.objects[k]
	if !ok {
		t.Fatalf("got no object %s", k)
	}
	var out []string
	for _, e := range obj.(metav1.Object).GetManagedFields() {
		out = append(out, e.Manager+"/"+string(e.Operation))
	}
	return out
}

func TestManagedFieldsOnWrites(t *testing.T) {
	const url = "/api/v1/namespaces/demo/configmaps"
	s := newConfigMapStorage()
	scope := withFieldManager(t, configMapScope(s))
	create := CreateResource(s, scope, nil)
	update := UpdateResource(s, scope, nil)
	patch := PatchResource(s, scope, nil, patchTypes)
	steps := []struct {
		name string
		do   func() int
		want []string
	}{
		{"create records the user agent's prefix", func() int {
			return call(create, "POST", url, []byte(`{"metadata":{"name":"c1"},"data":{"a":"1"}}`), "Content-Type", "application/json",
				"User-Agent", "kubectl/v1.37.2 (linux/amd64) kubernetes/abc").Code
		}, []string{"kubectl/Update"}},
		{"update with ?fieldManager", func() int {
			return call(update, "PUT", url+"/c1?fieldManager=editor", []byte(`{"metadata":{"name":"c1"},"data":{"a":"1","b":"2"}}`),
				"Content-Type", "application/json").Code
		}, []string{"kubectl/Update", "editor/Update"}},
		{"merge patch", func() int {
			return call(patch, "PATCH", url+"/c1", []byte(`{"data":{"c":"3"}}`), "Content-Type", mergePatchType, "User-Agent", "kubectl-patch/v1.37.2").Code
		}, []string{"kubectl/Update", "editor/Update", "kubectl-patch/Update"}},
		{"apply", func() int {
			return call(patch, "PATCH", url+"/c1?fieldManager=applier", []byte("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\ndata:\n  d: \"4\"\n"),
				"Content-Type", applyYAMLPatchType).Code
		}, []string{"applier/Apply", "kubectl/Update", "editor/Update", "kubectl-patch/Update"}},
	}
	for _, st := range steps {
		if code := st.do(); code != http.StatusOK && code != http.StatusCreated {
			t.Fatalf("%s: got %d; want 200 or 201", st.name, code)
		}
		got := managers(t, s, "demo/c1")
		// Entries are sorted by operation, then time (to the second),
		// then manager: compare as sets of the same size.
		if len(got) != len(st.want) || !sameElements(got, st.want) {
			t.Errorf("%s: got managers %v; want %v", st.name, got, st.want)
		}
	}
}

func sameElements(a, b []string) bool {
	seen := map[string]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		seen[x]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}

func TestApplyPatch(t *testing.T) {
	const url = "/api/v1/namespaces/demo/configmaps/c1"
	const applied = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c1\ndata:\n  a: one\n"
	tests := []struct {
		name, url, body           string
		wantCode                  int
		wantReason                metav1.StatusReason
		wantMessage, wantDataKeyA string
	}{
		{name: "creates", url: url + "?fieldManager=m1", body: applied, wantCode: 201, wantDataKeyA: "one"},
		{name: "JSON is YAML", url: url + "?fieldManager=m1", body: `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"one"}}`,
			wantCode: 201, wantDataKeyA: "one"},
		{name: "fieldManager required", url: url, body: applied, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: "PatchOptions.meta.k8s.io \"\" is invalid: fieldManager: Required value: is required for apply patch"},
		{name: "not YAML", url: url + "?fieldManager=m1", body: "a: [", wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "error decoding patch: error converting YAML to JSON: yaml: line 1: did not find expected node content"},
		{name: "not an object", url: url + "?fieldManager=m1", body: "- a\n- b\n", wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "error decoding patch: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal array into Go value of type map[string]interface {}"},
		{name: "wrong kind", url: url + "?fieldManager=m1", body: strings.Replace(applied, "ConfigMap", "Secret", 1), wantCode: 400,
			wantReason: metav1.StatusReasonBadRequest, wantMessage: "invalid object type: /v1, Kind=Secret"},
		{name: "wrong name", url: url + "?fieldManager=m1", body: strings.Replace(applied, "name: c1", "name: c2", 1), wantCode: 400,
			wantReason: metav1.StatusReasonBadRequest, wantMessage: "the name of the object (c2) does not match the name on the URL (c1)"},
		{name: "managedFields in the body", url: url + "?fieldManager=m1",
			body: strings.Replace(applied, "  name: c1\n", "  name: c1\n  managedFields: []\n", 1), wantCode: 400,
			wantReason: metav1.StatusReasonBadRequest, wantMessage: "metadata.managedFields must be nil"},
		{name: "duplicate field, Strict", url: url + "?fieldManager=m1&fieldValidation=Strict", body: applied + "  a: two\n", wantCode: 400,
			wantReason: metav1.StatusReasonBadRequest, wantMessage: `error strict decoding patch: error converting YAML to JSON: yaml: unmarshal errors:`},
		// Upstream answers an unknown field in an apply, whatever the
		// fieldValidation, with the merge's own error: a 500 of reason
		// Unknown (kubectl prints "Error from server: failed to create
		// typed patch object ...").
		{name: "unknown field", url: url + "?fieldManager=m1&fieldValidation=Ignore", body: applied + "bogus: 1\n", wantCode: 500,
			wantReason:  metav1.StatusReasonUnknown,
			wantMessage: "failed to create typed patch object (/c1; /v1, Kind=ConfigMap): .bogus: field not declared in schema"},
		{name: "dry run stores nothing", url: url + "?fieldManager=m1&dryRun=All", body: applied, wantCode: 201, wantDataKeyA: "one"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newConfigMapStorage()
			h := PatchResource(s, withFieldManager(t, configMapScope(s)), nil, patchTypes)
			rec := call(h, "PATCH", tt.url, []byte(tt.body), "Content-Type", applyYAMLPatchType)
			if tt.wantCode >= 400 {
				expectStatus(t, rec, tt.wantCode, tt.wantReason, tt.wantMessage)
				return
			}
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d %s; want %d", rec.Code, rec.Body, tt.wantCode)
			}
			data, _ := decodeJSON(t, rec.Body.Bytes())["data"].(map[string]interface{})
			if data["a"] != tt.wantDataKeyA {
				t.Errorf("got data %v; want a=%s", data, tt.wantDataKeyA)
			}
			_, stored := s.objects["demo/c1"]
			if wantStored := !strings.Contains(tt.url, "dryRun"); stored != wantStored {
				t.Errorf("got stored %v; want %v", stored, wantStored)
			}
		})
	}
}

func TestApplyConflict(t *testing.T) {
	const url = "/api/v1/namespaces/demo/configmaps/c1"
	s := newConfigMapStorage()
	h := PatchResource(s, withFieldManager(t, configMapScope(s)), nil, patchTypes)
	if rec := call(h, "PATCH", url+"?fieldManager=m1", []byte("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: one, b: two}\n"),
		"Content-Type", applyYAMLPatchType); rec.Code != 201 {
		t.Fatalf("got %d %s; want 201", rec.Code, rec.Body)
	}
	other := []byte("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c1}\ndata: {a: uno, b: dos}\n")
	rec := call(h, "PATCH", url+"?fieldManager=m2", other, "Content-Type", applyYAMLPatchType)
	expectStatus(t, rec, 409, metav1.StatusReasonConflict, "Apply failed with 2 conflicts: conflicts with \"m1\":\n- .data.a\n- .data.b")
	st := status(t, rec)
	if st.Details == nil || len(st.Details.Causes) != 2 || st.Details.Causes[0].Type != metav1.CauseTypeFieldManagerConflict ||
		st.Details.Causes[0].Message != `conflict with "m1"` {
		t.Errorf("got details %+v; want two FieldManagerConflict causes naming m1", st.Details)
	}
	rec = call(h, "PATCH", url+"?fieldManager=m2&force=true", other, "Content-Type", applyYAMLPatchType)
	if rec.Code != 200 {
		t.Fatalf("forced: got %d %s; want 200", rec.Code, rec.Body)
	}
	if got := managers(t, s, "demo/c1"); !reflect.DeepEqual(got, []string{"m2/Apply"}) {
		t.Errorf("forced: got managers %v; want [m2/Apply] (m1 lost every field)", got)
	}
}

// BenchmarkUpdate is a PUT of a changed object through the handler (fake
// storage, no etcd) without a field manager and with one, for a
// ConfigMap and a Deployment: what recording managedFields costs a write.
func BenchmarkUpdate(b *testing.B) {
	kinds := []struct {
		name  string
		scope func(*fakeStorage) *RequestScope
		store func() *fakeStorage
		url   string
		body  func(i int) []byte
	}{
		{"configmap", configMapScope, newConfigMapStorage, "/api/v1/namespaces/demo/configmaps/c1", func(i int) []byte {
			return []byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1"},"data":{"a":"` + strings.Repeat("x", i%7) + `"}}`)
		}},
		{"deployment", deploymentScope, newDeploymentStorage, "/apis/apps/v1/namespaces/demo/deployments/web", func(i int) []byte {
			return []byte(strings.Replace(deploymentJSON, "nginx:1.27", "nginx:1."+strings.Repeat("9", 1+i%5), 1))
		}},
	}
	for _, k := range kinds {
		for _, fm := range []bool{false, true} {
			name := k.name + "/without-field-manager"
			if fm {
				name = k.name + "/with-field-manager"
			}
			b.Run(name, func(b *testing.B) {
				s := k.store()
				scope := k.scope(s)
				if fm {
					scope = withFieldManager(b, scope)
				}
				seed(b, s, scope, k.url, k.body(0))
				h := UpdateResource(s, scope, nil)
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if rec := call(h, "PUT", k.url, k.body(i+1), "Content-Type", "application/json"); rec.Code != 200 {
						b.Fatalf("got %d %s", rec.Code, rec.Body)
					}
				}
			})
		}
	}
}

// BenchmarkApplyVsUpdate makes the same change to a Deployment as a PUT
// and as a server-side apply, both with a field manager.
func BenchmarkApplyVsUpdate(b *testing.B) {
	const url = "/apis/apps/v1/namespaces/demo/deployments/web"
	body := func(i int) []byte {
		return []byte(strings.Replace(deploymentJSON, "nginx:1.27", "nginx:1."+strings.Repeat("9", 1+i%5), 1))
	}
	for _, mode := range []string{"update", "apply"} {
		b.Run(mode, func(b *testing.B) {
			s := newDeploymentStorage()
			scope := withFieldManager(b, deploymentScope(s))
			seed(b, s, scope, url, body(0))
			put, patch := UpdateResource(s, scope, nil), PatchResource(s, scope, nil, patchTypes)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				var code int
				if mode == "update" {
					code = call(put, "PUT", url, body(i+1), "Content-Type", "application/json").Code
				} else {
					code = call(patch, "PATCH", url+"?fieldManager=bench&force=true", body(i+1), "Content-Type", applyYAMLPatchType).Code
				}
				if code != 200 {
					b.Fatalf("%s: got %d", mode, code)
				}
			}
		})
	}
}

// deploymentJSON is the Deployment the benchmarks write.
const deploymentJSON = `{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"web","labels":{"app":"web"}},
"spec":{"replicas":2,"selector":{"matchLabels":{"app":"web"}},"template":{"metadata":{"labels":{"app":"web"}},
"spec":{"containers":[{"name":"nginx","image":"nginx:1.27","ports":[{"containerPort":80}]}]}}}}`

// newDeploymentStorage is a fake storage of deployments.
func newDeploymentStorage() *fakeStorage {
	s := newConfigMapStorage()
	s.resource, s.newFunc, s.newListFunc = appsDeployments, newDeployment, newDeploymentList
	return s
}

// seed creates the object the benchmark then rewrites.
func seed(b *testing.B, s *fakeStorage, scope *RequestScope, url string, body []byte) {
	b.Helper()
	collection := url[:strings.LastIndex(url, "/")]
	if rec := call(CreateResource(s, scope, nil), "POST", collection, body, "Content-Type", "application/json"); rec.Code != 201 {
		b.Fatalf("seed: got %d %s", rec.Code, rec.Body)
	}
}

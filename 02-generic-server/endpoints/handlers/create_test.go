package handlers

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
)

// protobufConfigMap is the wire body kubectl create configmap sends.
func protobufConfigMap(t *testing.T, namespace, name string) []byte {
	t.Helper()
	cm := &corev1.ConfigMap{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Namespace: namespace, Name: name}, Data: map[string]string{"a": "b"}}
	data, err := runtime.Encode(protobuf.NewSerializer(legacyscheme.Scheme, legacyscheme.Scheme), cm)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestCreateResource(t *testing.T) {
	const url = "/api/v1/namespaces/demo/configmaps"
	big := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"big"},"data":{"a":"` + strings.Repeat("x", 3*1024*1024) + `"}}`
	tests := []struct {
		name, url, contentType, body string
		wantCode                     int
		wantReason                   metav1.StatusReason
		wantMessage                  string
		wantStored                   bool
		wantWarning                  string
	}{
		{name: "json", url: url, contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new","namespace":"demo"},"data":{"a":"b"}}`,
			wantCode: 201, wantStored: true},
		{name: "namespace from the URL", url: url, contentType: "application/json",
			body: `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new"}}`, wantCode: 201, wantStored: true},
		{name: "no kind and apiVersion: the URL's", url: url, contentType: "application/json",
			body: `{"metadata":{"name":"new"}}`, wantCode: 201, wantStored: true},
		{name: "yaml", url: url, contentType: "application/yaml",
			body: "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: new\ndata:\n  a: b\n", wantCode: 201, wantStored: true},
		{name: "json with charset", url: url, contentType: "application/json; charset=utf-8",
			body: `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new"}}`, wantCode: 201, wantStored: true},
		{name: "malformed json", url: url, contentType: "application/json", body: `{"apiVersion":"v1",`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: "the object provided is unrecognized (must be of type ConfigMap)"},
		{name: "malformed yaml", url: url, contentType: "application/yaml", body: "kind: ConfigMap\n  bad: [",
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: "must be of type ConfigMap"},
		{name: "malformed protobuf", url: url, contentType: "application/vnd.kubernetes.protobuf", body: "k8s\x00\x0a\xff",
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: "must be of type ConfigMap"},
		{name: "wrong kind", url: url, contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"new"}}`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: `Namespace in version "v1" cannot be handled as a ConfigMap: converting (v1.Namespace) to (core.ConfigMap): unknown conversion`},
		{name: "unknown apiVersion", url: url, contentType: "application/json",
			body:     `{"apiVersion":"v2","kind":"ConfigMap","metadata":{"name":"new"}}`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: `ConfigMap in version "v2" cannot be handled as a ConfigMap`},
		{name: "namespace mismatch", url: url, contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new","namespace":"other"}}`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: "the namespace of the provided object does not match the namespace sent on the request"},
		{name: "body over 3 MiB", url: url, contentType: "application/json", body: big,
			wantCode: 413, wantReason: metav1.StatusReasonRequestEntityTooLarge, wantMessage: "Request entity too large: limit is 3145728"},
		{name: "unsupported media type", url: url, contentType: "text/plain", body: "x",
			wantCode: 415, wantReason: metav1.StatusReasonUnsupportedMediaType, wantMessage: "application/json"},
		{name: "strict: unknown field", url: url + "?fieldValidation=Strict", contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new"},"spec":{"foo":1}}`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest,
			wantMessage: `ConfigMap in version "v1" cannot be handled as a ConfigMap: strict decoding error: unknown field "spec"`},
		{name: "strict: duplicate field", url: url + "?fieldValidation=Strict", contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new","name":"new"}}`,
			wantCode: 400, wantReason: metav1.StatusReasonBadRequest, wantMessage: `strict decoding error: duplicate field "metadata.name"`},
		{name: "warn (the default): unknown field", url: url, contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new","foo":1}}`,
			wantCode: 201, wantStored: true, wantWarning: `299 - "unknown field \"metadata.foo\""`},
		{name: "warn: yaml duplicate key", url: url + "?fieldValidation=Warn", contentType: "application/yaml",
			body:     "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: new\ndata:\n  a: b\n  a: c\n",
			wantCode: 201, wantStored: true, wantWarning: `299 - "line 7: key \"a\" already set in map"`},
		{name: "ignore: unknown field", url: url + "?fieldValidation=Ignore", contentType: "application/json",
			body:     `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"new","foo":1}}`,
			wantCode: 201, wantStored: true},
		{name: "bad fieldValidation", url: url + "?fieldValidation=Loose", contentType: "application/json",
			body: `{"metadata":{"name":"new"}}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `CreateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "Loose": supported values: "", "Ignore", "Strict", "Warn"`},
		{name: "dryRun=All", url: url + "?dryRun=All", contentType: "application/json",
			body: `{"metadata":{"name":"new"}}`, wantCode: 201},
		{name: "bad dryRun", url: url + "?dryRun=Some", contentType: "application/json",
			body: `{"metadata":{"name":"new"}}`, wantCode: 422, wantReason: metav1.StatusReasonInvalid,
			wantMessage: `CreateOptions.meta.k8s.io "" is invalid: dryRun: Unsupported value: []string{"Some"}: supported values: "All"`},
		{name: "already exists", url: url, contentType: "application/json",
			body: `{"metadata":{"name":"c1"}}`, wantCode: 409, wantReason: metav1.StatusReasonAlreadyExists, wantMessage: `configmaps "c1" already exists`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			rec := call(CreateResource(s, configMapScope(s), nil), "POST", tt.url, []byte(tt.body), "Content-Type", tt.contentType)
			if tt.wantReason != "" {
				expectStatus(t, rec, tt.wantCode, tt.wantReason, tt.wantMessage)
				return
			}
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (body %s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			if got := rec.Header().Values("Warning"); tt.wantWarning != "" && (len(got) != 1 || got[0] != tt.wantWarning) {
				t.Errorf("got Warning %q; want %q", got, tt.wantWarning)
			} else if tt.wantWarning == "" && len(got) > 0 {
				t.Errorf("got Warning %q; want none", got)
			}
			_, stored := s.objects["demo/new"]
			if stored != tt.wantStored {
				t.Errorf("stored: got %v; want %v", stored, tt.wantStored)
			}
			m := decodeJSON(t, rec.Body.Bytes())
			if md := m["metadata"].(map[string]interface{}); m["kind"] != "ConfigMap" || md["namespace"] != "demo" || md["uid"] == nil {
				t.Errorf("got %s; want the created v1 ConfigMap in demo", rec.Body.String())
			}
		})
	}
}

func TestCreateResourceProtobuf(t *testing.T) {
	s := seededConfigMaps()
	rec := call(CreateResource(s, configMapScope(s), nil), "POST", "/api/v1/namespaces/demo/configmaps?fieldManager=kubectl-create&fieldValidation=Strict",
		protobufConfigMap(t, "", "c9"),
		"Content-Type", "application/vnd.kubernetes.protobuf", "Accept", "application/vnd.kubernetes.protobuf,application/json")
	if rec.Code != http.StatusCreated || rec.Header().Get("Content-Type") != "application/vnd.kubernetes.protobuf" {
		t.Fatalf("got %d %q; want 201 protobuf (body %q)", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), rec.Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if cm := obj.(*corev1.ConfigMap); cm.Name != "c9" || cm.Namespace != "demo" || cm.Data["a"] != "b" {
		t.Errorf("got %+v; want c9 in demo", cm)
	}
	if s.createOptions.FieldManager != "kubectl-create" || s.createOptions.FieldValidation != "Strict" || s.createOptions.Kind != "CreateOptions" {
		t.Errorf("got options %+v; want the query's, typed CreateOptions", s.createOptions)
	}
}

func TestCreateResourceDryRun(t *testing.T) {
	s := seededConfigMaps()
	rec := call(CreateResource(s, configMapScope(s), nil), "POST", "/api/v1/namespaces/demo/configmaps?dryRun=All",
		[]byte(`{"metadata":{"name":"new"}}`), "Content-Type", "application/json")
	if rec.Code != http.StatusCreated || len(s.createOptions.DryRun) != 1 || s.createOptions.DryRun[0] != "All" {
		t.Fatalf("got %d, options %+v; want 201 with dryRun [All] passed to storage", rec.Code, s.createOptions)
	}
	if _, stored := s.objects["demo/new"]; stored {
		t.Errorf("dry run stored the object")
	}
}

func TestCreateResourceApps(t *testing.T) {
	s := &fakeStorage{resource: appsDeployments, objects: map[string]runtimeObject{}, rv: 1,
		newFunc: newDeployment, newListFunc: newDeploymentList}
	scope := deploymentScope(s)
	tests := []struct {
		name, body string
		wantCode   int
		message    string
	}{
		{"apps/v1", `{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"web"},"spec":{"selector":{"matchLabels":{"app":"web"}},"template":{"metadata":{"labels":{"app":"web"}}}}}`, 201, ""},
		{"apps/v1beta1 to an apps/v1 URL", `{"apiVersion":"apps/v1beta1","kind":"Deployment","metadata":{"name":"web"}}`, 400,
			"the API version in the data (apps/v1beta1) does not match the expected API version (apps/v1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := call(CreateResource(s, scope, nil), "POST", "/apis/apps/v1/namespaces/demo/deployments", []byte(tt.body), "Content-Type", "application/json")
			if tt.message != "" {
				expectStatus(t, rec, tt.wantCode, metav1.StatusReasonBadRequest, tt.message)
				return
			}
			if rec.Code != tt.wantCode {
				t.Fatalf("got %d; want %d (%s)", rec.Code, tt.wantCode, rec.Body.String())
			}
			spec := decodeJSON(t, rec.Body.Bytes())["spec"].(map[string]interface{})
			if spec["replicas"] != float64(1) || spec["revisionHistoryLimit"] != float64(10) {
				t.Errorf("got spec %v; want apps/v1 defaults (replicas 1, revisionHistoryLimit 10)", spec)
			}
		})
	}
}

func TestCreateNamedResource(t *testing.T) {
	s := seededConfigMaps()
	h := CreateNamedResource(&namedCreaterFunc{s}, configMapScope(s), nil)
	rec := call(h, "POST", "/api/v1/namespaces/demo/configmaps/named/sub", []byte(`{"metadata":{"name":"from-body"}}`), "Content-Type", "application/json")
	if rec.Code != http.StatusCreated || s.createdName != "named" {
		t.Errorf("got %d, name %q; want 201 with the URL's name", rec.Code, s.createdName)
	}
	rec = call(h, "POST", "/api/v1/namespaces/demo/configmaps", []byte(`{"metadata":{"name":"x"}}`), "Content-Type", "application/json")
	expectStatus(t, rec, http.StatusBadRequest, metav1.StatusReasonBadRequest, "name must be provided")
}

// namedCreaterFunc is a NamedCreater storing under the URL's name.
type namedCreaterFunc struct{ s *fakeStorage }

func (n *namedCreaterFunc) New() runtime.Object { return &core.ConfigMap{} }
func (n *namedCreaterFunc) Create(ctx contextContext, name string, obj runtime.Object, v restValidate, o *metav1.CreateOptions) (runtime.Object, error) {
	obj.(*core.ConfigMap).Name = name
	return n.s.Create(ctx, obj, v, o)
}

func TestCreateResourceWarnsAboutDuplicateOwnerReferences(t *testing.T) {
	s := seededConfigMaps()
	body := `{"metadata":{"name":"new","ownerReferences":[{"apiVersion":"v1","kind":"Pod","name":"p","uid":"u1"},{"apiVersion":"v1","kind":"Pod","name":"p","uid":"u1"}]}}`
	rec := call(CreateResource(s, configMapScope(s), nil), "POST", "/api/v1/namespaces/demo/configmaps", []byte(body), "Content-Type", "application/json")
	if rec.Code != http.StatusCreated || !strings.Contains(rec.Header().Get("Warning"), "duplicate UID(s) observed: u1") {
		t.Errorf("got %d, Warning %q; want 201 with the duplicate owner reference warning", rec.Code, rec.Header().Get("Warning"))
	}
	if refs := s.objects["demo/new"].(*core.ConfigMap).OwnerReferences; len(refs) != 1 {
		t.Errorf("got %d owner references stored; want 1", len(refs))
	}
	if !bytes.Contains(rec.Body.Bytes(), []byte(`"uid":"u1"`)) {
		t.Errorf("got %s; want the owner reference kept", rec.Body.String())
	}
}

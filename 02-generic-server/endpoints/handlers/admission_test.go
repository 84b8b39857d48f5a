package handlers

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// recordingAdmission is a mutating and validating plugin that records
// what it saw. Admit labels the object admitted=true; Validate records
// whether the label is there, which shows that mutation came first and
// that validation saw the object the storage is about to store. It
// refuses the operations in deny, in the phase denyIn ("admit" or
// "validate"), with a Forbidden built by admission.NewForbidden.
type recordingAdmission struct {
	*admission.Handler
	calls  []string
	deny   admission.Operation
	denyIn string
}

func (p *recordingAdmission) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	p.calls = append(p.calls, "admit "+describeAttributes(a))
	if obj := a.GetObject(); obj != nil {
		m, _ := meta.Accessor(obj)
		m.SetLabels(map[string]string{"admitted": "true"})
	}
	return p.refuse("admit", a)
}

func (p *recordingAdmission) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	admitted := false
	if obj := a.GetObject(); obj != nil {
		m, _ := meta.Accessor(obj)
		admitted = m.GetLabels()["admitted"] == "true"
	}
	p.calls = append(p.calls, fmt.Sprintf("validate %s admitted=%v", describeAttributes(a), admitted))
	return p.refuse("validate", a)
}

func (p *recordingAdmission) refuse(phase string, a admission.Attributes) error {
	if p.deny == a.GetOperation() && p.denyIn == phase {
		return admission.NewForbidden(a, errors.New("not on my watch"))
	}
	return nil
}

// describeAttributes is "OP namespace/name sub=S dryRun=B user=U old=<name> options=<kind>".
func describeAttributes(a admission.Attributes) string {
	old := "-"
	if a.GetOldObject() != nil {
		m, _ := meta.Accessor(a.GetOldObject())
		old = m.GetName()
	}
	userName := "-"
	if a.GetUserInfo() != nil {
		userName = a.GetUserInfo().GetName()
	}
	options := "-"
	if o := a.GetOperationOptions(); o != nil {
		options = o.GetObjectKind().GroupVersionKind().Kind
	}
	return fmt.Sprintf("%s %s/%s sub=%s dryRun=%v user=%s old=%s options=%s", a.GetOperation(), a.GetNamespace(), a.GetName(),
		a.GetSubresource(), a.IsDryRun(), userName, old, options)
}

// asAlice runs h as the user alice, as stage 07's authentication would.
func asAlice(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ctx := request.WithUser(req.Context(), &user.DefaultInfo{Name: "alice"})
		h.ServeHTTP(w, req.WithContext(ctx))
	})
}

// admissionRequest is one request through a handler built with admit.
type admissionRequest struct {
	method, url, body, contentType string
	handler                        func(s *fakeStorage, admit admission.Interface) http.Handler
}

var (
	createConfigMap = admissionRequest{"POST", "/api/v1/namespaces/demo/configmaps", `{"metadata":{"name":"c-new"},"data":{"a":"b"}}`, "application/json",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			return CreateResource(s, configMapScope(s), admit)
		}}
	updateConfigMap = admissionRequest{"PUT", "/api/v1/namespaces/demo/configmaps/c1", `{"metadata":{"name":"c1"},"data":{"a":"new"}}`, "application/json",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			return UpdateResource(s, configMapScope(s), admit)
		}}
	patchConfigMap = admissionRequest{"PATCH", "/api/v1/namespaces/demo/configmaps/c1", `{"data":{"a":"patched"}}`, "application/merge-patch+json",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			return PatchResource(s, configMapScope(s), admit, patchTypes)
		}}
	updateConfigMapStatus = admissionRequest{"PUT", "/api/v1/namespaces/demo/configmaps/c1/status", `{"metadata":{"name":"c1"},"data":{"a":"new"}}`, "application/json",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			scope := configMapScope(s)
			scope.Subresource = "status"
			return UpdateResource(s, scope, admit)
		}}
	deleteConfigMap = admissionRequest{"DELETE", "/api/v1/namespaces/demo/configmaps/c1", "", "",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			return DeleteResource(s, true, configMapScope(s), admit)
		}}
	deleteConfigMaps = admissionRequest{"DELETE", "/api/v1/namespaces/demo/configmaps", "", "",
		func(s *fakeStorage, admit admission.Interface) http.Handler {
			return DeleteCollection(s, true, configMapScope(s), admit)
		}}
)

func (r admissionRequest) send(s *fakeStorage, admit admission.Interface, query string) int {
	rec := call(asAlice(r.handler(s, admit)), r.method, r.url+query, []byte(r.body), "Content-Type", r.contentType)
	return rec.Code
}

func TestHandlersCallAdmission(t *testing.T) {
	all := []admission.Operation{admission.Create, admission.Update, admission.Delete}
	const alice = "sub= dryRun=false user=alice"
	tests := []struct {
		name     string
		request  admissionRequest
		query    string
		wantCode int
		want     []string
	}{
		{"create", createConfigMap, "", 201, []string{
			"admit CREATE demo/c-new " + alice + " old=- options=CreateOptions",
			"validate CREATE demo/c-new " + alice + " old=- options=CreateOptions admitted=true"}},
		{"create, dry run", createConfigMap, "?dryRun=All", 201, []string{
			"admit CREATE demo/c-new sub= dryRun=true user=alice old=- options=CreateOptions",
			"validate CREATE demo/c-new sub= dryRun=true user=alice old=- options=CreateOptions admitted=true"}},
		{"update", updateConfigMap, "", 200, []string{
			"admit UPDATE demo/c1 " + alice + " old=c1 options=UpdateOptions",
			"validate UPDATE demo/c1 " + alice + " old=c1 options=UpdateOptions admitted=true"}},
		{"patch", patchConfigMap, "", 200, []string{
			"admit UPDATE demo/c1 " + alice + " old=c1 options=UpdateOptions",
			"validate UPDATE demo/c1 " + alice + " old=c1 options=UpdateOptions admitted=true"}},
		{"patch, dry run", patchConfigMap, "?dryRun=All", 200, []string{
			"admit UPDATE demo/c1 sub= dryRun=true user=alice old=c1 options=UpdateOptions",
			"validate UPDATE demo/c1 sub= dryRun=true user=alice old=c1 options=UpdateOptions admitted=true"}},
		{"the status subresource", updateConfigMapStatus, "", 200, []string{
			"admit UPDATE demo/c1 sub=status dryRun=false user=alice old=c1 options=UpdateOptions",
			"validate UPDATE demo/c1 sub=status dryRun=false user=alice old=c1 options=UpdateOptions admitted=true"}},
		{"delete", deleteConfigMap, "", 200, []string{
			"admit DELETE demo/c1 " + alice + " old=c1 options=DeleteOptions",
			"validate DELETE demo/c1 " + alice + " old=c1 options=DeleteOptions admitted=false"}},
		{"delete a collection: one DELETE per object", deleteConfigMaps, "", 200, []string{
			"admit DELETE demo/ " + alice + " old=c1 options=DeleteOptions",
			"validate DELETE demo/ " + alice + " old=c1 options=DeleteOptions admitted=false",
			"admit DELETE demo/ " + alice + " old=c2 options=DeleteOptions",
			"validate DELETE demo/ " + alice + " old=c2 options=DeleteOptions admitted=false"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			plugin := &recordingAdmission{Handler: admission.NewHandler(all...)}
			if code := tt.request.send(s, plugin, tt.query); code != tt.wantCode {
				t.Fatalf("got code %d; want %d", code, tt.wantCode)
			}
			if !slices.Equal(plugin.calls, tt.want) {
				t.Errorf("got calls\n%q\nwant\n%q", plugin.calls, tt.want)
			}
		})
	}
}

func TestHandlersStoreTheMutatedObject(t *testing.T) {
	for _, r := range []admissionRequest{createConfigMap, updateConfigMap, patchConfigMap} {
		t.Run(r.method, func(t *testing.T) {
			s := seededConfigMaps()
			plugin := &recordingAdmission{Handler: admission.NewHandler(admission.Create, admission.Update)}
			if code := r.send(s, plugin, ""); code >= 300 {
				t.Fatalf("got code %d; want success", code)
			}
			name := "c1"
			if r.method == "POST" {
				name = "c-new"
			}
			if got := s.objects["demo/"+name].(*core.ConfigMap).Labels["admitted"]; got != "true" {
				t.Errorf("got stored label admitted=%q; want %q", got, "true")
			}
		})
	}
}

func TestHandlersSkipAdmissionThatDoesNotHandleTheOperation(t *testing.T) {
	s := seededConfigMaps()
	plugin := &recordingAdmission{Handler: admission.NewHandler(admission.Delete)}
	for _, r := range []admissionRequest{createConfigMap, updateConfigMap, patchConfigMap} {
		if code := r.send(s, plugin, ""); code >= 300 {
			t.Fatalf("%s: got code %d; want success", r.method, code)
		}
	}
	if len(plugin.calls) != 0 {
		t.Errorf("got calls %q; want none", plugin.calls)
	}
}

func TestAdmissionDenialIsForbidden(t *testing.T) {
	tests := []struct {
		name    string
		request admissionRequest
		deny    admission.Operation
		denyIn  string
		message string
	}{
		{"create, mutating", createConfigMap, admission.Create, "admit", `configmaps "c-new" is forbidden: not on my watch`},
		{"create, validating", createConfigMap, admission.Create, "validate", `configmaps "c-new" is forbidden: not on my watch`},
		{"update, validating", updateConfigMap, admission.Update, "validate", `configmaps "c1" is forbidden: not on my watch`},
		{"patch, mutating", patchConfigMap, admission.Update, "admit", `configmaps "c1" is forbidden: not on my watch`},
		{"delete, validating", deleteConfigMap, admission.Delete, "validate", `configmaps "c1" is forbidden: not on my watch`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := seededConfigMaps()
			before := len(s.objects)
			plugin := &recordingAdmission{Handler: admission.NewHandler(tt.deny), deny: tt.deny, denyIn: tt.denyIn}
			rec := call(asAlice(tt.request.handler(s, plugin)), tt.request.method, tt.request.url, []byte(tt.request.body),
				"Content-Type", tt.request.contentType)
			expectStatus(t, rec, http.StatusForbidden, metav1.StatusReasonForbidden, tt.message)
			if got := status(t, rec).Message; got != tt.message {
				t.Errorf("got message %q; want %q", got, tt.message)
			}
			if len(s.objects) != before || s.objects["demo/c1"].(*core.ConfigMap).Data["a"] != "b" {
				t.Errorf("a refused request changed the storage: %v", s.objects)
			}
		})
	}
}

// A nil chain changes nothing: the callbacks accept everything.
func TestNilAdmission(t *testing.T) {
	for _, r := range []admissionRequest{createConfigMap, updateConfigMap, patchConfigMap, deleteConfigMap} {
		t.Run(r.method, func(t *testing.T) {
			if code := r.send(seededConfigMaps(), nil, ""); code >= 300 {
				t.Errorf("got code %d; want success", code)
			}
		})
	}
}

// A PUT or patch that creates (nothing stored: the old object has no uid)
// is admitted as a CREATE, with CreateOptions and no old object.
func TestMutatingAdmissionTransformerCreates(t *testing.T) {
	scope := configMapScope(newConfigMapStorage())
	options := &metav1.UpdateOptions{DryRun: []string{"All"}}
	static := func(op admission.Operation, o runtime.Object) admission.Attributes {
		return admission.NewAttributesRecord(nil, nil, scope.Kind, "demo", "c1", scope.Resource, "", op, o, true, nil)
	}
	tests := []struct {
		name string
		old  runtime.Object
		want string
	}{
		{"nothing stored", &core.ConfigMap{}, "admit CREATE demo/c1 sub= dryRun=true user=- old=- options=CreateOptions"},
		{"stored", configMapWithUID("c1"), "admit UPDATE demo/c1 sub= dryRun=true user=- old=c1 options=UpdateOptions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plugin := &recordingAdmission{Handler: admission.NewHandler(admission.Create, admission.Update)}
			uo := options.DeepCopyObject().(*metav1.UpdateOptions)
			uo.SetGroupVersionKind(metav1.SchemeGroupVersion.WithKind("UpdateOptions"))
			transform := mutatingAdmissionTransformer(plugin, scope, static(admission.Create, updateToCreateOptions(uo)), static(admission.Update, uo))
			if _, err := transform(context.Background(), configMap("demo", "c1", nil), tt.old); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(plugin.calls, []string{tt.want}) {
				t.Errorf("got calls %q; want %q", plugin.calls, []string{tt.want})
			}
		})
	}
}

func configMapWithUID(name string) *core.ConfigMap {
	cm := configMap("demo", name, nil)
	cm.UID = "uid-1"
	return cm
}

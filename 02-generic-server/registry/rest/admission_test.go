package rest

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// recordingPlugin records "admit|validate <op> <name> new=<bool> old=<bool>".
type recordingPlugin struct {
	*admission.Handler
	calls []string
	err   error
}

func (p *recordingPlugin) record(verb string, a admission.Attributes) error {
	p.calls = append(p.calls, verb+" "+string(a.GetOperation())+" "+a.GetName()+
		" new="+boolString(a.GetObject() != nil)+" old="+boolString(a.GetOldObject() != nil))
	return p.err
}

func (p *recordingPlugin) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	return p.record("admit", a)
}

func (p *recordingPlugin) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	return p.record("validate", a)
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func staticAttributes(op admission.Operation, name string) admission.Attributes {
	return admission.NewAttributesRecord(nil, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, "demo", name,
		schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", op, nil, false, nil)
}

func TestAdmissionToValidateFuncs(t *testing.T) {
	generated := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm-x7k2p"}}
	old := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c1"}}
	tests := []struct {
		name string
		ops  []admission.Operation
		call func(p admission.Interface) error
		want []string
	}{
		{"create takes a generated name from the object", []admission.Operation{admission.Create}, func(p admission.Interface) error {
			return AdmissionToValidateObjectFunc(p, staticAttributes(admission.Create, ""), nil)(context.Background(), generated)
		}, []string{"validate CREATE cm-x7k2p new=true old=false"}},
		{"update sees both objects", []admission.Operation{admission.Update}, func(p admission.Interface) error {
			return AdmissionToValidateObjectUpdateFunc(p, staticAttributes(admission.Update, "c1"), nil)(context.Background(), old, old)
		}, []string{"validate UPDATE c1 new=true old=true"}},
		{"delete admits then validates the old object", []admission.Operation{admission.Delete}, func(p admission.Interface) error {
			return AdmissionToValidateObjectDeleteFunc(p, staticAttributes(admission.Delete, "c1"), nil)(context.Background(), old)
		}, []string{"admit DELETE c1 new=false old=true", "validate DELETE c1 new=false old=true"}},
		{"an operation not handled is not seen", []admission.Operation{admission.Update}, func(p admission.Interface) error {
			return AdmissionToValidateObjectFunc(p, staticAttributes(admission.Create, "c1"), nil)(context.Background(), old)
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &recordingPlugin{Handler: admission.NewHandler(tt.ops...)}
			if err := tt.call(p); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(p.calls, tt.want) {
				t.Errorf("got calls %q; want %q", p.calls, tt.want)
			}
		})
	}
}

func TestAdmissionToValidateFuncsNilAdmission(t *testing.T) {
	obj := &core.ConfigMap{}
	ctx := context.Background()
	errs := []error{
		AdmissionToValidateObjectFunc(nil, staticAttributes(admission.Create, "c"), nil)(ctx, obj),
		AdmissionToValidateObjectUpdateFunc(nil, staticAttributes(admission.Update, "c"), nil)(ctx, obj, obj),
		AdmissionToValidateObjectDeleteFunc(nil, staticAttributes(admission.Delete, "c"), nil)(ctx, obj),
	}
	for i, err := range errs {
		if err != nil {
			t.Errorf("callback %d: got %v; want nil", i, err)
		}
	}
}

func TestAdmissionToValidateObjectFuncError(t *testing.T) {
	denied := errors.New("denied")
	p := &recordingPlugin{Handler: admission.NewHandler(admission.Create), err: denied}
	var obj runtime.Object = &core.ConfigMap{}
	if err := AdmissionToValidateObjectFunc(p, staticAttributes(admission.Create, "c"), nil)(context.Background(), obj); err != denied {
		t.Errorf("got %v; want %v", err, denied)
	}
}

package validatingadmissionpolicy

import (
	"context"
	"reflect"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

func policy() *admissionregistration.ValidatingAdmissionPolicy {
	return &admissionregistration.ValidatingAdmissionPolicy{
		ObjectMeta: metav1.ObjectMeta{Name: "p", Labels: map[string]string{"a": "b"}},
		Spec:       admissionregistration.ValidatingAdmissionPolicySpec{Validations: []admissionregistration.Validation{{Expression: "true"}}},
		Status:     admissionregistration.ValidatingAdmissionPolicyStatus{ObservedGeneration: 7},
	}
}

// TestStrategies checks each writer keeps to its half: a create drops the
// status and starts generation 1; an update keeps the stored status and
// bumps the generation on a spec change only; /status keeps the stored
// spec and metadata.
func TestStrategies(t *testing.T) {
	ctx := context.Background()
	s := NewStrategy(runtime.NewScheme(), nil, nil)
	created := policy()
	s.PrepareForCreate(ctx, created)
	if created.Generation != 1 || created.Status.ObservedGeneration != 0 {
		t.Fatalf("got generation %d, status %+v on create; want 1 and an empty status", created.Generation, created.Status)
	}
	stored := created.DeepCopy()
	stored.Status.ObservedGeneration = 1

	tests := []struct {
		name           string
		update         func(p *admissionregistration.ValidatingAdmissionPolicy)
		prepare        func(obj, old runtime.Object)
		wantGeneration int64
		wantObserved   int64
		wantSpecExpr   string
		wantLabels     map[string]string
	}{
		{"spec change bumps the generation, status is kept", func(p *admissionregistration.ValidatingAdmissionPolicy) {
			p.Spec.Validations[0].Expression = "false"
			p.Status.ObservedGeneration = 99
		}, func(obj, old runtime.Object) { s.PrepareForUpdate(ctx, obj, old) }, 2, 1, "false", map[string]string{"a": "b"}},
		{"label change keeps the generation", func(p *admissionregistration.ValidatingAdmissionPolicy) {
			p.Labels = map[string]string{"c": "d"}
		}, func(obj, old runtime.Object) { s.PrepareForUpdate(ctx, obj, old) }, 1, 1, "true", map[string]string{"c": "d"}},
		{"status write keeps spec and metadata", func(p *admissionregistration.ValidatingAdmissionPolicy) {
			p.Spec.Validations[0].Expression = "false"
			p.Labels = map[string]string{"c": "d"}
			p.Status.ObservedGeneration = 5
		}, func(obj, old runtime.Object) { NewStatusStrategy(s).PrepareForUpdate(ctx, obj, old) }, 1, 5, "true", map[string]string{"a": "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := stored.DeepCopy()
			tt.update(p)
			tt.prepare(p, stored)
			if p.Generation != tt.wantGeneration {
				t.Errorf("got generation %d; want %d", p.Generation, tt.wantGeneration)
			}
			if p.Status.ObservedGeneration != tt.wantObserved {
				t.Errorf("got observedGeneration %d; want %d", p.Status.ObservedGeneration, tt.wantObserved)
			}
			if got := p.Spec.Validations[0].Expression; got != tt.wantSpecExpr {
				t.Errorf("got expression %q; want %q", got, tt.wantSpecExpr)
			}
			if !reflect.DeepEqual(p.Labels, tt.wantLabels) {
				t.Errorf("got labels %v; want %v", p.Labels, tt.wantLabels)
			}
		})
	}
}

// TestTable checks the columns and rows: NAME VALIDATIONS PARAMKIND AGE.
func TestTable(t *testing.T) {
	p := policy()
	p.CreationTimestamp = metav1.NewTime(time.Now().Add(-2 * time.Minute))
	withParams := p.DeepCopy()
	withParams.Spec.ParamKind = &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"}
	tests := []struct {
		obj  *admissionregistration.ValidatingAdmissionPolicy
		want []interface{}
	}{
		{p, []interface{}{"p", int64(1), "<unset>", "2m"}},
		{withParams, []interface{}{"p", int64(1), "v1/ConfigMap", "2m"}},
	}
	for _, tt := range tests {
		table, err := Table.ConvertToTable(context.Background(), tt.obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, col := range table.ColumnDefinitions {
			names = append(names, col.Name)
		}
		if want := []string{"Name", "Validations", "ParamKind", "Age"}; !reflect.DeepEqual(names, want) {
			t.Errorf("got columns %v; want %v", names, want)
		}
		if got := table.Rows[0].Cells; !reflect.DeepEqual(got, tt.want) {
			t.Errorf("got cells %v; want %v", got, tt.want)
		}
	}
}

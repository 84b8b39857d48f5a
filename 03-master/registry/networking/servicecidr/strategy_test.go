package servicecidr

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

func newCIDR() *networking.ServiceCIDR {
	return &networking.ServiceCIDR{
		ObjectMeta: metav1.ObjectMeta{Name: "extra", ResourceVersion: "3", Labels: map[string]string{"a": "b"}},
		Spec:       networking.ServiceCIDRSpec{CIDRs: []string{"10.96.0.0/16"}},
		Status:     networking.ServiceCIDRStatus{Conditions: []metav1.Condition{{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Ready"}}},
	}
}

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	sc := newCIDR()
	Strategy.PrepareForCreate(ctx, sc)
	if len(sc.Status.Conditions) != 0 {
		t.Errorf("got status %+v; want it cleared on create", sc.Status)
	}
	old, sc := newCIDR(), newCIDR()
	sc.Status = networking.ServiceCIDRStatus{}
	sc.Spec.CIDRs = []string{"10.97.0.0/16"}
	Strategy.PrepareForUpdate(ctx, sc, old)
	if len(sc.Status.Conditions) != 1 {
		t.Errorf("got status %+v; want the stored one kept", sc.Status)
	}
	if errs := Strategy.ValidateUpdate(ctx, sc, old); len(errs) != 1 || errs[0].Field != "spec.cidrs[0]" {
		t.Errorf("got %v; want spec.cidrs[0] immutable", errs)
	}
}

func TestStatusStrategy(t *testing.T) {
	old, sc := newCIDR(), newCIDR()
	sc.Spec.CIDRs = []string{"10.97.0.0/16"}
	sc.Labels = map[string]string{"a": "changed"}
	sc.Status.Conditions[0].Status = metav1.ConditionFalse
	StatusStrategy.PrepareForUpdate(context.Background(), sc, old)
	if sc.Spec.CIDRs[0] != "10.96.0.0/16" || sc.Labels["a"] != "b" || sc.Status.Conditions[0].Status != metav1.ConditionFalse {
		t.Errorf("got spec %v labels %v status %+v; want the stored spec and metadata, the new status", sc.Spec, sc.Labels, sc.Status)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"networking.k8s.io/v1", "networking.k8s.io/v1beta1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.strategy.GetResetFields()
			if len(got) != len(versions) {
				t.Errorf("got %d versions; want %d", len(got), len(versions))
			}
			for _, v := range versions {
				if got[v] == nil || !got[v].Equals(tt.want) {
					t.Errorf("%s: got %v; want %v", v, got[v], tt.want)
				}
			}
		})
	}
}

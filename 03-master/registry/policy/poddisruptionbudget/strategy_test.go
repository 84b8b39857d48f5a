package poddisruptionbudget

import (
	"context"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
)

// newPDB is a valid stored budget, generation 1, with a status.
func newPDB() *policy.PodDisruptionBudget {
	one := intstr.FromInt32(1)
	return &policy.PodDisruptionBudget{
		ObjectMeta: metav1.ObjectMeta{Name: "web-pdb", Namespace: "default", ResourceVersion: "4", Generation: 1},
		Spec:       policy.PodDisruptionBudgetSpec{MinAvailable: &one, Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}},
		Status:     policy.PodDisruptionBudgetStatus{ObservedGeneration: 1, DisruptionsAllowed: 1, CurrentHealthy: 2, DesiredHealthy: 1, ExpectedPods: 2},
	}
}

// TestStatusAndGeneration: a create clears the status and starts at
// generation 1; a spec change bumps it and keeps the status; the status
// subresource keeps the spec; PUT needs a resourceVersion.
func TestStatusAndGeneration(t *testing.T) {
	ctx := context.Background()
	created := newPDB()
	created.Generation = 5
	Strategy.PrepareForCreate(ctx, created)
	if created.Generation != 1 || created.Status.DisruptionsAllowed != 0 {
		t.Errorf("got generation %d, status %+v; want 1 and a cleared status", created.Generation, created.Status)
	}
	old, p := newPDB(), newPDB()
	two := intstr.FromInt32(2)
	p.Spec.MinAvailable = &two
	p.Status.DisruptionsAllowed = 9
	Strategy.PrepareForUpdate(ctx, p, old)
	if p.Generation != 2 || p.Status.DisruptionsAllowed != 1 {
		t.Errorf("got generation %d, disruptionsAllowed %d; want 2 and the stored 1", p.Generation, p.Status.DisruptionsAllowed)
	}
	old, p = newPDB(), newPDB()
	p.Spec.MinAvailable = &two
	p.Status.DisruptionsAllowed = 0
	StatusStrategy.PrepareForUpdate(ctx, p, old)
	if p.Spec.MinAvailable.IntValue() != 1 || p.Status.DisruptionsAllowed != 0 {
		t.Errorf("got minAvailable %v, disruptionsAllowed %d; want the stored 1 and 0", p.Spec.MinAvailable, p.Status.DisruptionsAllowed)
	}
	if Strategy.AllowUnconditionalUpdate() {
		t.Error("got AllowUnconditionalUpdate true; want false, as upstream")
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*policy.PodDisruptionBudget)
		want   string
	}{
		{"valid", func(*policy.PodDisruptionBudget) {}, ""},
		{"both bounds", func(p *policy.PodDisruptionBudget) { v := intstr.FromInt32(1); p.Spec.MaxUnavailable = &v },
			"minAvailable and maxUnavailable cannot be both set"},
		{"over 100%", func(p *policy.PodDisruptionBudget) { v := intstr.FromString("150%"); p.Spec.MinAvailable = &v },
			"must not be greater than 100%"},
		{"negative", func(p *policy.PodDisruptionBudget) { v := intstr.FromInt32(-1); p.Spec.MinAvailable = &v },
			"spec.minAvailable: Invalid value: -1: must be greater than or equal to 0"},
		{"policy", func(p *policy.PodDisruptionBudget) {
			v := policy.UnhealthyPodEvictionPolicyType("Never")
			p.Spec.UnhealthyPodEvictionPolicy = &v
		},
			`spec.unhealthyPodEvictionPolicy: Unsupported value: "Never": supported values: "AlwaysAllow", "IfHealthyBudget"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPDB()
			tt.mutate(p)
			got := Strategy.Validate(context.Background(), p).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
	old, p := newPDB(), newPDB()
	p.Status.ExpectedPods = -1
	want := "status.expectedPods: Invalid value: -1: must be greater than or equal to 0"
	if got := StatusStrategy.ValidateUpdate(context.Background(), p, old).ToAggregate(); got == nil || !strings.Contains(got.Error(), want) {
		t.Errorf("got %v; want %q", got, want)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"policy/v1beta1", "policy/v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))},
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

package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

func ptr[T any](v T) *T { return &v }

func TestValidateLease(t *testing.T) {
	lease := func(name string, spec coordination.LeaseSpec) *coordination.Lease {
		return &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "kube-system"}, Spec: spec}
	}
	tests := []struct {
		name  string
		lease *coordination.Lease
		want  string
	}{
		{"leader election's lease", lease("kube-scheduler", coordination.LeaseSpec{HolderIdentity: ptr("node-a_1"), LeaseDurationSeconds: ptr(int32(15)), LeaseTransitions: ptr(int32(0))}), ""},
		{"empty spec", lease("empty", coordination.LeaseSpec{}), ""},
		{"bad name", lease("Kube_Scheduler", coordination.LeaseSpec{}), "FieldValueInvalid metadata.name"},
		{"zero duration", lease("l", coordination.LeaseSpec{LeaseDurationSeconds: ptr(int32(0))}), "FieldValueInvalid spec.leaseDurationSeconds"},
		{"negative transitions", lease("l", coordination.LeaseSpec{LeaseTransitions: ptr(int32(-1))}), "FieldValueInvalid spec.leaseTransitions"},
		{"known strategy", lease("l", coordination.LeaseSpec{Strategy: ptr(coordination.OldestEmulationVersion), PreferredHolder: ptr("a")}), ""},
		{"unknown strategy", lease("l", coordination.LeaseSpec{Strategy: ptr(coordination.CoordinatedLeaseStrategy("Newest"))}), "FieldValueNotSupported spec.strategy.strategy"},
		{"custom strategy", lease("l", coordination.LeaseSpec{Strategy: ptr(coordination.CoordinatedLeaseStrategy("example.com/fair"))}), ""},
		{"preferred holder without strategy", lease("l", coordination.LeaseSpec{PreferredHolder: ptr("a")}), "FieldValueForbidden spec.preferredHolder"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := causes(ValidateLease(tt.lease)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateLeaseUpdate(t *testing.T) {
	old := &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: "l", Namespace: "kube-system", ResourceVersion: "1"},
		Spec: coordination.LeaseSpec{HolderIdentity: ptr("a")}}
	renewed := old.DeepCopy()
	renewed.Spec.HolderIdentity = ptr("b")
	if got := causes(ValidateLeaseUpdate(renewed, old)); got != "" {
		t.Errorf("got %q; want a new holder allowed", got)
	}
	bad := old.DeepCopy()
	bad.Spec.LeaseDurationSeconds = ptr(int32(-5))
	if got, want := causes(ValidateLeaseUpdate(bad, old)), "FieldValueInvalid spec.leaseDurationSeconds"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

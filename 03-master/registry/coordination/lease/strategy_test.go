package lease

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

func ptr[T any](v T) *T { return &v }

func TestStrategy(t *testing.T) {
	ctx := context.Background()
	if !Strategy.NamespaceScoped() {
		t.Errorf("got cluster-scoped; want namespaced")
	}
	if !Strategy.AllowCreateOnUpdate() {
		t.Errorf("got AllowCreateOnUpdate false; want true")
	}
	if Strategy.AllowUnconditionalUpdate() {
		t.Errorf("got AllowUnconditionalUpdate true; want false (a lease is a lock)")
	}
	lease := &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: "kube-scheduler", Namespace: "kube-system"},
		Spec: coordination.LeaseSpec{HolderIdentity: ptr("a"), Strategy: ptr(coordination.OldestEmulationVersion), PreferredHolder: ptr("b")}}
	Strategy.PrepareForCreate(ctx, lease)
	if lease.Spec.Strategy == nil || lease.Spec.PreferredHolder == nil {
		t.Errorf("got strategy %v preferredHolder %v; want both kept", lease.Spec.Strategy, lease.Spec.PreferredHolder)
	}
	tests := []struct {
		name string
		spec coordination.LeaseSpec
		want int
	}{
		{"valid", coordination.LeaseSpec{LeaseDurationSeconds: ptr(int32(15))}, 0},
		{"negative duration", coordination.LeaseSpec{LeaseDurationSeconds: ptr(int32(-1))}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: "l", Namespace: "kube-system"}, Spec: tt.spec}
			if got := len(Strategy.Validate(ctx, l)); got != tt.want {
				t.Errorf("got %d errors on create; want %d", got, tt.want)
			}
			old := l.DeepCopy()
			old.ResourceVersion, l.ResourceVersion = "1", "1"
			old.Spec = coordination.LeaseSpec{}
			if got := len(Strategy.ValidateUpdate(ctx, l, old)); got != tt.want {
				t.Errorf("got %d errors on update; want %d", got, tt.want)
			}
		})
	}
}

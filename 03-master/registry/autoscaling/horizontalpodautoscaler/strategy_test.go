package horizontalpodautoscaler

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

func i32(v int32) *int32 { return &v }

func newHPA() *autoscaling.HorizontalPodAutoscaler {
	return &autoscaling.HorizontalPodAutoscaler{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "2", Generation: 2},
		Spec: autoscaling.HorizontalPodAutoscalerSpec{
			ScaleTargetRef: autoscaling.CrossVersionObjectReference{APIVersion: "apps/v1", Kind: "Deployment", Name: "web"},
			MinReplicas:    i32(1), MaxReplicas: 5,
			Metrics: []autoscaling.MetricSpec{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricSource{
				Name: core.ResourceCPU, Target: autoscaling.MetricTarget{Type: autoscaling.UtilizationMetricType, AverageUtilization: i32(80)}}}},
		},
		Status: autoscaling.HorizontalPodAutoscalerStatus{CurrentReplicas: 3, DesiredReplicas: 3},
	}
}

// TestStrategy: create clears the status; an update keeps it and bumps
// the generation on a spec change; a status write keeps the spec.
func TestStrategy(t *testing.T) {
	h := newHPA()
	Strategy.PrepareForCreate(context.Background(), h)
	if h.Generation != 1 || h.Status.DesiredReplicas != 0 {
		t.Errorf("create: got generation %d, desired %d; want 1 and 0", h.Generation, h.Status.DesiredReplicas)
	}
	old, upd := newHPA(), newHPA()
	upd.Spec.MaxReplicas = 9
	upd.Status = autoscaling.HorizontalPodAutoscalerStatus{}
	Strategy.PrepareForUpdate(context.Background(), upd, old)
	if upd.Generation != 3 || upd.Status.DesiredReplicas != 3 {
		t.Errorf("update: got generation %d, desired %d; want 3 and 3", upd.Generation, upd.Status.DesiredReplicas)
	}
	st := newHPA()
	st.Spec.MaxReplicas = 1
	StatusStrategy.PrepareForUpdate(context.Background(), st, old)
	if st.Spec.MaxReplicas != 5 {
		t.Errorf("status: got maxReplicas %d; want the stored 5", st.Spec.MaxReplicas)
	}
}

// TestValidationOptions: an old autoscaler already at minReplicas 0, or
// with the same invalid target apiVersion, may be updated.
func TestValidationOptions(t *testing.T) {
	old := newHPA()
	old.Spec.ScaleTargetRef.APIVersion = "v1"
	upd := old.DeepCopy()
	upd.Spec.MaxReplicas = 6
	if errs := Strategy.ValidateUpdate(context.Background(), upd, old); len(errs) != 0 {
		t.Errorf("kept apiVersion: got %v; want no errors", errs)
	}
	created := newHPA()
	created.Spec.ScaleTargetRef.APIVersion = "v1"
	if errs := Strategy.Validate(context.Background(), created); len(errs) != 1 || errs[0].Field != "spec.scaleTargetRef.apiVersion" {
		t.Errorf("create: got %v; want one error at spec.scaleTargetRef.apiVersion", errs)
	}
	rc := newHPA()
	rc.Spec.ScaleTargetRef = autoscaling.CrossVersionObjectReference{APIVersion: "v1", Kind: "ReplicationController", Name: "web"}
	if errs := Strategy.Validate(context.Background(), rc); len(errs) != 0 {
		t.Errorf("ReplicationController: got %v; want no errors", errs)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"autoscaling/v1", "autoscaling/v2"}
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

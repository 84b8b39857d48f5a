package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func i32(v int32) *int32 { return &v }

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "autoscaling", APIVersion: "v2", Resource: "horizontalpodautoscalers"})
}

// TestCreateStatusTableDelete: an autoscaler through the Store, stored as
// autoscaling/v2: created with its status cleared, refused without
// maxReplicas, its status written, printed as upstream, deleted.
func TestCreateStatusTableDelete(t *testing.T) {
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Destroy)
	h := &autoscaling.HorizontalPodAutoscaler{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
		Spec: autoscaling.HorizontalPodAutoscalerSpec{
			ScaleTargetRef: autoscaling.CrossVersionObjectReference{APIVersion: "apps/v1", Kind: "Deployment", Name: "web"},
			MinReplicas:    i32(2), MaxReplicas: 5,
			Metrics: []autoscaling.MetricSpec{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricSource{
				Name: core.ResourceCPU, Target: autoscaling.MetricTarget{Type: autoscaling.UtilizationMetricType, AverageUtilization: i32(70)}}}},
		},
		Status: autoscaling.HorizontalPodAutoscalerStatus{DesiredReplicas: 4},
	}
	obj, err := r.Create(ctxFor(), h, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*autoscaling.HorizontalPodAutoscaler)
	if got.Status.DesiredReplicas != 0 || got.Generation != 1 {
		t.Errorf("got desired %d, generation %d; want 0 and 1", got.Status.DesiredReplicas, got.Generation)
	}
	bad := h.DeepCopy()
	bad.Name, bad.Spec.MaxReplicas, bad.Spec.MinReplicas = "bad", 0, nil
	if _, err := r.Create(ctxFor(), bad, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("no maxReplicas: got %v; want Invalid", err)
	}
	got.Status = autoscaling.HorizontalPodAutoscalerStatus{CurrentReplicas: 2, DesiredReplicas: 3,
		CurrentMetrics: []autoscaling.MetricStatus{{Type: autoscaling.ResourceMetricSourceType, Resource: &autoscaling.ResourceMetricStatus{
			Name: core.ResourceCPU, Current: autoscaling.MetricValueStatus{AverageUtilization: i32(95)}}}}}
	obj, _, err = status.Update(ctxFor(), got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctxFor(), obj, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cells := table.Rows[0].Cells
	want := []interface{}{"web", "Deployment/web", "cpu: 95%/70%", "2", int64(5), int64(2), cells[6]}
	if !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
	if !reflect.DeepEqual(r.ShortNames(), []string{"hpa"}) || !reflect.DeepEqual(r.Categories(), []string{"all"}) {
		t.Errorf("got short names %v, categories %v; want [hpa] and [all]", r.ShortNames(), r.Categories())
	}
	if _, _, err := r.Delete(ctxFor(), got.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctxFor(), got.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}

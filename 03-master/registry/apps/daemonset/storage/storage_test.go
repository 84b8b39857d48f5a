package storage

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func newStorage(t *testing.T) (*REST, *genericregistry.StatusREST) {
	t.Helper()
	ds, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ds.Destroy)
	return ds, status
}

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: "v1", Resource: "daemonsets"})
}

func create(t *testing.T, r *REST) *apps.DaemonSet {
	t.Helper()
	labels := map[string]string{"app": "agent"}
	ds := &apps.DaemonSet{
		ObjectMeta: metav1.ObjectMeta{Name: "agent", Namespace: "demo"},
		Spec: apps.DaemonSetSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "agent", Image: "busybox:1.36"}},
					RestartPolicy: core.RestartPolicyAlways,
					NodeSelector:  map[string]string{"kubernetes.io/os": "linux"},
				},
			},
			UpdateStrategy: apps.DaemonSetUpdateStrategy{Type: apps.RollingUpdateDaemonSetStrategyType,
				RollingUpdate: &apps.RollingUpdateDaemonSet{MaxUnavailable: intstr.FromInt32(1)}},
		},
		Status: apps.DaemonSetStatus{NumberReady: 4},
	}
	out, err := r.Create(ctxFor(), ds, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*apps.DaemonSet)
}

// TestCreateUpdateDelete: create starts both generations at 1 and clears
// the status; a template change bumps both; a status write keeps the spec;
// delete removes the set.
func TestCreateUpdateDelete(t *testing.T) {
	r, status := newStorage(t)
	ds := create(t, r)
	if ds.Generation != 1 || ds.Spec.TemplateGeneration != 1 || ds.Status.NumberReady != 0 {
		t.Fatalf("got generation %d, templateGeneration %d, numberReady %d; want 1, 1, 0", ds.Generation, ds.Spec.TemplateGeneration, ds.Status.NumberReady)
	}
	ds.Spec.Template.Spec.Containers[0].Image = "busybox:1.37"
	obj, _, err := r.Update(ctxFor(), ds.Name, rest.DefaultUpdatedObjectInfo(ds), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ds = obj.(*apps.DaemonSet)
	if ds.Generation != 2 || ds.Spec.TemplateGeneration != 2 {
		t.Errorf("got generation %d, templateGeneration %d; want 2 and 2", ds.Generation, ds.Spec.TemplateGeneration)
	}
	ds.Status.DesiredNumberScheduled = 1
	ds.Spec.MinReadySeconds = 10
	obj, _, err = status.Update(ctxFor(), ds.Name, rest.DefaultUpdatedObjectInfo(ds), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*apps.DaemonSet); got.Status.DesiredNumberScheduled != 1 || got.Spec.MinReadySeconds != 0 {
		t.Errorf("got desired %d, minReadySeconds %d; want 1 and 0", got.Status.DesiredNumberScheduled, got.Spec.MinReadySeconds)
	}
	if _, _, err := r.Delete(ctxFor(), ds.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctxFor(), ds.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}

// TestTable: kubectl get ds, with upstream's columns and node selector.
func TestTable(t *testing.T) {
	r, _ := newStorage(t)
	create(t, r)
	list, err := r.List(ctxFor(), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctxFor(), list, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	want := []string{"Name/0", "Desired/0", "Current/0", "Ready/0", "Up-to-date/0", "Available/0", "Node Selector/0", "Age/0", "Containers/1", "Images/1", "Selector/1"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("got columns %v; want %v", names, want)
	}
	cells := table.Rows[0].Cells
	wantCells := []interface{}{"agent", int64(0), int64(0), int64(0), int64(0), int64(0), "kubernetes.io/os=linux", cells[7], "agent", "busybox:1.36", "app=agent"}
	if !reflect.DeepEqual(cells, wantCells) {
		t.Errorf("got cells %v; want %v", cells, wantCells)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"ds"}) {
		t.Errorf("got short names %v; want [ds]", got)
	}
	if got := r.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
}

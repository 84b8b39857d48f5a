package storage

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func newStorage(t *testing.T) StatefulSetStorage {
	t.Helper()
	s, err := NewStorage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StatefulSet.Destroy)
	return s
}

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: "v1", Resource: "statefulsets"})
}

// create stores demo/web (3 replicas, selector app=web) with a status a
// client may not set, and returns it as stored.
func create(t *testing.T, s StatefulSetStorage) *apps.StatefulSet {
	t.Helper()
	labels := map[string]string{"app": "web"}
	ss := &apps.StatefulSet{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
		Spec: apps.StatefulSetSpec{
			Replicas:            3,
			ServiceName:         "web",
			PodManagementPolicy: apps.OrderedReadyPodManagement,
			UpdateStrategy:      apps.StatefulSetUpdateStrategy{Type: apps.RollingUpdateStatefulSetStrategyType},
			Selector:            &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
		},
		Status: apps.StatefulSetStatus{Replicas: 9},
	}
	out, err := s.StatefulSet.Create(ctxFor(), ss, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*apps.StatefulSet)
}

func update(t *testing.T, r rest.Updater, obj runtime.Object, name string) (runtime.Object, error) {
	t.Helper()
	out, _, err := r.Update(ctxFor(), name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	return out, err
}

// TestCreateUpdateDelete: create resets the status and starts the
// generation; a spec update bumps it; an immutable field is a 422; delete
// removes the set.
func TestCreateUpdateDelete(t *testing.T) {
	s := newStorage(t)
	ss := create(t, s)
	if ss.Generation != 1 || ss.Status.Replicas != 0 {
		t.Fatalf("got generation %d, status.replicas %d; want 1 and 0", ss.Generation, ss.Status.Replicas)
	}
	ss.Spec.MinReadySeconds = 5
	obj, err := update(t, s.StatefulSet, ss, ss.Name)
	if err != nil {
		t.Fatal(err)
	}
	ss = obj.(*apps.StatefulSet)
	if ss.Generation != 2 {
		t.Errorf("got generation %d; want 2", ss.Generation)
	}
	ss.Spec.ServiceName = "other"
	if _, err := update(t, s.StatefulSet, ss, ss.Name); !apierrors.IsInvalid(err) {
		t.Errorf("serviceName change: got %v; want Invalid", err)
	}
	if _, _, err := s.StatefulSet.Delete(ctxFor(), ss.Name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.StatefulSet.Get(ctxFor(), ss.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after delete: got %v; want NotFound", err)
	}
}

// TestStatusAndScale: statefulsets/status writes only the status;
// statefulsets/scale reads and writes spec.replicas.
func TestStatusAndScale(t *testing.T) {
	s := newStorage(t)
	ss := create(t, s)
	ss.Spec.Replicas = 10
	ss.Status = apps.StatefulSetStatus{Replicas: 2, ReadyReplicas: 1, ObservedGeneration: 1}
	obj, err := update(t, s.Status, ss, ss.Name)
	if err != nil {
		t.Fatal(err)
	}
	ss = obj.(*apps.StatefulSet)
	if ss.Spec.Replicas != 3 || ss.Status.Replicas != 2 {
		t.Fatalf("got spec.replicas %d, status.replicas %d; want 3 and 2", ss.Spec.Replicas, ss.Status.Replicas)
	}
	obj, err = s.Scale.Get(ctxFor(), ss.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scale := obj.(*autoscaling.Scale)
	if scale.Spec.Replicas != 3 || scale.Status.Replicas != 2 || scale.Status.Selector != "app=web" {
		t.Errorf("got scale %+v %+v; want 3 wanted, 2 seen, app=web", scale.Spec, scale.Status)
	}
	scale.Spec.Replicas = 1
	if _, err := update(t, s.Scale, scale, ss.Name); err != nil {
		t.Fatal(err)
	}
	obj, err = s.StatefulSet.Get(ctxFor(), ss.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*apps.StatefulSet); got.Spec.Replicas != 1 || got.Generation != 2 {
		t.Errorf("got replicas %d, generation %d; want 1 and 2", got.Spec.Replicas, got.Generation)
	}
}

// TestTable: kubectl get sts: NAME READY AGE, wide adds CONTAINERS IMAGES.
func TestTable(t *testing.T) {
	s := newStorage(t)
	create(t, s)
	list, err := s.StatefulSet.List(ctxFor(), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := s.StatefulSet.ConvertToTable(ctxFor(), list, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	if want := []string{"Name/0", "Ready/0", "Age/0", "Containers/1", "Images/1"}; !reflect.DeepEqual(names, want) {
		t.Errorf("got columns %v; want %v", names, want)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	cells := table.Rows[0].Cells
	if want := []interface{}{"web", "0/3", cells[2], "web", "nginx:1.27"}; !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
}

// TestDiscoveryNames: short name, category and singular name as upstream.
func TestDiscoveryNames(t *testing.T) {
	s := newStorage(t)
	if got := s.StatefulSet.ShortNames(); !reflect.DeepEqual(got, []string{"sts"}) {
		t.Errorf("got short names %v; want [sts]", got)
	}
	if got := s.StatefulSet.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
	if got := s.StatefulSet.GetSingularName(); got != "statefulset" {
		t.Errorf("got singular name %q; want statefulset", got)
	}
}

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

func newStorage(t *testing.T) ReplicaSetStorage {
	t.Helper()
	s, err := NewStorage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.ReplicaSet.Destroy)
	return s
}

func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: "v1", Resource: "replicasets"})
}

// create stores demo/web-5d4c (3 replicas, selector app=web) with a
// status a client may not set, and returns it as stored.
func create(t *testing.T, s ReplicaSetStorage) *apps.ReplicaSet {
	t.Helper()
	labels := map[string]string{"app": "web"}
	rs := &apps.ReplicaSet{
		ObjectMeta: metav1.ObjectMeta{Name: "web-5d4c", Namespace: "demo"},
		Spec: apps.ReplicaSetSpec{
			Replicas: 3,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
		},
		Status: apps.ReplicaSetStatus{Replicas: 9},
	}
	out, err := s.ReplicaSet.Create(ctxFor(), rs, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*apps.ReplicaSet)
}

func update(t *testing.T, r rest.Updater, obj runtime.Object, name string) runtime.Object {
	t.Helper()
	out, _, err := r.Update(ctxFor(), name, rest.DefaultUpdatedObjectInfo(obj), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCreateAndUpdate: create resets the status and starts the
// generation; an update keeps the stored status and bumps the generation
// only for a spec change.
func TestCreateAndUpdate(t *testing.T) {
	s := newStorage(t)
	rs := create(t, s)
	if rs.Generation != 1 || rs.Status.Replicas != 0 {
		t.Fatalf("got generation %d, status.replicas %d; want 1 and 0", rs.Generation, rs.Status.Replicas)
	}
	rs.Annotations = map[string]string{"note": "a"}
	rs.Status.Replicas = 4
	rs = update(t, s.ReplicaSet, rs, rs.Name).(*apps.ReplicaSet)
	if rs.Generation != 1 || rs.Status.Replicas != 0 {
		t.Errorf("annotations: got generation %d, status.replicas %d; want 1 and 0", rs.Generation, rs.Status.Replicas)
	}
	rs.Spec.MinReadySeconds = 5
	rs = update(t, s.ReplicaSet, rs, rs.Name).(*apps.ReplicaSet)
	if rs.Generation != 2 {
		t.Errorf("spec: got generation %d; want 2", rs.Generation)
	}
}

// TestCreateInvalid: a selector that does not select the template is a
// 422 at spec.template.metadata.labels.
func TestCreateInvalid(t *testing.T) {
	s := newStorage(t)
	rs := &apps.ReplicaSet{
		ObjectMeta: metav1.ObjectMeta{Name: "bad", Namespace: "demo"},
		Spec: apps.ReplicaSetSpec{
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
			Template: core.PodTemplateSpec{Spec: core.PodSpec{
				Containers: []core.Container{{Name: "web", Image: "nginx"}}, RestartPolicy: core.RestartPolicyAlways}},
		},
	}
	_, err := s.ReplicaSet.Create(ctxFor(), rs, nil, &metav1.CreateOptions{})
	if !apierrors.IsInvalid(err) {
		t.Fatalf("got %v; want Invalid", err)
	}
	se := err.(*apierrors.StatusError)
	if c := se.ErrStatus.Details.Causes; len(c) != 1 || c[0].Field != "spec.template.metadata.labels" {
		t.Errorf("got causes %v; want one at spec.template.metadata.labels", c)
	}
}

// TestStatusAndScale: replicasets/status writes only the status;
// replicasets/scale reads and writes spec.replicas.
func TestStatusAndScale(t *testing.T) {
	s := newStorage(t)
	rs := create(t, s)
	rs.Spec.Replicas = 10
	rs.Status = apps.ReplicaSetStatus{Replicas: 2, FullyLabeledReplicas: 2, ReadyReplicas: 1, AvailableReplicas: 1, ObservedGeneration: 1}
	rs = update(t, s.Status, rs, rs.Name).(*apps.ReplicaSet)
	if rs.Spec.Replicas != 3 || rs.Status.Replicas != 2 {
		t.Fatalf("got spec.replicas %d, status.replicas %d; want 3 and 2", rs.Spec.Replicas, rs.Status.Replicas)
	}

	obj, err := s.Scale.Get(ctxFor(), rs.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scale := obj.(*autoscaling.Scale)
	if scale.Spec.Replicas != 3 || scale.Status.Replicas != 2 || scale.Status.Selector != "app=web" {
		t.Errorf("got scale %+v %+v; want 3 wanted, 2 seen, app=web", scale.Spec, scale.Status)
	}
	scale.Spec.Replicas = 0
	update(t, s.Scale, scale, rs.Name)
	obj, err = s.ReplicaSet.Get(ctxFor(), rs.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*apps.ReplicaSet); got.Spec.Replicas != 0 || got.Generation != 2 {
		t.Errorf("got replicas %d, generation %d; want 0 and 2", got.Spec.Replicas, got.Generation)
	}
}

// TestTable: kubectl get rs: NAME DESIRED CURRENT READY AGE, wide adds
// CONTAINERS IMAGES SELECTOR.
func TestTable(t *testing.T) {
	s := newStorage(t)
	create(t, s)
	list, err := s.ReplicaSet.List(ctxFor(), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := s.ReplicaSet.ConvertToTable(ctxFor(), list, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	wantNames := []string{"Name/0", "Desired/0", "Current/0", "Ready/0", "Age/0", "Containers/1", "Images/1", "Selector/1"}
	if !reflect.DeepEqual(names, wantNames) {
		t.Errorf("got columns %v; want %v", names, wantNames)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	cells := table.Rows[0].Cells
	if _, ok := cells[4].(string); !ok {
		t.Errorf("got age %v; want a string", cells[4])
	}
	want := []interface{}{"web-5d4c", int64(3), int64(0), int64(0), cells[4], "web", "nginx:1.27", "app=web"}
	if !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
}

// TestDiscoveryNames: short name, category and singular name as upstream.
func TestDiscoveryNames(t *testing.T) {
	s := newStorage(t)
	if got := s.ReplicaSet.ShortNames(); !reflect.DeepEqual(got, []string{"rs"}) {
		t.Errorf("got short names %v; want [rs]", got)
	}
	if got := s.ReplicaSet.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
	if got := s.ReplicaSet.GetSingularName(); got != "replicaset" {
		t.Errorf("got singular name %q; want replicaset", got)
	}
}

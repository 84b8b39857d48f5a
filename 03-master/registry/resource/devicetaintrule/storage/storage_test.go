package storage

import (
	"context"
	"reflect"
	"testing"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/resource/install"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestCRUD creates, gets, lists, updates and deletes one DeviceTaintRule
// through the Store, and writes its status through devicetaintrules/status.
func TestCRUD(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	_ = request.WithNamespace
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	in := &resource.DeviceTaintRule{ObjectMeta: metav1.ObjectMeta{Name: "maintenance"}, Spec: resource.DeviceTaintRuleSpec{
		Taint: resource.DeviceTaint{Key: "example.com/maintenance", Effect: resource.DeviceTaintEffectNoSchedule}}}

	out, err := r.Create(ctx, in, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*resource.DeviceTaintRule)
	if !reflect.DeepEqual(created.Status, resource.DeviceTaintRuleStatus{}) {
		t.Errorf("got status %+v after create; want it cleared", created.Status)
	}
	obj, err := r.Get(ctx, in.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*resource.DeviceTaintRule)
	if got.Name != in.Name || got.ResourceVersion == "" {
		t.Fatalf("got %s at resourceVersion %q; want %s with a resourceVersion", got.Name, got.ResourceVersion, in.Name)
	}
	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*resource.DeviceTaintRuleList).Items); n != 1 {
		t.Errorf("got %d items; want 1", n)
	}

	// the status subresource writes the status and keeps the rest
	got.Status = resource.DeviceTaintRuleStatus{Conditions: []metav1.Condition{{Type: "EvictionInProgress", Status: "False", Reason: "Completed", LastTransitionTime: metav1.Unix(1700000000, 0)}}}
	got.Spec.Taint.Key = "example.com/other" // ignored by the status update
	out, _, err = status.Update(ctx, got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	afterStatus := out.(*resource.DeviceTaintRule)
	if !reflect.DeepEqual(afterStatus.Status, got.Status) {
		t.Errorf("got status %+v; want %+v", afterStatus.Status, got.Status)
	}
	if afterStatus.Spec.Taint.Key != "example.com/maintenance" {
		t.Errorf("status update changed spec.taint.key to %q", afterStatus.Spec.Taint.Key)
	}
	// the main resource keeps the stored status
	afterStatus.Status = resource.DeviceTaintRuleStatus{}
	out, _, err = r.Update(ctx, got.Name, rest.DefaultUpdatedObjectInfo(afterStatus), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if kept := out.(*resource.DeviceTaintRule).Status; !reflect.DeepEqual(kept, got.Status) {
		t.Errorf("main update changed the status to %+v; want %+v kept", kept, got.Status)
	}

	// a create of an invalid object is a 422
	bad := &resource.DeviceTaintRule{ObjectMeta: metav1.ObjectMeta{Name: "maintenance"}, Spec: resource.DeviceTaintRuleSpec{
		Taint: resource.DeviceTaint{Key: "example.com/maintenance", Effect: resource.DeviceTaintEffectNoSchedule}}}
	bad.Name = "bad"
	bad.Spec.Taint.Effect = ""
	if _, err := r.Create(ctx, bad, nil, &metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("got %v creating an invalid object; want 422 Invalid", err)
	}

	table, err := r.ConvertToTable(ctx, created, nil)
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	for _, c := range table.ColumnDefinitions {
		cols = append(cols, c.Name)
	}
	if want := []string{"Name", "Age"}; !reflect.DeepEqual(cols, want) {
		t.Errorf("got columns %v; want %v", cols, want)
	}
	if got, want := table.Rows[0].Cells[:1], []interface{}{"maintenance"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}

	if _, _, err := r.Delete(ctx, in.Name, nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, in.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want 404", err)
	}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

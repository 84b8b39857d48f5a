package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestNodeStorage: create with a status, get, list by spec.unschedulable
// (the scheduler's field selector), cordon through the main resource,
// a heartbeat through nodes/status, a Table row, delete.
func TestNodeStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	n := &core.Node{
		ObjectMeta: metav1.ObjectMeta{Name: "node-1", Labels: map[string]string{"node-role.kubernetes.io/worker": ""}},
		Status: core.NodeStatus{
			Conditions: []core.NodeCondition{{Type: core.NodeReady, Status: core.ConditionTrue}},
			NodeInfo:   core.NodeSystemInfo{KubeletVersion: "v1.37.1"},
		},
	}
	if _, err := r.Create(ctx, n, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := r.Get(ctx, "node-1", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	stored := got.(*core.Node)
	if len(stored.Status.Conditions) != 1 {
		t.Errorf("got conditions %v; want the created status kept", stored.Status.Conditions)
	}

	list := func(selector string) int {
		t.Helper()
		obj, err := r.List(ctx, &internalversion.ListOptions{FieldSelector: fields.ParseSelectorOrDie(selector)})
		if err != nil {
			t.Fatal(err)
		}
		return len(obj.(*core.NodeList).Items)
	}
	if got := list("spec.unschedulable=false"); got != 1 {
		t.Errorf("got %d schedulable nodes; want 1", got)
	}

	stored.Spec.Unschedulable = true
	stored.Status.Conditions = nil // ignored by the main resource
	out, _, err := r.Update(ctx, "node-1", rest.DefaultUpdatedObjectInfo(stored), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cordoned := out.(*core.Node)
	if !cordoned.Spec.Unschedulable || len(cordoned.Status.Conditions) != 1 {
		t.Errorf("got unschedulable %v, conditions %v; want true and the stored status", cordoned.Spec.Unschedulable, cordoned.Status.Conditions)
	}
	if got := list("spec.unschedulable=false"); got != 0 {
		t.Errorf("got %d schedulable nodes after cordon; want 0", got)
	}

	cordoned.Status.Conditions[0].Status = core.ConditionFalse
	cordoned.Spec.Unschedulable = false // ignored by the status subresource
	out, _, err = status.Update(ctx, "node-1", rest.DefaultUpdatedObjectInfo(cordoned), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	notReady := out.(*core.Node)
	if notReady.Status.Conditions[0].Status != core.ConditionFalse || !notReady.Spec.Unschedulable {
		t.Errorf("got Ready %s, unschedulable %v; want False and true", notReady.Status.Conditions[0].Status, notReady.Spec.Unschedulable)
	}

	table, err := r.ConvertToTable(ctx, notReady, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:3], []interface{}{"node-1", "NotReady,SchedulingDisabled", "worker"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"no"}) {
		t.Errorf("got short names %v; want [no]", got)
	}

	if _, _, err := r.Delete(ctx, "node-1", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "node-1", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}

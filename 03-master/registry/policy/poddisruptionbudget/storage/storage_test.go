package storage

import (
	"context"
	"reflect"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/policy/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestPodDisruptionBudgetStorage: create, the controller's status write,
// a PUT without resourceVersion refused, a Table row, delete.
func TestPodDisruptionBudgetStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "default")
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	one := intstr.FromInt32(1)
	pdb := &policy.PodDisruptionBudget{ObjectMeta: metav1.ObjectMeta{Name: "web-pdb"},
		Spec: policy.PodDisruptionBudgetSpec{MinAvailable: &one, Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}}}
	out, err := r.Create(ctx, pdb, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*policy.PodDisruptionBudget)
	created.Status = policy.PodDisruptionBudgetStatus{ObservedGeneration: 1, DisruptionsAllowed: 2, CurrentHealthy: 3, DesiredHealthy: 1, ExpectedPods: 3}
	out, _, err = status.Update(ctx, "web-pdb", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	withStatus := out.(*policy.PodDisruptionBudget)
	if withStatus.Status.DisruptionsAllowed != 2 {
		t.Errorf("got disruptionsAllowed %d; want 2", withStatus.Status.DisruptionsAllowed)
	}

	blind := withStatus.DeepCopy()
	blind.ResourceVersion = ""
	if _, _, err := r.Update(ctx, "web-pdb", rest.DefaultUpdatedObjectInfo(blind), nil, nil, false, &metav1.UpdateOptions{}); err == nil {
		t.Error("got a PUT without resourceVersion accepted; want it refused")
	}

	table, err := r.ConvertToTable(ctx, withStatus, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:4], []interface{}{"web-pdb", "1", "N/A", int64(2)}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"pdb"}) {
		t.Errorf("got short names %v; want [pdb]", got)
	}
	if _, _, err := r.Delete(ctx, "web-pdb", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "web-pdb", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}

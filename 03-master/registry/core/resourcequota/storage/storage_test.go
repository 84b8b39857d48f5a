package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

var (
	ctx = request.WithNamespace(context.Background(), "default")
	q   = resource.MustParse
)

func newStorage(t *testing.T) (*REST, *StatusREST) {
	t.Helper()
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	return r, status
}

// TestResourceQuotaStatus: a create clears the status; an update of the
// main resource keeps the stored status; an update of the status keeps
// the stored spec; a delete returns the quota.
func TestResourceQuotaStatus(t *testing.T) {
	r, status := newStorage(t)
	rq := &core.ResourceQuota{
		ObjectMeta: metav1.ObjectMeta{Name: "quota"},
		Spec:       core.ResourceQuotaSpec{Hard: core.ResourceList{core.ResourcePods: q("10")}},
		Status:     core.ResourceQuotaStatus{Used: core.ResourceList{core.ResourcePods: q("99")}},
	}
	out, err := r.Create(ctx, rq, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.ResourceQuota)
	if created.Status.Used != nil || created.Status.Hard != nil {
		t.Fatalf("got status %v after create; want it empty", created.Status)
	}

	// the quota controller records the use
	created.Status = core.ResourceQuotaStatus{
		Hard: core.ResourceList{core.ResourcePods: q("10")},
		Used: core.ResourceList{core.ResourcePods: q("2")},
	}
	created.Spec.Hard[core.ResourcePods] = q("1000") // ignored by the status update
	out, _, err = status.Update(ctx, "quota", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	afterStatus := out.(*core.ResourceQuota)
	if got := afterStatus.Spec.Hard[core.ResourcePods]; got.String() != "10" {
		t.Errorf("status update changed spec.hard.pods to %s; want 10", got.String())
	}
	if got := afterStatus.Status.Used[core.ResourcePods]; got.String() != "2" {
		t.Errorf("got status.used.pods %s; want 2", got.String())
	}

	// a user raises the limit and tries to reset the use
	afterStatus.Spec.Hard[core.ResourcePods] = q("20")
	afterStatus.Status = core.ResourceQuotaStatus{}
	out, _, err = r.Update(ctx, "quota", rest.DefaultUpdatedObjectInfo(afterStatus), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	afterSpec := out.(*core.ResourceQuota)
	if got := afterSpec.Spec.Hard[core.ResourcePods]; got.String() != "20" {
		t.Errorf("got spec.hard.pods %s; want 20", got.String())
	}
	if got := afterSpec.Status.Used[core.ResourcePods]; got.String() != "2" {
		t.Errorf("main update changed status.used.pods to %s; want 2 kept", got.String())
	}

	// scopes are immutable
	afterSpec.Spec.Scopes = []core.ResourceQuotaScope{core.ResourceQuotaScopeNotTerminating}
	_, _, err = r.Update(ctx, "quota", rest.DefaultUpdatedObjectInfo(afterSpec), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueInvalid spec.scopes"; registrytest.Causes(err) != want || !apierrors.IsInvalid(err) {
		t.Errorf("got %v; want a 422 with %q", err, want)
	}

	deleted, _, err := r.Delete(ctx, "quota", nil, &metav1.DeleteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := deleted.(*core.ResourceQuota); !ok || got.Name != "quota" {
		t.Errorf("delete returned %T; want the deleted quota", deleted)
	}
}

func TestResourceQuotaCreateValidation(t *testing.T) {
	r, _ := newStorage(t)
	tests := []struct {
		name string
		hard core.ResourceList
		want string
	}{
		{"valid", core.ResourceList{core.ResourceRequestsCPU: q("2")}, ""},
		{"negative", core.ResourceList{core.ResourceRequestsCPU: q("-2")}, "FieldValueInvalid spec.hard[requests.cpu]"},
		{"not a quota resource", core.ResourceList{"storage": q("1Gi")}, "FieldValueInvalid spec.hard[storage]"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rq := &core.ResourceQuota{ObjectMeta: metav1.ObjectMeta{Name: "q-" + string(rune('a'+i))}, Spec: core.ResourceQuotaSpec{Hard: tt.hard}}
			_, err := r.Create(ctx, rq, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestResourceQuotaShortNamesAndTable(t *testing.T) {
	r, _ := newStorage(t)
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"quota"}) {
		t.Errorf("got short names %v; want [quota]", got)
	}
	rq := &core.ResourceQuota{ObjectMeta: metav1.ObjectMeta{Name: "quota"}, Status: core.ResourceQuotaStatus{
		Hard: core.ResourceList{core.ResourcePods: q("10"), core.ResourceLimitsCPU: q("4")},
		Used: core.ResourceList{core.ResourcePods: q("1")},
	}}
	table, err := r.ConvertToTable(ctx, rq, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:3], []interface{}{"quota", "pods: 1/10", "limits.cpu: 0/4"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
}

package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

var ctx = request.WithNamespace(context.Background(), "default")

func validLimitRange(name string) *core.LimitRange {
	return &core.LimitRange{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: core.LimitRangeSpec{Limits: []core.LimitRangeItem{{
			Type:           core.LimitTypeContainer,
			Max:            core.ResourceList{core.ResourceCPU: resource.MustParse("2")},
			Default:        core.ResourceList{core.ResourceCPU: resource.MustParse("1")},
			DefaultRequest: core.ResourceList{core.ResourceCPU: resource.MustParse("500m")},
		}}},
	}
}

// TestLimitRangeRoundTrip creates, reads, lists, updates and deletes a
// limit range through etcd, and checks what a bad one gets.
func TestLimitRangeRoundTrip(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	want := validLimitRange("limits")
	if _, err := r.Create(ctx, want.DeepCopy(), nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	out, err := r.Get(ctx, "limits", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := out.(*core.LimitRange)
	if !reflect.DeepEqual(got.Spec, want.Spec) || got.Namespace != "default" || got.UID == "" || got.ResourceVersion == "" {
		t.Fatalf("got %#v; want the spec back in namespace default with a uid and a resourceVersion", got)
	}

	got.Spec.Limits[0].Max[core.ResourceCPU] = resource.MustParse("4")
	if _, _, err := r.Update(ctx, "limits", rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	items := list.(*core.LimitRangeList).Items
	if len(items) != 1 || items[0].Spec.Limits[0].Max[core.ResourceCPU].String() != "4" {
		t.Fatalf("got %#v; want one limit range with max cpu 4", items)
	}

	bad := validLimitRange("bad")
	bad.Spec.Limits[0].Default[core.ResourceCPU] = resource.MustParse("3")
	_, err = r.Create(ctx, bad, nil, &metav1.CreateOptions{})
	if want := "FieldValueInvalid spec.limits[0].default[cpu]"; registrytest.Causes(err) != want || !apierrors.IsInvalid(err) {
		t.Errorf("got %v (%q); want a 422 with %q", err, registrytest.Causes(err), want)
	}

	if _, _, err := r.Delete(ctx, "limits", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "limits", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}

// TestLimitRangeCreateOnUpdate: unlike most kinds, a PUT of a missing
// limit range creates it.
func TestLimitRangeCreateOnUpdate(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	_, created, err := r.Update(ctx, "fresh", rest.DefaultUpdatedObjectInfo(validLimitRange("fresh")), rest.ValidateAllObjectFunc, nil, false, &metav1.UpdateOptions{})
	if err != nil || !created {
		t.Fatalf("got created %v, err %v; want created", created, err)
	}
}

func TestLimitRangeShortNamesAndTable(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.ShortNames(); !reflect.DeepEqual(got, []string{"limits"}) {
		t.Errorf("got short names %v; want [limits]", got)
	}
	table, err := r.ConvertToTable(ctx, validLimitRange("limits"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var columns []string
	for _, c := range table.ColumnDefinitions {
		columns = append(columns, c.Name)
	}
	if want := []string{"Name", "Created At"}; !reflect.DeepEqual(columns, want) {
		t.Errorf("got columns %v; want %v", columns, want)
	}
}

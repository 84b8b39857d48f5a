package storage

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func ptr[T any](v T) *T { return &v }

// TestEndpointSliceStorage writes a slice as the EndpointSlice controller
// does, marks its endpoint not ready, lists it by its Service's label,
// prints and deletes it.
func TestEndpointSliceStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	slice := &discovery.EndpointSlice{
		ObjectMeta:  metav1.ObjectMeta{Name: "web-abcde", Labels: map[string]string{"kubernetes.io/service-name": "web"}},
		AddressType: discovery.AddressTypeIPv4,
		Endpoints:   []discovery.Endpoint{{Addresses: []string{"10.244.0.5"}, Conditions: discovery.EndpointConditions{Ready: ptr(true)}}},
		Ports:       []discovery.EndpointPort{{Name: ptr("http"), Protocol: ptr(core.ProtocolTCP), Port: ptr(int32(80))}},
	}
	created, err := r.Create(ctx, slice, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if g := created.(*discovery.EndpointSlice).Generation; g != 1 {
		t.Errorf("got generation %d; want 1", g)
	}
	notReady := created.(*discovery.EndpointSlice).DeepCopy()
	notReady.Endpoints[0].Conditions.Ready = ptr(false)
	updated, _, err := r.Update(ctx, notReady.Name, rest.DefaultUpdatedObjectInfo(notReady), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if g := updated.(*discovery.EndpointSlice).Generation; g != 2 {
		t.Errorf("got generation %d; want 2", g)
	}

	bad := slice.DeepCopy()
	bad.Name, bad.AddressType = "bad", "IPv5"
	_, err = r.Create(ctx, bad, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueNotSupported addressType"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}

	list, err := r.List(ctx, &metainternalversion.ListOptions{LabelSelector: mustSelector(t, "kubernetes.io/service-name=web")})
	if err != nil {
		t.Fatal(err)
	}
	if items := list.(*discovery.EndpointSliceList).Items; len(items) != 1 || items[0].Name != "web-abcde" {
		t.Fatalf("got %+v; want web-abcde", items)
	}
	table, err := r.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := table.Rows[0].Cells[1:4]; got[0] != "IPv4" || got[1] != "80" || got[2] != "10.244.0.5" {
		t.Errorf("got cells %v; want [IPv4 80 10.244.0.5]", got)
	}
	if _, _, err := r.Delete(ctx, "web-abcde", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "web-abcde", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

func mustSelector(t *testing.T, s string) labels.Selector {
	t.Helper()
	sel, err := labels.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return sel
}

package storage

import (
	"context"
	"reflect"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"

	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestNetworkPolicyStorage creates, refuses, lists, prints and deletes NetworkPolicys
// through the Store on a real etcd.
func TestNetworkPolicyStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	_, err = r.Create(ctx, &networking.NetworkPolicy{ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: networking.NetworkPolicySpec{PodSelector: metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}, PolicyTypes: []networking.PolicyType{networking.PolicyTypeIngress}}}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Create(ctx, &networking.NetworkPolicy{ObjectMeta: metav1.ObjectMeta{Name: "bad"}, Spec: networking.NetworkPolicySpec{PolicyTypes: []networking.PolicyType{"Sideways"}}}, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueNotSupported spec.policyTypes[0]"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}

	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctx, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	if got, want := table.Rows[0].Cells[:2], []interface{}{"web", "app=web"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "netpol" {
		t.Errorf("got %v; want [netpol]", got)
	}
	if _, _, err := r.Delete(ctx, "web", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, "web", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

package storage

import (
	"net"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service/ipallocator"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// causeMessages is the causes of a 422 as "field: message" lines.
func causeMessages(err error) string {
	status, ok := err.(apierrors.APIStatus)
	if !ok || status.Status().Details == nil {
		return registrytest.Causes(err)
	}
	var out string
	for i, c := range status.Status().Details.Causes {
		if i > 0 {
			out += "; "
		}
		out += c.Field + ": " + c.Message
	}
	return out
}

// TestServiceCreateClusterIPs: the storage refuses cluster IP fields that
// disagree before it allocates, so no address is taken or stored that
// was never allocated; an old client's lone clusterIP is copied into
// clusterIPs.
func TestServiceCreateClusterIPs(t *testing.T) {
	_, cidr, _ := net.ParseCIDR("10.0.0.0/24")
	ips, err := ipallocator.NewInMemory(cidr)
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := NewREST(registrytest.NewEtcdStorage(t), ips)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name          string
		ip            string
		ips           []string
		want, wantIPs string
	}{
		{"mismatch", "10.0.0.10", []string{"10.0.0.11"},
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.11\"}: first value must match `clusterIP`", ""},
		{"plural only", "", []string{"10.0.0.12"},
			"spec.clusterIPs: Invalid value: []string{\"10.0.0.12\"}: must be empty when `clusterIP` is not specified", ""},
		{"second family", "10.0.0.13", []string{"10.0.0.13", "fd00::13"},
			"spec.clusterIPs[1]: Invalid value: []string{\"10.0.0.13\", \"fd00::13\"}: IPv6 is not configured on this cluster", ""},
		{"singular only", "10.0.0.14", nil, "", "10.0.0.14"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validService("web-" + string(rune('a'+i)))
			s.Spec.ClusterIP, s.Spec.ClusterIPs = tt.ip, tt.ips
			out, err := r.Create(ctx, s, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
			if got := causeMessages(err); got != tt.want {
				t.Fatalf("got %q; want %q", got, tt.want)
			}
			if err != nil {
				if ip := net.ParseIP(tt.ip); ip != nil && ips.Has(ip) {
					t.Errorf("got %v allocated; want it free after a refused create", ip)
				}
				return
			}
			if got := out.(*core.Service).Spec.ClusterIPs; len(got) != 1 || got[0] != tt.wantIPs {
				t.Errorf("got clusterIPs %v; want [%s]", got, tt.wantIPs)
			}
		})
	}
}

// TestServiceUpdateClusterIPs: an update that keeps clusterIP but leaves
// clusterIPs out keeps the stored list; one that changes clusterIP alone
// is refused once, on spec.clusterIPs[0].
func TestServiceUpdateClusterIPs(t *testing.T) {
	r, _, err := NewREST(registrytest.NewEtcdStorage(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	created, err := r.Create(ctx, validService("web"), rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	svc := created.(*core.Service)
	svc.Spec.ClusterIPs = nil
	updated, _, err := r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(svc), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatalf("got %v; want the stored clusterIPs kept", err)
	}
	svc = updated.(*core.Service)
	svc.Spec.ClusterIP = "10.0.0.11"
	_, _, err = r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(svc), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := causeMessages(err), "spec.clusterIPs[0]: Invalid value: []string{\"10.0.0.11\"}: may not change once set"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

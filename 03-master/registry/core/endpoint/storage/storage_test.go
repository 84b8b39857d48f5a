package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestEndpointsStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	subset := func(ip string, ports ...core.EndpointPort) []core.EndpointSubset {
		return []core.EndpointSubset{{Addresses: []core.EndpointAddress{{IP: ip}}, Ports: ports}}
	}
	tests := []struct {
		name    string
		subsets []core.EndpointSubset
		want    string
	}{
		{"valid", subset("10.1.0.1", core.EndpointPort{Port: 80, Protocol: core.ProtocolTCP}), ""},
		{"bad IP", subset("ten", core.EndpointPort{Port: 80, Protocol: core.ProtocolTCP}), "FieldValueInvalid subsets[0].addresses[0].ip"},
		{"no ports", subset("10.1.0.1"), "FieldValueRequired subsets[0].ports"},
		{"port range", subset("10.1.0.1", core.EndpointPort{Port: 0, Protocol: core.ProtocolTCP}), "FieldValueInvalid subsets[0].ports[0].port"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ep := &core.Endpoints{ObjectMeta: metav1.ObjectMeta{Name: "web-" + string(rune('a'+i))}, Subsets: tt.subsets}
			_, err := r.Create(ctx, ep, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "ep" {
		t.Errorf("got short names %v; want [ep]", got)
	}
}

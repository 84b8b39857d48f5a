package endpointslice

import (
	"context"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
)

func ptr[T any](v T) *T { return &v }

func newSlice() *discovery.EndpointSlice {
	return &discovery.EndpointSlice{
		ObjectMeta:  metav1.ObjectMeta{Name: "web-abcde", Namespace: "default", Generation: 3, ResourceVersion: "5", Labels: map[string]string{"kubernetes.io/service-name": "web"}},
		AddressType: discovery.AddressTypeIPv4,
		Endpoints:   []discovery.Endpoint{{Addresses: []string{"10.244.0.5"}, Conditions: discovery.EndpointConditions{Ready: ptr(true)}}},
		Ports:       []discovery.EndpointPort{{Name: ptr("http"), Protocol: ptr(core.ProtocolTCP), Port: ptr(int32(80))}},
	}
}

func TestPrepareForCreate(t *testing.T) {
	s := newSlice()
	Strategy.PrepareForCreate(context.Background(), s)
	if s.Generation != 1 {
		t.Errorf("got generation %d; want 1", s.Generation)
	}
}

func TestPrepareForUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*discovery.EndpointSlice)
		want   int64
	}{
		{"nothing", func(*discovery.EndpointSlice) {}, 3},
		{"annotation", func(s *discovery.EndpointSlice) { s.Annotations = map[string]string{"a": "b"} }, 3},
		{"label", func(s *discovery.EndpointSlice) { s.Labels["team"] = "a" }, 4},
		{"endpoint not ready", func(s *discovery.EndpointSlice) { s.Endpoints[0].Conditions.Ready = ptr(false) }, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, s := newSlice(), newSlice()
			tt.mutate(s)
			Strategy.PrepareForUpdate(context.Background(), s, old)
			if s.Generation != tt.want {
				t.Errorf("got generation %d; want %d", s.Generation, tt.want)
			}
			if s.Name != "web-abcde" || old.Name != "web-abcde" {
				t.Errorf("got names %q %q; want the metadata restored", s.Name, old.Name)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	ctx := context.Background()
	s := newSlice()
	if errs := Strategy.Validate(ctx, s); len(errs) != 0 {
		t.Errorf("got %v; want no errors", errs)
	}
	changed := newSlice()
	changed.AddressType = discovery.AddressTypeIPv6
	changed.Endpoints[0].Addresses = []string{"2001:db8::1"}
	if errs := Strategy.ValidateUpdate(ctx, changed, s); len(errs) != 1 || errs[0].Field != "addressType" {
		t.Errorf("got %v; want addressType immutable", errs)
	}
}

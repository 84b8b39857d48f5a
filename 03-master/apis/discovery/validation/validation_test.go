package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
)

// causes prints "type field" of each error, joined by "; ".
func causes(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field)
	}
	return strings.Join(out, "; ")
}

func ptr[T any](v T) *T { return &v }

// slice is what the EndpointSlice controller writes for a Service "web"
// with one ready pod.
func slice() *discovery.EndpointSlice {
	return &discovery.EndpointSlice{
		ObjectMeta:  metav1.ObjectMeta{Name: "web-abcde", Namespace: "default", Labels: map[string]string{"kubernetes.io/service-name": "web"}},
		AddressType: discovery.AddressTypeIPv4,
		Endpoints: []discovery.Endpoint{{Addresses: []string{"10.244.0.5"}, Conditions: discovery.EndpointConditions{Ready: ptr(true)},
			NodeName: ptr("node-1"), TargetRef: &core.ObjectReference{Kind: "Pod", Name: "web-1", Namespace: "default"}}},
		Ports: []discovery.EndpointPort{{Name: ptr("http"), Protocol: ptr(core.ProtocolTCP), Port: ptr(int32(80))}},
	}
}

func TestValidateEndpointSlice(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*discovery.EndpointSlice)
		want   string
	}{
		{"controller's slice", func(*discovery.EndpointSlice) {}, ""},
		{"no address type", func(s *discovery.EndpointSlice) { s.AddressType = "" }, "FieldValueRequired addressType"},
		{"unknown address type", func(s *discovery.EndpointSlice) { s.AddressType = "IPv5" }, "FieldValueNotSupported addressType"},
		{"no addresses", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = nil }, "FieldValueRequired endpoints[0].addresses"},
		{"IPv6 in an IPv4 slice", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = []string{"2001:db8::1"} }, "FieldValueInvalid endpoints[0].addresses"},
		{"loopback (replicas on one machine; upstream refuses it)", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = []string{"127.0.0.1"} }, ""},
		{"link-local", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = []string{"169.254.0.1"} }, "FieldValueInvalid endpoints[0].addresses[0]"},
		{"unspecified", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = []string{"0.0.0.0"} }, "FieldValueInvalid endpoints[0].addresses[0]"},
		{"not an IP", func(s *discovery.EndpointSlice) { s.Endpoints[0].Addresses = []string{"web"} }, "FieldValueInvalid endpoints[0].addresses[0]"},
		{"IPv6 not canonical", func(s *discovery.EndpointSlice) {
			s.AddressType = discovery.AddressTypeIPv6
			s.Endpoints[0].Addresses = []string{"2001:DB8::1"}
		}, "FieldValueInvalid endpoints[0].addresses[0]"},
		{"FQDN", func(s *discovery.EndpointSlice) {
			s.AddressType = discovery.AddressTypeFQDN
			s.Endpoints[0].Addresses = []string{"db.example.com"}
		}, ""},
		{"FQDN of one label", func(s *discovery.EndpointSlice) {
			s.AddressType = discovery.AddressTypeFQDN
			s.Endpoints[0].Addresses = []string{"db"}
		}, "FieldValueInvalid endpoints[0].addresses[0]"},
		{"bad hostname", func(s *discovery.EndpointSlice) { s.Endpoints[0].Hostname = ptr("Web_1") }, "FieldValueInvalid endpoints[0].hostname"},
		{"bad node name", func(s *discovery.EndpointSlice) { s.Endpoints[0].NodeName = ptr("Node_1") }, "FieldValueInvalid endpoints[0].nodeName"},
		{"duplicate port names", func(s *discovery.EndpointSlice) { s.Ports = append(s.Ports, s.Ports[0]) }, "FieldValueDuplicate ports[1].name"},
		{"bad protocol", func(s *discovery.EndpointSlice) { s.Ports[0].Protocol = ptr(core.Protocol("ICMP")) }, "FieldValueNotSupported ports[0].protocol"},
		{"duplicate zone hints", func(s *discovery.EndpointSlice) {
			s.Endpoints[0].Hints = &discovery.EndpointHints{ForZones: []discovery.ForZone{{Name: "a"}, {Name: "a"}}}
		}, "FieldValueDuplicate endpoints[0].hints.forZones[1].name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := slice()
			tt.mutate(s)
			if got := causes(ValidateEndpointSliceCreate(s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateEndpointSliceUpdate(t *testing.T) {
	old := slice()
	old.ResourceVersion = "1"
	// Endpoints stored under older rules pass when the update leaves them.
	old.Endpoints[0].Addresses = []string{"169.254.0.1"}
	relabelled := old.DeepCopy()
	relabelled.Labels["team"] = "a"
	if got := causes(ValidateEndpointSliceUpdate(relabelled, old)); got != "" {
		t.Errorf("got %q; want the old endpoints let through", got)
	}
	retyped := old.DeepCopy()
	retyped.AddressType = discovery.AddressTypeFQDN
	if got := causes(ValidateEndpointSliceUpdate(retyped, old)); !strings.Contains(got, "FieldValueInvalid addressType") {
		t.Errorf("got %q; want addressType immutable", got)
	}
}

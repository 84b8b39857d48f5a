package discovery

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// EndpointSlice is a set of endpoints of one address type, all with the
// same ports. The kubernetes.io/service-name label names its Service.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.EndpointSlice.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointSlice struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// AddressType is the type of every address: IPv4, IPv6 or FQDN;
	// immutable.
	AddressType AddressType
	// Endpoints are the endpoints, at most 1000.
	Endpoints []Endpoint
	// Ports are the ports every endpoint exposes.
	Ports []EndpointPort
}

// AddressType is the type of the addresses of an EndpointSlice.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.AddressType.
type AddressType string

// The address types.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery (constants).
const (
	AddressTypeIPv4 = AddressType(core.IPv4Protocol)
	AddressTypeIPv6 = AddressType(core.IPv6Protocol)
	AddressTypeFQDN = AddressType("FQDN")
)

// Endpoint is one backend: its addresses and where it runs.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.Endpoint.
type Endpoint struct {
	// Addresses are the endpoint's addresses (1 to 100), of the slice's
	// address type.
	Addresses []string
	// Conditions say whether it is ready, serving, terminating.
	Conditions EndpointConditions
	// Hostname is the endpoint's DNS label.
	Hostname *string
	// TargetRef is the object (a Pod) the endpoint is.
	TargetRef *core.ObjectReference
	// DeprecatedTopology is the topology the v1beta1 API carried.
	DeprecatedTopology map[string]string
	// NodeName is the node the endpoint runs on.
	NodeName *string
	// Zone is the zone the endpoint runs in.
	Zone *string
	// Hints say where the endpoint should be consumed from.
	Hints *EndpointHints
}

// EndpointConditions is the state of an endpoint.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.EndpointConditions.
type EndpointConditions struct {
	// Ready: the endpoint is ready to receive traffic.
	Ready *bool
	// Serving: the endpoint serves, though it may be terminating.
	Serving *bool
	// Terminating: the endpoint is terminating.
	Terminating *bool
}

// EndpointHints say which zones or nodes should consume an endpoint.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.EndpointHints.
type EndpointHints struct {
	// ForZones are the zones (at most 8).
	ForZones []ForZone
	// ForNodes are the nodes (at most 8).
	ForNodes []ForNode
}

// ForZone names a zone.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.ForZone.
type ForZone struct {
	// Name is the zone's name.
	Name string
}

// ForNode names a node.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.ForNode.
type ForNode struct {
	// Name is the node's name.
	Name string
}

// EndpointPort is a port every endpoint of the slice exposes.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.EndpointPort.
type EndpointPort struct {
	// Name is the port's name, matching the Service port's; defaulted
	// to "".
	Name *string
	// Protocol is TCP, UDP or SCTP; defaulted to TCP.
	Protocol *core.Protocol
	// Port is the port number; nil means every port.
	Port *int32
	// AppProtocol is the application protocol.
	AppProtocol *string
}

// EndpointSliceList is a list of EndpointSlices.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery.EndpointSliceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointSliceList struct {
	metav1.TypeMeta
	// ListMeta is the standard list metadata.
	metav1.ListMeta
	// Items are the slices.
	Items []EndpointSlice
}

package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// EndpointSlice is a set of endpoints of one address type, all with the
// same ports.
// Upstream: k8s.io/api/discovery/v1.EndpointSlice.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointSlice struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// AddressType is the type of every address: IPv4, IPv6 or FQDN.
	AddressType AddressType `json:"addressType" protobuf:"bytes,4,rep,name=addressType"`
	// Endpoints are the endpoints, at most 1000.
	// +listType=atomic
	Endpoints []Endpoint `json:"endpoints" protobuf:"bytes,2,rep,name=endpoints"`
	// Ports are the ports every endpoint exposes.
	// +listType=atomic
	Ports []EndpointPort `json:"ports" protobuf:"bytes,3,rep,name=ports"`
}

// AddressType is the type of the addresses of an EndpointSlice.
// Upstream: k8s.io/api/discovery/v1.AddressType.
type AddressType string

// The address types.
// Upstream: k8s.io/api/discovery/v1 (constants).
const (
	AddressTypeIPv4 = AddressType(corev1.IPv4Protocol)
	AddressTypeIPv6 = AddressType(corev1.IPv6Protocol)
	AddressTypeFQDN = AddressType("FQDN")
)

// Endpoint is one backend: its addresses and where it runs.
// Upstream: k8s.io/api/discovery/v1.Endpoint.
type Endpoint struct {
	// Addresses are the endpoint's addresses.
	// +listType=set
	Addresses []string `json:"addresses" protobuf:"bytes,1,rep,name=addresses"`
	// Conditions say whether it is ready, serving, terminating.
	Conditions EndpointConditions `json:"conditions,omitempty" protobuf:"bytes,2,opt,name=conditions"`
	// Hostname is the endpoint's DNS label.
	Hostname *string `json:"hostname,omitempty" protobuf:"bytes,3,opt,name=hostname"`
	// TargetRef is the object (a Pod) the endpoint is.
	TargetRef *corev1.ObjectReference `json:"targetRef,omitempty" protobuf:"bytes,4,opt,name=targetRef"`
	// DeprecatedTopology is the topology the v1beta1 API carried.
	DeprecatedTopology map[string]string `json:"deprecatedTopology,omitempty" protobuf:"bytes,5,opt,name=deprecatedTopology"`
	// NodeName is the node the endpoint runs on.
	NodeName *string `json:"nodeName,omitempty" protobuf:"bytes,6,opt,name=nodeName"`
	// Zone is the zone the endpoint runs in.
	Zone *string `json:"zone,omitempty" protobuf:"bytes,7,opt,name=zone"`
	// Hints say where the endpoint should be consumed from.
	Hints *EndpointHints `json:"hints,omitempty" protobuf:"bytes,8,opt,name=hints"`
}

// EndpointConditions is the state of an endpoint.
// Upstream: k8s.io/api/discovery/v1.EndpointConditions.
type EndpointConditions struct {
	// Ready: the endpoint is ready to receive traffic.
	Ready *bool `json:"ready,omitempty" protobuf:"bytes,1,name=ready"`
	// Serving: the endpoint serves, though it may be terminating.
	Serving *bool `json:"serving,omitempty" protobuf:"bytes,2,name=serving"`
	// Terminating: the endpoint is terminating.
	Terminating *bool `json:"terminating,omitempty" protobuf:"bytes,3,name=terminating"`
}

// EndpointHints say which zones or nodes should consume an endpoint.
// Upstream: k8s.io/api/discovery/v1.EndpointHints.
type EndpointHints struct {
	// ForZones are the zones.
	// +listType=atomic
	ForZones []ForZone `json:"forZones,omitempty" protobuf:"bytes,1,name=forZones"`
	// ForNodes are the nodes.
	// +listType=atomic
	ForNodes []ForNode `json:"forNodes,omitempty" protobuf:"bytes,2,name=forNodes"`
}

// ForZone names a zone.
// Upstream: k8s.io/api/discovery/v1.ForZone.
type ForZone struct {
	// Name is the zone's name.
	Name string `json:"name" protobuf:"bytes,1,name=name"`
}

// ForNode names a node.
// Upstream: k8s.io/api/discovery/v1.ForNode.
type ForNode struct {
	// Name is the node's name.
	Name string `json:"name" protobuf:"bytes,1,name=name"`
}

// EndpointPort is a port every endpoint of the slice exposes.
// Upstream: k8s.io/api/discovery/v1.EndpointPort.
//
// +structType=atomic
type EndpointPort struct {
	// Name is the port's name.
	Name *string `json:"name,omitempty" protobuf:"bytes,1,name=name"`
	// Protocol is TCP, UDP or SCTP.
	Protocol *corev1.Protocol `json:"protocol,omitempty" protobuf:"bytes,2,name=protocol"`
	// Port is the port number.
	Port *int32 `json:"port,omitempty" protobuf:"bytes,3,opt,name=port"`
	// AppProtocol is the application protocol.
	AppProtocol *string `json:"appProtocol,omitempty" protobuf:"bytes,4,name=appProtocol"`
}

// EndpointSliceList is a list of EndpointSlices.
// Upstream: k8s.io/api/discovery/v1.EndpointSliceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointSliceList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the slices.
	Items []EndpointSlice `json:"items" protobuf:"bytes,2,rep,name=items"`
}

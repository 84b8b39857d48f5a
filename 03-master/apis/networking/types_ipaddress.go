package networking

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// IPAddress represents a single IP of a single IP Family.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IPAddress.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IPAddress struct {
	metav1.TypeMeta
	// metadata is the standard object metadata.
	metav1.ObjectMeta
	// spec is the desired state of the IPAddress.
	Spec IPAddressSpec
}

// IPAddressSpec describe the attributes in an IP Address.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IPAddressSpec.
type IPAddressSpec struct {
	// parentRef references the resource that an IPAddress is attached to.
	ParentRef *ParentReference
}

// ParentReference describes a reference to a parent object.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ParentReference.
type ParentReference struct {
	// group is the group of the object being referenced.
	Group string
	// resource is the resource of the object being referenced.
	Resource string
	// namespace is the namespace of the object being referenced.
	Namespace string
	// name is the name of the object being referenced.
	Name string
}

// IPAddressList contains a list of IPAddress.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IPAddressList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IPAddressList struct {
	metav1.TypeMeta
	// Standard object's metadata.
	metav1.ListMeta
	// items is the list of IPAddresses.
	Items []IPAddress
}

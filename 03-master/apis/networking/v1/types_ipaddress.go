package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// IPAddress represents a single IP of a single IP Family.
// Upstream: k8s.io/api/networking/v1.IPAddress.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IPAddress struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// spec is the desired state of the IPAddress.
	Spec IPAddressSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// IPAddressSpec describe the attributes in an IP Address.
// Upstream: k8s.io/api/networking/v1.IPAddressSpec.
type IPAddressSpec struct {
	// parentRef references the resource that an IPAddress is attached to.
	ParentRef *ParentReference `json:"parentRef,omitempty" protobuf:"bytes,1,opt,name=parentRef"`
}

// ParentReference describes a reference to a parent object.
// Upstream: k8s.io/api/networking/v1.ParentReference.
type ParentReference struct {
	// group is the group of the object being referenced.
	Group string `json:"group,omitempty" protobuf:"bytes,1,opt,name=group"`
	// resource is the resource of the object being referenced.
	Resource string `json:"resource,omitempty" protobuf:"bytes,2,opt,name=resource"`
	// namespace is the namespace of the object being referenced.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,3,opt,name=namespace"`
	// name is the name of the object being referenced.
	Name string `json:"name,omitempty" protobuf:"bytes,4,opt,name=name"`
}

// IPAddressList contains a list of IPAddress.
// Upstream: k8s.io/api/networking/v1.IPAddressList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IPAddressList struct {
	metav1.TypeMeta `json:",inline"`
	// Standard object's metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// items is the list of IPAddresses.
	Items []IPAddress `json:"items" protobuf:"bytes,2,rep,name=items"`
}

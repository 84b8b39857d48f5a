package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The Ready condition of a ServiceCIDR and its Terminating reason.
// Upstream: k8s.io/api/networking/v1 (constants).
const (
	ServiceCIDRConditionReady    = "Ready"
	ServiceCIDRReasonTerminating = "Terminating"
)

// ServiceCIDR defines a range of IP addresses using CIDR format (e.g.
// Upstream: k8s.io/api/networking/v1.ServiceCIDR.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceCIDR struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// spec is the desired state of the ServiceCIDR.
	Spec ServiceCIDRSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// status represents the current state of the ServiceCIDR.
	Status ServiceCIDRStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ServiceCIDRSpec define the CIDRs the user wants to use for allocating ClusterIPs for Services.
// Upstream: k8s.io/api/networking/v1.ServiceCIDRSpec.
type ServiceCIDRSpec struct {
	// cidrs defines the IP blocks in CIDR notation (e.g.
	// +listType=atomic
	CIDRs []string `json:"cidrs,omitempty" protobuf:"bytes,1,opt,name=cidrs"`
}

// ServiceCIDRStatus describes the current state of the ServiceCIDR.
// Upstream: k8s.io/api/networking/v1.ServiceCIDRStatus.
type ServiceCIDRStatus struct {
	// conditions holds an array of metav1.Condition that describe the state of the ServiceCIDR.
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

// ServiceCIDRList contains a list of ServiceCIDR objects.
// Upstream: k8s.io/api/networking/v1.ServiceCIDRList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceCIDRList struct {
	metav1.TypeMeta `json:",inline"`
	// Standard object's metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// items is the list of ServiceCIDRs.
	Items []ServiceCIDR `json:"items" protobuf:"bytes,2,rep,name=items"`
}

package networking

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The Ready condition of a ServiceCIDR and its Terminating reason.
// Upstream: k8s.io/kubernetes/pkg/apis/networking (constants).
const (
	ServiceCIDRConditionReady    = "Ready"
	ServiceCIDRReasonTerminating = "Terminating"
)

// ServiceCIDR defines a range of IP addresses using CIDR format (e.g.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ServiceCIDR.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceCIDR struct {
	metav1.TypeMeta
	// metadata is the standard object metadata.
	metav1.ObjectMeta
	// spec is the desired state of the ServiceCIDR.
	Spec ServiceCIDRSpec
	// status represents the current state of the ServiceCIDR.
	Status ServiceCIDRStatus
}

// ServiceCIDRSpec define the CIDRs the user wants to use for allocating ClusterIPs for Services.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ServiceCIDRSpec.
type ServiceCIDRSpec struct {
	// cidrs defines the IP blocks in CIDR notation (e.g.
	CIDRs []string
}

// ServiceCIDRStatus describes the current state of the ServiceCIDR.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ServiceCIDRStatus.
type ServiceCIDRStatus struct {
	// conditions holds an array of metav1.Condition that describe the state of the ServiceCIDR.
	Conditions []metav1.Condition
}

// ServiceCIDRList contains a list of ServiceCIDR objects.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.ServiceCIDRList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceCIDRList struct {
	metav1.TypeMeta
	// Standard object's metadata.
	metav1.ListMeta
	// items is the list of ServiceCIDRs.
	Items []ServiceCIDR
}

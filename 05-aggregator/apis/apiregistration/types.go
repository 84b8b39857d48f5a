package apiregistration

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// APIService says who serves one group-version: the chain behind the
// aggregator (Service nil: "Local") or another API server reached
// through a Service. Its name is <version>.<group>.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIService.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIService struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec says where the group-version is served and how it ranks.
	Spec APIServiceSpec
	// Status carries the Available condition, written by the aggregator.
	Status APIServiceStatus
}

// APIServiceList is a list of APIServices.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIServiceList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []APIService
}

// ServiceReference names a Service, and the port, that an aggregated API
// server listens behind. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.ServiceReference.
type ServiceReference struct {
	// Namespace of the Service.
	Namespace string
	// Name of the Service.
	Name string
	// Port on the Service (not the pod); defaulted to 443.
	Port *int32
}

// APIServiceSpec says where a group-version is served and how it ranks
// in discovery. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceSpec.
type APIServiceSpec struct {
	// Service is the backend; nil means the group-version is served
	// locally, by the servers the aggregator delegates to.
	Service *ServiceReference
	// Group is the API group this APIService serves.
	Group string
	// Version is the API version this APIService serves.
	Version string
	// InsecureSkipTLSVerify turns off the verification of the backend's
	// serving certificate. Strongly discouraged; use CABundle.
	InsecureSkipTLSVerify bool
	// CABundle is the PEM bundle that verifies the backend's serving
	// certificate.
	CABundle []byte
	// GroupPriorityMinimum orders groups in discovery: the highest of a
	// group's APIServices counts, higher first, then by name.
	GroupPriorityMinimum int32
	// VersionPriority orders the versions inside a group: higher first,
	// ties by Kubernetes version order (v1 > v1beta1 > v1alpha1 > foo).
	VersionPriority int32
}

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// APIServiceConditionType names a condition of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceConditionType.
type APIServiceConditionType string

// Available says whether the group-version can be reached: a local one
// always; a remote one when its Service has endpoints and its discovery
// document answers. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.Available.
const Available APIServiceConditionType = "Available"

// APIServiceCondition describes one condition of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceCondition.
type APIServiceCondition struct {
	// Type of the condition.
	Type APIServiceConditionType
	// Status of the condition: True, False or Unknown.
	Status ConditionStatus
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time
	// Reason is a CamelCase word for the last transition.
	Reason string
	// Message says more, for humans.
	Message string
}

// APIServiceStatus is the observed state of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceStatus.
type APIServiceStatus struct {
	// Conditions of the APIService.
	Conditions []APIServiceCondition
}

package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// APIService says who serves one group-version: the chain behind the
// aggregator (Service nil: "Local") or another API server reached
// through a Service. Its name is <version>.<group>.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIService.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIService struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec says where the group-version is served and how it ranks.
	Spec APIServiceSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status carries the Available condition, written by the aggregator.
	Status APIServiceStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// APIServiceList is a list of APIServices.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIServiceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type APIServiceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []APIService `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ServiceReference names a Service, and the port, that an aggregated API
// server listens behind. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.ServiceReference.
type ServiceReference struct {
	// Namespace of the Service.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,1,opt,name=namespace"`
	// Name of the Service.
	Name string `json:"name,omitempty" protobuf:"bytes,2,opt,name=name"`
	// Port on the Service (not the pod); defaulted to 443.
	Port *int32 `json:"port,omitempty" protobuf:"varint,3,opt,name=port"`
}

// APIServiceSpec says where a group-version is served and how it ranks
// in discovery. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIServiceSpec.
type APIServiceSpec struct {
	// Service is the backend; nil means the group-version is served
	// locally, by the servers the aggregator delegates to.
	Service *ServiceReference `json:"service,omitempty" protobuf:"bytes,1,opt,name=service"`
	// Group is the API group this APIService serves.
	Group string `json:"group,omitempty" protobuf:"bytes,2,opt,name=group"`
	// Version is the API version this APIService serves.
	Version string `json:"version,omitempty" protobuf:"bytes,3,opt,name=version"`
	// InsecureSkipTLSVerify turns off the verification of the backend's
	// serving certificate. Strongly discouraged; use CABundle.
	InsecureSkipTLSVerify bool `json:"insecureSkipTLSVerify,omitempty" protobuf:"varint,4,opt,name=insecureSkipTLSVerify"`
	// CABundle is the PEM bundle that verifies the backend's serving
	// certificate.
	CABundle []byte `json:"caBundle,omitempty" protobuf:"bytes,5,opt,name=caBundle"`
	// GroupPriorityMinimum orders groups in discovery: the highest of a
	// group's APIServices counts, higher first, then by name.
	GroupPriorityMinimum int32 `json:"groupPriorityMinimum" protobuf:"varint,7,opt,name=groupPriorityMinimum"`
	// VersionPriority orders the versions inside a group: higher first,
	// ties by Kubernetes version order (v1 > v1beta1 > v1alpha1 > foo).
	VersionPriority int32 `json:"versionPriority" protobuf:"varint,8,opt,name=versionPriority"`
}

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// APIServiceConditionType names a condition of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIServiceConditionType.
type APIServiceConditionType string

// Available says whether the group-version can be reached: a local one
// always; a remote one when its Service has endpoints and its discovery
// document answers. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.Available.
const Available APIServiceConditionType = "Available"

// APIServiceCondition describes one condition of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIServiceCondition.
type APIServiceCondition struct {
	// Type of the condition.
	Type APIServiceConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=APIServiceConditionType"`
	// Status of the condition: True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message says more, for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// APIServiceStatus is the observed state of an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.APIServiceStatus.
type APIServiceStatus struct {
	// Conditions of the APIService.
	Conditions []APIServiceCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

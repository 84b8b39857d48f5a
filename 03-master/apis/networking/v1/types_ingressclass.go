package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The scopes of an IngressClass's parameters.
// Upstream: k8s.io/api/networking/v1 (constants).
const (
	IngressClassParametersReferenceScopeNamespace = "Namespace"
	IngressClassParametersReferenceScopeCluster   = "Cluster"
)

// AnnotationIsDefaultIngressClass marks the IngressClass new Ingresses
// without a class get.
// Upstream: k8s.io/api/networking/v1.AnnotationIsDefaultIngressClass.
const AnnotationIsDefaultIngressClass = "ingressclass.kubernetes.io/is-default-class"

// IngressClass represents the class of the Ingress, referenced by the Ingress Spec.
// Upstream: k8s.io/api/networking/v1.IngressClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressClass struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// spec is the desired state of the IngressClass.
	Spec IngressClassSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// IngressClassSpec provides information about the class of an Ingress.
// Upstream: k8s.io/api/networking/v1.IngressClassSpec.
type IngressClassSpec struct {
	// controller refers to the name of the controller that should handle this class.
	Controller string `json:"controller,omitempty" protobuf:"bytes,1,opt,name=controller"`
	// parameters is a link to a custom resource containing additional configuration for the controller.
	Parameters *IngressClassParametersReference `json:"parameters,omitempty" protobuf:"bytes,2,opt,name=parameters"`
}

// IngressClassParametersReference identifies an API object.
// Upstream: k8s.io/api/networking/v1.IngressClassParametersReference.
type IngressClassParametersReference struct {
	// apiGroup is the group for the resource being referenced.
	APIGroup *string `json:"apiGroup,omitempty" protobuf:"bytes,1,opt,name=aPIGroup"`
	// kind is the type of resource being referenced.
	Kind string `json:"kind" protobuf:"bytes,2,opt,name=kind"`
	// name is the name of resource being referenced.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
	// scope represents if this refers to a cluster or namespace scoped resource.
	Scope *string `json:"scope" protobuf:"bytes,4,opt,name=scope"`
	// namespace is the namespace of the resource being referenced.
	Namespace *string `json:"namespace,omitempty" protobuf:"bytes,5,opt,name=namespace"`
}

// IngressClassList is a collection of IngressClasses.
// Upstream: k8s.io/api/networking/v1.IngressClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressClassList struct {
	metav1.TypeMeta `json:",inline"`
	// Standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// items is the list of IngressClasses.
	Items []IngressClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}

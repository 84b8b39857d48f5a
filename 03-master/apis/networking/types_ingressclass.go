package networking

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The scopes of an IngressClass's parameters.
// Upstream: k8s.io/kubernetes/pkg/apis/networking (constants).
const (
	IngressClassParametersReferenceScopeNamespace = "Namespace"
	IngressClassParametersReferenceScopeCluster   = "Cluster"
)

// AnnotationIsDefaultIngressClass marks the IngressClass new Ingresses
// without a class get.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.AnnotationIsDefaultIngressClass.
const AnnotationIsDefaultIngressClass = "ingressclass.kubernetes.io/is-default-class"

// IngressClass represents the class of the Ingress, referenced by the Ingress Spec.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressClass struct {
	metav1.TypeMeta
	// metadata is the standard object metadata.
	metav1.ObjectMeta
	// spec is the desired state of the IngressClass.
	Spec IngressClassSpec
}

// IngressClassSpec provides information about the class of an Ingress.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressClassSpec.
type IngressClassSpec struct {
	// controller refers to the name of the controller that should handle this class.
	Controller string
	// parameters is a link to a custom resource containing additional configuration for the controller.
	Parameters *IngressClassParametersReference
}

// IngressClassParametersReference identifies an API object.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressClassParametersReference.
type IngressClassParametersReference struct {
	// apiGroup is the group for the resource being referenced.
	APIGroup *string
	// kind is the type of resource being referenced.
	Kind string
	// name is the name of resource being referenced.
	Name string
	// scope represents if this refers to a cluster or namespace scoped resource.
	Scope *string
	// namespace is the namespace of the resource being referenced.
	Namespace *string
}

// IngressClassList is a collection of IngressClasses.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IngressClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type IngressClassList struct {
	metav1.TypeMeta
	// Standard list metadata.
	metav1.ListMeta
	// items is the list of IngressClasses.
	Items []IngressClass
}

package apiextensions

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the apiextensions group.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.GroupName.
const GroupName = "apiextensions.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal apiextensions types in a scheme.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the apiextensions group.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the apiextensions group.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&CustomResourceDefinition{},
		&CustomResourceDefinitionList{},
	)
	return nil
}

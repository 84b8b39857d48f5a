package apiregistration

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the apiregistration group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.GroupName.
const GroupName = "apiregistration.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal apiregistration types in a scheme.
	// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the apiregistration group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the apiregistration group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&APIService{},
		&APIServiceList{},
	)
	return nil
}

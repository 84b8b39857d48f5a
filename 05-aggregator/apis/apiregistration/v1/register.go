package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the apiregistration group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.GroupName.
const GroupName = "apiregistration.k8s.io"

// SchemeGroupVersion is apiregistration.k8s.io/v1.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	// SchemeBuilder registers the v1 types.
	// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the same builder, extended by init with defaults.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers apiregistration.k8s.io/v1 in a scheme.
	// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addDefaultingFuncs)
}

// Kind qualifies a kind with the apiregistration group.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the apiregistration group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the v1 kinds and what every group version gets
// from metav1. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&APIService{},
		&APIServiceList{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

package v2

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the group of the aggregated discovery types.
// Upstream: k8s.io/api/apidiscovery/v2.GroupName.
const GroupName = "apidiscovery.k8s.io"

// SchemeGroupVersion is apidiscovery.k8s.io/v2.
// Upstream: k8s.io/api/apidiscovery/v2.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v2"}

var (
	// SchemeBuilder registers the v2 types.
	// Upstream: k8s.io/api/apidiscovery/v2.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers apidiscovery.k8s.io/v2 in a scheme.
	// Upstream: k8s.io/api/apidiscovery/v2.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// addKnownTypes registers the two kinds and what every group version gets
// from metav1. Upstream: k8s.io/api/apidiscovery/v2.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&APIGroupDiscoveryList{},
		&APIGroupDiscovery{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

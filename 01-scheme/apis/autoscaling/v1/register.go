package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the autoscaling group. Upstream: k8s.io/api/autoscaling/v1.GroupName.
const GroupName = "autoscaling"

// SchemeGroupVersion is autoscaling/v1.
// Upstream: k8s.io/api/autoscaling/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	// SchemeBuilder registers the v1 types.
	// Upstream: k8s.io/api/autoscaling/v1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the builder the version package extends; with
	// no defaults and no hand-written conversions there is nothing to add.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers autoscaling/v1 in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

// Resource qualifies a resource with the autoscaling group.
// Upstream: k8s.io/api/autoscaling/v1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers Scale and what every group version gets from
// metav1. Upstream: k8s.io/api/autoscaling/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Scale{})
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

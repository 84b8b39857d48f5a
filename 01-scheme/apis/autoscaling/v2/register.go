package v2

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the autoscaling group. Upstream: k8s.io/api/autoscaling/v2.GroupName.
const GroupName = "autoscaling"

// SchemeGroupVersion is autoscaling/v2.
// Upstream: k8s.io/api/autoscaling/v2.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v2"}

var (
	// SchemeBuilder registers the v2 types.
	// Upstream: k8s.io/api/autoscaling/v2.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the same builder, extended by this package's
	// init with defaults and conversions.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers autoscaling/v2 in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v2.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addDefaultingFuncs)
}

// Resource qualifies a resource with the autoscaling group.
// Upstream: k8s.io/api/autoscaling/v2.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the v2 kinds and what every group version gets
// from metav1. Upstream: k8s.io/api/autoscaling/v2.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&HorizontalPodAutoscaler{},
		&HorizontalPodAutoscalerList{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

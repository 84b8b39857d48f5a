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
	// localSchemeBuilder is the same builder, extended by this package's
	// init with the autoscaler's defaults.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers autoscaling/v1 in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addDefaultingFuncs)
}

// Resource qualifies a resource with the autoscaling group.
// Upstream: k8s.io/api/autoscaling/v1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers Scale, the autoscaler and what every group
// version gets from metav1. Upstream: k8s.io/api/autoscaling/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Scale{},
		&HorizontalPodAutoscaler{},
		&HorizontalPodAutoscalerList{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

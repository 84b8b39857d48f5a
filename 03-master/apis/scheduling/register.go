package scheduling

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the scheduling.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.GroupName.
const GroupName = "scheduling.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the group.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the group.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&PriorityClass{},
		&PriorityClassList{},
	)
	return nil
}

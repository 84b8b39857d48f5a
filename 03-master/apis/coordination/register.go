package coordination

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the coordination group.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.GroupName.
const GroupName = "coordination.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/coordination.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal coordination types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/coordination.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the coordination group.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the coordination group.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Lease{},
		&LeaseList{},
	)
	return nil
}

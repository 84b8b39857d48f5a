package flowcontrol

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the flowcontrol group.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.GroupName.
const GroupName = "flowcontrol.apiserver.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal flowcontrol types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the flowcontrol group.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the flowcontrol group.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&FlowSchema{},
		&FlowSchemaList{},
		&PriorityLevelConfiguration{},
		&PriorityLevelConfigurationList{},
	)
	return nil
}

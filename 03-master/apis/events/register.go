package events

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the events.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/apis/events.GroupName.
const GroupName = "events.k8s.io"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/kubernetes/pkg/apis/events.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/kubernetes/pkg/apis/events.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal types in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/events.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the group.
// Upstream: k8s.io/kubernetes/pkg/apis/events.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the group.
// Upstream: k8s.io/kubernetes/pkg/apis/events.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers core's internal Event and EventList as this
// group's internal kinds: an events.k8s.io/v1 Event decodes to a
// core.Event, and is stored as one.
// Upstream: k8s.io/kubernetes/pkg/apis/events.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&core.Event{},
		&core.EventList{},
	)
	return nil
}

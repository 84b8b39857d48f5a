package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the audit group.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.GroupName.
const GroupName = "audit.k8s.io"

// SchemeGroupVersion is audit.k8s.io/v1.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	// SchemeBuilder registers the v1 types.
	// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers audit.k8s.io/v1 in a scheme.
	// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the audit group.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// addKnownTypes registers the v1 kinds and what every group version gets
// from metav1. Upstream: k8s.io/apiserver/pkg/apis/audit/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Event{},
		&EventList{},
		&Policy{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

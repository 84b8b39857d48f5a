package wardle

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the group of the sample API server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.GroupName.
const GroupName = "wardle.example.com"

// SchemeGroupVersion is the internal version of the group.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal}

var (
	// SchemeBuilder collects the functions that register this package.
	// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme registers the internal wardle types in a scheme.
	// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.AddToScheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

// Kind qualifies a kind with the wardle group.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.Kind.
func Kind(kind string) schema.GroupKind {
	return SchemeGroupVersion.WithKind(kind).GroupKind()
}

// Resource qualifies a resource with the wardle group.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the internal kinds.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Flunder{},
		&FlunderList{},
		&Fischer{},
		&FischerList{},
	)
	return nil
}

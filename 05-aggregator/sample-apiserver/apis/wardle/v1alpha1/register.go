package v1alpha1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the wardle group.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.GroupName.
const GroupName = "wardle.example.com"

// SchemeGroupVersion is wardle.example.com/v1alpha1.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1alpha1"}

var (
	// SchemeBuilder registers the v1alpha1 types.
	// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the same builder, extended by init with the
	// defaults and the conversion functions.
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers wardle.example.com/v1alpha1 in a scheme.
	// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addDefaultingFuncs)
}

// Resource qualifies a resource with the wardle group.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the v1alpha1 kinds and what every group version
// gets from metav1 (the options kinds, WatchEvent).
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Flunder{},
		&FlunderList{},
		&Fischer{},
		&FischerList{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

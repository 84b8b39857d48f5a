package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// GroupName is the admission registration group.
// Upstream: k8s.io/api/admissionregistration/v1.GroupName.
const GroupName = "admissionregistration.k8s.io"

// SchemeGroupVersion is admissionregistration.k8s.io/v1.
// Upstream: k8s.io/api/admissionregistration/v1.SchemeGroupVersion.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}

var (
	// SchemeBuilder registers the v1 types.
	// Upstream: k8s.io/api/admissionregistration/v1.SchemeBuilder.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// localSchemeBuilder is the same builder, extended by this package's
	// init with defaults and conversions (upstream: from another package).
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers admissionregistration.k8s.io/v1 in a scheme.
	// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.AddToScheme.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addDefaultingFuncs)
}

// Resource qualifies a resource with the group.
// Upstream: k8s.io/api/admissionregistration/v1.Resource.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

// addKnownTypes registers the v1 kinds and what every group version gets
// from metav1. Upstream: k8s.io/api/admissionregistration/v1.addKnownTypes.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&ValidatingWebhookConfiguration{},
		&ValidatingWebhookConfigurationList{},
		&MutatingWebhookConfiguration{},
		&MutatingWebhookConfigurationList{},
		&ValidatingAdmissionPolicy{},
		&ValidatingAdmissionPolicyList{},
		&ValidatingAdmissionPolicyBinding{},
		&ValidatingAdmissionPolicyBindingList{},
		&MutatingAdmissionPolicy{},
		&MutatingAdmissionPolicyList{},
		&MutatingAdmissionPolicyBinding{},
		&MutatingAdmissionPolicyBindingList{},
	)
	return metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
}

package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ValidatingWebhook fills what a v1 validating webhook may
// leave out: failurePolicy Fail, matchPolicy Equivalent, both selectors
// {} (everything), timeoutSeconds 10.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_ValidatingWebhook.
func SetDefaults_ValidatingWebhook(obj *ValidatingWebhook) {
	defaultCommon(&obj.FailurePolicy, &obj.MatchPolicy, &obj.NamespaceSelector, &obj.ObjectSelector, &obj.TimeoutSeconds)
}

// SetDefaults_MutatingWebhook fills what SetDefaults_ValidatingWebhook
// does, and reinvocationPolicy Never.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_MutatingWebhook.
func SetDefaults_MutatingWebhook(obj *MutatingWebhook) {
	defaultCommon(&obj.FailurePolicy, &obj.MatchPolicy, &obj.NamespaceSelector, &obj.ObjectSelector, &obj.TimeoutSeconds)
	if obj.ReinvocationPolicy == nil {
		never := NeverReinvocationPolicy
		obj.ReinvocationPolicy = &never
	}
}

// defaultCommon fills the fields both webhook kinds share; upstream
// repeats them in each function.
func defaultCommon(failurePolicy **FailurePolicyType, matchPolicy **MatchPolicyType,
	namespaceSelector, objectSelector **metav1.LabelSelector, timeoutSeconds **int32) {
	if *failurePolicy == nil {
		fail := Fail
		*failurePolicy = &fail
	}
	if *matchPolicy == nil {
		equivalent := Equivalent
		*matchPolicy = &equivalent
	}
	if *namespaceSelector == nil {
		*namespaceSelector = &metav1.LabelSelector{}
	}
	if *objectSelector == nil {
		*objectSelector = &metav1.LabelSelector{}
	}
	if *timeoutSeconds == nil {
		ten := int32(10)
		*timeoutSeconds = &ten
	}
}

// SetDefaults_Rule defaults scope to "*".
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_Rule.
func SetDefaults_Rule(obj *Rule) {
	if obj.Scope == nil {
		all := AllScopes
		obj.Scope = &all
	}
}

// SetDefaults_ServiceReference defaults port to 443.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_ServiceReference.
func SetDefaults_ServiceReference(obj *ServiceReference) {
	if obj.Port == nil {
		port := int32(443)
		obj.Port = &port
	}
}

// SetDefaults_ValidatingAdmissionPolicySpec defaults failurePolicy to
// Fail.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_ValidatingAdmissionPolicySpec.
func SetDefaults_ValidatingAdmissionPolicySpec(obj *ValidatingAdmissionPolicySpec) {
	if obj.FailurePolicy == nil {
		fail := Fail
		obj.FailurePolicy = &fail
	}
}

// SetDefaults_MatchResources defaults matchPolicy to Equivalent and both
// selectors to {} (everything).
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_MatchResources.
func SetDefaults_MatchResources(obj *MatchResources) {
	if obj.MatchPolicy == nil {
		equivalent := Equivalent
		obj.MatchPolicy = &equivalent
	}
	if obj.NamespaceSelector == nil {
		obj.NamespaceSelector = &metav1.LabelSelector{}
	}
	if obj.ObjectSelector == nil {
		obj.ObjectSelector = &metav1.LabelSelector{}
	}
}

// SetDefaults_MutatingAdmissionPolicySpec defaults failurePolicy to Fail.
// Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration/v1.SetDefaults_MutatingAdmissionPolicySpec.
func SetDefaults_MutatingAdmissionPolicySpec(obj *MutatingAdmissionPolicySpec) {
	if obj.FailurePolicy == nil {
		fail := Fail
		obj.FailurePolicy = &fail
	}
}

// Package admissionregistration holds the internal types of the
// admissionregistration.k8s.io group: MutatingWebhookConfiguration and
// ValidatingWebhookConfiguration, each a list of webhooks the API server
// calls during admission. A webhook says which requests it wants (rules
// on operations and resources, a namespace selector, an object
// selector), where to send them (a URL or a Service, and the CA bundle
// that signs its serving certificate) and what to do when the call fails
// (failurePolicy) or is slow (timeoutSeconds).
//
// The group also holds the admission policies: ValidatingAdmissionPolicy
// and MutatingAdmissionPolicy (CEL validations or mutations, with match
// constraints, match conditions, variables and a param kind) and the
// bindings that put them to work (ValidatingAdmissionPolicyBinding,
// MutatingAdmissionPolicyBinding: which policy, which params, which
// requests, and for validations what a failure does).
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.
// Left out: the webhooks' matchConditions (the policies have theirs),
// the v1alpha1 and v1beta1 versions: only v1 is served.
//
// +k8s:deepcopy-gen=package
// +groupName=admissionregistration.k8s.io
package admissionregistration

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

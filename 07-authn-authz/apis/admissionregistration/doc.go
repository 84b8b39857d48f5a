// Package admissionregistration holds the internal types of the
// admissionregistration.k8s.io group: MutatingWebhookConfiguration and
// ValidatingWebhookConfiguration, each a list of webhooks the API server
// calls during admission. A webhook says which requests it wants (rules
// on operations and resources, a namespace selector, an object
// selector), where to send them (a URL or a Service, and the CA bundle
// that signs its serving certificate) and what to do when the call fails
// (failurePolicy) or is slow (timeoutSeconds).
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/admissionregistration.
// Left out: matchConditions (CEL), the admission policies
// (ValidatingAdmissionPolicy, MutatingAdmissionPolicy and their
// bindings), the v1alpha1 and v1beta1 versions: only v1 is served.
//
// +k8s:deepcopy-gen=package
// +groupName=admissionregistration.k8s.io
package admissionregistration

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

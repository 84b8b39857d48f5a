// Package v1 is version v1 of the admissionregistration.k8s.io group:
// MutatingWebhookConfiguration and ValidatingWebhookConfiguration,
// ValidatingAdmissionPolicy, MutatingAdmissionPolicy and their bindings,
// with upstream's JSON names and protobuf numbers, their defaults
// (failurePolicy Fail, matchPolicy Equivalent, namespaceSelector and
// objectSelector {}, timeoutSeconds 10, reinvocationPolicy Never, a
// rule's scope "*", a service's port 443; a policy's failurePolicy Fail
// and its MatchResources' matchPolicy and selectors) and their
// conversions to the internal types, all generated.
//
// Stage 07 adds it. Upstream: k8s.io/api/admissionregistration/v1
// (types) and k8s.io/kubernetes/pkg/apis/admissionregistration/v1
// (defaults, conversions).
// Left out: the webhooks' matchConditions.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration
// +k8s:defaulter-gen=TypeMeta
// +groupName=admissionregistration.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

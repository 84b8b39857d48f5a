// Package v1 is version v1 of the authorization.k8s.io group, the one
// kubectl and webhook clients speak: SubjectAccessReview,
// LocalSubjectAccessReview, SelfSubjectAccessReview and
// SelfSubjectRulesReview with upstream's JSON names and protobuf numbers
// (kubectl auth can-i sends its SelfSubjectAccessReview as protobuf), and
// the generated conversions to package authorization's internal types:
// the two shapes are the same.
//
// Stage 07 adds it. Upstream: k8s.io/api/authorization/v1 (types) and
// k8s.io/kubernetes/pkg/apis/authorization/v1 (conversions).
// Left out: declarative validation.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization
// +k8s:defaulter-gen=TypeMeta
// +groupName=authorization.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

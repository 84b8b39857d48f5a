// Package v1 is version v1 of the authentication.k8s.io group, the one
// kubectl and webhook clients speak: TokenReview, SelfSubjectReview and
// TokenRequest with upstream's JSON names and protobuf numbers (kubectl
// auth whoami sends its SelfSubjectReview as protobuf), the default
// lifetime of a TokenRequest (an hour), and the conversions to package
// authentication's internal types, generated but for TokenRequestSpec's
// *int64 lifetime.
//
// Stage 07 adds it. Upstream: k8s.io/api/authentication/v1 (types) and
// k8s.io/kubernetes/pkg/apis/authentication/v1 (defaults, conversions).
// Left out: declarative validation.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication
// +k8s:defaulter-gen=TypeMeta
// +groupName=authentication.k8s.io
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

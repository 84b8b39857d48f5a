// Package authentication holds the internal types of the
// authentication.k8s.io group. Its kinds are not stored: a client creates
// one and reads the answer from the response. A TokenReview asks the
// server to authenticate a bearer token (webhook token authenticators of
// other servers call it); a SelfSubjectReview asks "who am I?" (kubectl
// auth whoami); a TokenRequest, a subresource of serviceaccounts, asks
// for a signed service account token.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authentication.
// Left out: the v1alpha1 and v1beta1 versions (only v1 is served).
//
// +k8s:deepcopy-gen=package
// +groupName=authentication.k8s.io
package authentication

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

// Package authorization holds the internal types of the
// authorization.k8s.io group: questions to the authorizer, never stored.
// A SubjectAccessReview asks "may this user do this?" (webhook
// authorizers of other servers call it), a LocalSubjectAccessReview the
// same within one namespace (namespace admins may ask it), a
// SelfSubjectAccessReview "may I?" (kubectl auth can-i), and a
// SelfSubjectRulesReview "what may I do in this namespace?" (kubectl auth
// can-i --list).
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authorization.
// Left out: the v1beta1 version (only v1 is served).
//
// +k8s:deepcopy-gen=package
// +groupName=authorization.k8s.io
package authorization

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

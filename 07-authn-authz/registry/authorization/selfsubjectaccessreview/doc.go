// Package selfsubjectaccessreview is the create-only storage of
// selfsubjectaccessreviews: it asks the authorizer whether the sender of
// the request may do the request the review describes (kubectl auth
// can-i). Nothing is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/selfsubjectaccessreview.
// Left out: declarative validation.
package selfsubjectaccessreview

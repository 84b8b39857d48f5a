// Package localsubjectaccessreview is the create-only storage of
// localsubjectaccessreviews: a SubjectAccessReview confined to the
// namespace of the URL, which RBAC can grant to namespace admins. Nothing
// is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/localsubjectaccessreview.
// Left out: declarative validation.
package localsubjectaccessreview

// Package subjectaccessreview is the create-only storage of
// subjectaccessreviews: it asks the authorizer whether the user (and
// groups, uid, extra) the review names may do the request it describes,
// and answers in the status: allowed, denied (an explicit deny), or
// neither (no authorizer had an opinion). Nothing is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/subjectaccessreview.
// Left out: declarative validation.
package subjectaccessreview

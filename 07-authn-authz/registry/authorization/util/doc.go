// Package util turns the attributes of an access review into the
// authorizer's Attributes, and an authorizer's error into the review's
// evaluationError.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.
// Left out: field and label selectors (the authorizer's Attributes of
// stage 07 have none, so a review's selectors are accepted, validated and
// not used: the answer is the one for the unrestricted request).
package util

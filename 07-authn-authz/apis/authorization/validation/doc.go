// Package validation checks the access reviews as upstream does: exactly
// one of resourceAttributes and nonResourceAttributes, a user or a group
// for the reviews that name one, empty metadata (but for a
// LocalSubjectAccessReview's namespace, which the spec must repeat), and
// well-formed field and label selector attributes.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/apis/authorization/validation
// (with the selector requirement checks of
// k8s.io/apimachinery/pkg/apis/meta/v1/validation, which stage 01 does not
// have).
// Left out: declarative validation (upstream runs it after these checks
// and must agree with them).
package validation

// Package field describes validation errors: which field (a Path such as
// spec.template.spec.containers[0].name), what went wrong (an ErrorType) and
// the bad value. An ErrorList becomes the causes of a 422 Invalid Status.
//
// Stage 01 adds it, for the validation of stage 03 and the errors of stage 02.
// Upstream: k8s.io/apimachinery/pkg/util/validation/field.
// Left out: the origin and covered-by-declarative markers of newer upstream
// releases, and ErrorList filtering helpers.
package field

// Package validation checks RuntimeClasses as upstream does: the name is
// a DNS subdomain; handler is a required DNS label that never changes;
// the overhead's quantities are valid container limits; the scheduling
// node selector is valid labels and its tolerations valid and unique.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/node/validation.
// Left out: the declarative validation markers and their field-path
// normalization rules.
package validation

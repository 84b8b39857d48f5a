// Package validation checks wardle objects: a flunder's spec names at most
// one reference, the one its referenceType says.
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/validation.
// Left out: nothing of upstream's; fischers have no rules there either.
package validation

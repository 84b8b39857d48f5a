// Package statefulset holds the rules of stateful sets: the strategy the
// registry Store calls on create and update (status reset, generation
// bumps on spec changes, validation, the immutable fields) and the status
// strategy of statefulsets/status. The storage package next to it builds
// the Store.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields,
// and the warnings about volume claim templates (we carry none).
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.
package statefulset

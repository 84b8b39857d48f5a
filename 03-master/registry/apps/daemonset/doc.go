// Package daemonset holds the rules of daemon sets: the strategy the
// registry Store calls on create and update (status reset, generation and
// templateGeneration bumps, validation, the selector kept) and the status
// strategy of daemonsets/status. The storage package next to it builds
// the Store.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields of
// the pod template.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.
package daemonset

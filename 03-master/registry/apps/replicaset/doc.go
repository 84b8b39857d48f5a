// Package replicaset holds the rules of replica sets: the strategy the
// registry Store calls on create and update (status reset, generation
// bumps on spec changes, validation, the selector kept) and the status
// strategy of replicasets/status. The storage package next to it builds
// the Store.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields of
// the pod template and pod template warnings.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.
package replicaset

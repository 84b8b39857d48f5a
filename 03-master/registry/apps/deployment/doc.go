// Package deployment holds the rules of deployments: the strategy the
// registry Store calls on create and update (status reset, generation
// bumps, validation, the selector kept in apps/v1) and the status
// strategy of deployments/status. The storage package next to it builds
// the Store.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields of
// the pod template, the warnings upstream returns for a pod template, and
// the rollback subresource of the older API versions.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.
package deployment

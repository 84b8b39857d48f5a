// Package storage builds the storage of controller revisions on the
// registry Store, at /registry/controllerrevisions/<ns>/<name>.
//
// Stage 03 adds it. Left out: nothing of upstream's storage.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision/storage.
package storage

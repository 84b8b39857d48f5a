// Package storage builds the storage of stateful sets on the registry
// Store: statefulsets, statefulsets/status and statefulsets/scale, sharing
// one Store and so one etcd prefix (/registry/statefulsets/<ns>/<name>).
//
// Stage 03 adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.
package storage

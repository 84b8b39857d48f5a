// Package storage builds the storage of replica sets on the registry
// Store: replicasets, replicasets/status and replicasets/scale, sharing
// one Store and so one etcd prefix (/registry/replicasets/<ns>/<name>).
//
// Stage 03 adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.
package storage

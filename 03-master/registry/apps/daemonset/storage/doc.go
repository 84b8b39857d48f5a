// Package storage builds the storage of daemon sets on the registry
// Store: daemonsets and daemonsets/status, sharing one Store and so one
// etcd prefix (/registry/daemonsets/<ns>/<name>).
//
// Stage 03 adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset/storage.
package storage

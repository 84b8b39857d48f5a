// Package storage builds the storage of horizontal pod autoscalers on the
// registry Store: horizontalpodautoscalers and its status, sharing one
// Store and so one etcd prefix (/registry/horizontalpodautoscalers/<ns>/<name>),
// stored as autoscaling/v2 and served at v2 and v1.
//
// Stage 03 adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler/storage.
package storage

// Package storage builds the storage of ingressclasses on the registry Store
// (keys /registry/ingressclasses/<name>), with upstream's printer columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass/storage.
package storage

// Package storage builds the storage of servicecidrs on the registry Store
// (keys /registry/servicecidrs/<name>), with upstream's printer columns and the status subresource.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr/storage.
package storage

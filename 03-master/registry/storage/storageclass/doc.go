// Package storageclass holds the rules of storageclasses (storage.k8s.io):
// how volumes of a class are provisioned. Everything but metadata,
// allowVolumeExpansion, mountOptions and allowedTopologies is immutable.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.
package storageclass

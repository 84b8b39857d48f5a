// Package rest builds the storage.k8s.io group for the master: its
// RESTStorageProvider makes the storage of each resource (storageclasses,
// volumeattachments and volumeattachments/status, csinodes and
// csinodes/status, csidrivers, csistoragecapacities,
// volumeattributesclasses) listed by
// stage 03's controlplane.builtInRESTStorageProviders.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/rest.
// Left out: the v1alpha1 and v1beta1 versions, and upstream's
// per-resource switches of --runtime-config (a version is on or off).
package rest

// Package rest builds the storagemigration.k8s.io group for the master:
// its RESTStorageProvider makes the storage of storageversionmigrations
// (and /status), listed by stage 03's
// controlplane.builtInRESTStorageProviders.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/rest.
// Left out: v1beta1.
package rest

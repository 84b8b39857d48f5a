// Package rest builds the storagemigration.k8s.io group for the master:
// its RESTStorageProvider makes the storage of storageversionmigrations
// (and /status), and AddToControlPlane hands the provider to stage 03's
// controlplane.Config.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/rest.
// Left out: v1beta1.
package rest

// Package storage builds the REST storage of pod templates: the generic
// registry Store with the podtemplate strategy and upstream's printer
// columns.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate/storage.
package storage

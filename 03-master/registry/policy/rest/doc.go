// Package rest builds the policy group: poddisruptionbudgets (+status) at
// policy/v1. The controlplane lists its RESTStorageProvider among the
// built-in ones (03-master/controlplane/storage_builtin.go).
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/rest.
// Left out: policy/v1beta1 (no longer served upstream either).
package rest

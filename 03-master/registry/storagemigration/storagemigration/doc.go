// Package storagemigration holds the rules of storageversionmigrations
// (storagemigration.k8s.io): requests to rewrite every object of a
// resource in the current storage version. The spec is immutable; the
// migrator writes progress through storageversionmigrations/status.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration.
package storagemigration

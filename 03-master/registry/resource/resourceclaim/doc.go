// Package resourceclaim holds the rules of resourceclaims
// (resource.k8s.io): a request for devices. The spec is immutable; the
// scheduler writes the allocation and reservedFor through
// resourceclaims/status.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.
package resourceclaim

// Package endpoint holds the strategy of endpoints: how the generic Store
// creates, updates and deletes them, how they are validated, and the
// fields a field selector may name. Note: the endpoints controller that writes them and EndpointSlice mirroring are left out.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.
//
// Left out: feature-gated field dropping and warnings (none of our
// fields need them).
package endpoint

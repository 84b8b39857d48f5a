// Package serviceaccount holds the strategy of service accounts: how the generic Store
// creates, updates and deletes them, how they are validated, and the
// fields a field selector may name. Note: token secrets and the token subresource (serviceaccounts/token) are left out.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.
//
// Left out: feature-gated field dropping and warnings (none of our
// fields need them).
package serviceaccount

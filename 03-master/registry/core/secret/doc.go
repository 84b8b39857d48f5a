// Package secret holds the strategy of secrets: how the generic Store
// creates, updates and deletes them, how they are validated, and the
// fields a field selector may name. Note: the type is immutable; data becomes read-only once immutable is true.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.
//
// Left out: feature-gated field dropping and warnings (none of our
// fields need them).
package secret

// Package configmap holds the strategy of config maps: how the generic Store
// creates, updates and deletes them, how they are validated, and the
// fields a field selector may name. Note: a config map has no status; its data and binaryData become read-only once immutable is true.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.
//
// Left out: feature-gated field dropping and warnings (none of our
// fields need them).
package configmap

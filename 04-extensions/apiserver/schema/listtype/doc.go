// Package listtype validates the arrays of a custom resource that the
// schema declares x-kubernetes-list-type set (no duplicate items) or map
// (no two items with the same x-kubernetes-list-map-keys).
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/listtype.
//
// Left out: nothing of substance; key values are compared as JSON values.
package listtype

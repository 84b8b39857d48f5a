// Package customresourcedefinition is the storage of
// customresourcedefinitions and customresourcedefinitions/status: a
// generic Store with the CRD strategies, and a Delete that, on the first
// request, only marks the CRD Terminating and adds the cleanup finalizer,
// so that the finalizing controller can delete every custom resource
// before the CRD goes.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.
// Left out: dropDisabledFields
// (feature gates), warnings, and a richer Table than NAME and CREATED AT
// (upstream has none either).
package customresourcedefinition

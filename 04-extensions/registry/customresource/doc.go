// Package customresource is the storage of the custom resources of one
// version of one CustomResourceDefinition: stage 03's registry Store over
// Unstructured objects, with a strategy that validates them against the
// CRD's schema, bumps metadata.generation on spec changes, and keeps
// status and the rest apart when the status subresource is on; plus the
// status and scale subresources (whose writes move the ownership of the
// replicas between the resource and its Scale, as a Deployment's do).
//
// Stage 04 adds it; the custom-resource handler
// (04-extensions/apiserver) builds one per served version, lazily.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource
// (etcd.go, strategy.go, status_strategy.go, validator.go).
//
// The strategy also runs the schema's CEL validation rules
// (x-kubernetes-validations, compiled once per CRD version by
// 04-extensions/apiserver/schema/cel.NewValidator) after the OpenAPI
// validation, and validates updates with ratcheting.
//
// Left out: the warnings upstream adds for unknown formats.
package customresource

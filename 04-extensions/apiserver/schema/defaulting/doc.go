// Package defaulting applies the defaults of a structural schema to a
// custom resource (on decoding from a request and from storage) and
// drops the nulls a non-nullable field without a default cannot hold.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting.
//
// Left out: the validation of defaults in CRDs (upstream's
// ValidateDefaults, which prunes and validates each default against its
// schema) and the surrounding-object visitor.
package defaulting

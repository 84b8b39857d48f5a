// Package validation checks CustomResourceDefinitions on create, update
// and status update: the name is <plural>.<group>, the group a domain,
// the names DNS labels, exactly one storage version, a structural schema
// per version, well-formed printer columns, selectable fields and scale
// paths, conversion strategy None, and stored versions that match the
// versions, and CEL validation rules that compile, return a bool and stay
// within the per-rule and per-CRD cost budgets (cel.go). Every error is a field.Error naming the offending field, so
// the API answers 422 with one cause per field.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation.
// Left out: webhook conversion (rejected), validation of defaults and of
// the value validations against the OpenAPI meta-schema
// (ValidateCustomResourceDefinitionOpenAPISchema), the
// *.k8s.io API approval annotation, and v1beta1's top-level fields.
package validation

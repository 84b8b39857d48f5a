// Package validation validates custom resources against the OpenAPI v3
// schema of their CRD version: a small JSON-schema validator (types,
// nullable, properties, required, additionalProperties, items, enum,
// bounds, lengths, pattern, formats, counts, uniqueItems, multipleOf,
// allOf/anyOf/oneOf/not and the x-kubernetes-int-or-string extension),
// whose errors read as upstream's ("spec.replicas in body should be
// greater than or equal to 1").
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation
// (NewSchemaValidator, ValidateCustomResource), which converts the schema
// to kube-openapi's spec.Schema and runs kube-openapi's
// pkg/validation/validate; we write the validator ourselves instead.
//
// Updates are validated with ratcheting (ValidateCustomResourceUpdate):
// values equal to the old ones they correlate with are not validated
// again. CEL rules are 04-extensions/apiserver/schema/cel's.
//
// Left out: the less common string formats (isbn,
// creditcard, ssn, colors, bsonobjectid, mac, password); the "required
// apiVersion and kind" rule of embedded resources, which
// 04-extensions/apiserver/schema/objectmeta.Validate reports.
package validation

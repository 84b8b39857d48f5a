// Package validation checks the metadata every object carries: names
// (DNS-1123 subdomains or labels), the namespace, labels and annotations
// (key and value rules, a 256 KiB limit on annotations), owner references,
// finalizers, and, on update, that the immutable fields (name, namespace,
// uid, creationTimestamp, deletion fields) did not change. Each check
// appends field errors with upstream's paths and messages, which the
// registry turns into a 422 Invalid with one cause per error.
//
// Stage 03 adds it (the registry's BeforeCreate and BeforeUpdate call it),
// though it lives in stage 01's tree because upstream keeps it in
// apimachinery, next to the types it checks.
// Upstream: k8s.io/apimachinery/pkg/api/validation (objectmeta.go,
// generic.go), plus ValidateLabels and ValidateLabelName of
// k8s.io/apimachinery/pkg/apis/meta/v1/validation.
// Left out: managed fields validation (server-side apply is not built),
// list-options and delete-options validation (the handlers check those),
// and the declarative validation framework.
package validation

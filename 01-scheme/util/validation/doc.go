// Package validation checks the small string formats the API is built on:
// label keys ("qualified names"), label values, DNS labels and subdomains
// (object names), config map keys. Each check returns a list of
// human-readable problems, empty when the value is fine, so a caller can
// attach them to a field path.
//
// Stage 01 adds it, because label selectors (package labels) must reject
// keys and values the API would never store. Upstream:
// k8s.io/apimachinery/pkg/util/validation, whose label checks now live in
// k8s.io/apimachinery/pkg/api/validate/content; the messages are upstream's.
// Left out: the field package (paths and typed field errors), IP, port,
// percent, HTTP header and environment variable checks; later stages add
// what their validation needs.
package validation

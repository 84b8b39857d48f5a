// Package policy loads an audit Policy from a file (--audit-policy-file)
// and evaluates it: the first rule that matches a request gives its level
// and the stages to omit; no match means level None.
//
// A policy file is YAML or JSON, decoded strictly: unknown fields, values
// of the wrong shape, a missing or wrong apiVersion/kind and invalid
// values are start-up errors that name the field path and the line, for
// example
//
//	line 9: rules[2].level: Unsupported value: "Verbose": supported values: "None", ...
//
// YAML syntax errors carry the yaml library's own line; its scanner
// sometimes names the line it was reading when it noticed the problem,
// one before the offending character (a tab in the indentation, an
// unclosed bracket).
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/audit/policy.
// Departures: upstream decodes with the audit scheme's strict decoder and,
// when only strict checks fail, falls back to lenient decoding with a
// warning; here a strict failure is an error, and the decoding walks the
// go.yaml.in/yaml/v3 node tree so every error can name its line (the
// scheme's decoder knows no lines). Upstream accepts only
// audit.k8s.io/v1 too.
package policy

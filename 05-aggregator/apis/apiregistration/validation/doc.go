// Package validation checks APIServices on create, update and status
// update: the name is <version>.<group> ("v1." for the legacy core
// group, the only one allowed an empty group), the version a DNS-1035
// label, the group a DNS-1123 subdomain, groupPriorityMinimum in
// 1..20000 and versionPriority in 1..1000. A remote APIService names its
// Service's namespace, name and a port in 1..65535, and may not both
// skip TLS verification and carry a caBundle; a local one (no service)
// may do neither. A status update checks that every condition's status
// is True, False or Unknown. Every error is a field.Error, so the API
// answers 422 with one cause per field.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/validation.
// Left out: nothing of upstream's rules. One difference: our internal
// ServiceReference keeps v1's *int32 port, so a nil port (possible only
// for an object built in Go, never after v1 defaulting) is Required where
// upstream's int32 zero would be an invalid port.
package validation

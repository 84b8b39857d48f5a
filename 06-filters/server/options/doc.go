// Package options holds the flags of stage 06's filters: the in-flight
// limits, CORS, HSTS and watch termination (upstream's generic
// ServerRunOptions) and auditing (upstream's AuditOptions), each with
// Validate and ApplyTo.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/options
// (server_run_options.go, audit.go).
package options

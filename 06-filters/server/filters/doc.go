// Package filters holds stage 06's server-wide filters: panic recovery,
// the deadline of non-long-running requests, the max-in-flight limit,
// CORS, HSTS, HTTP logging and watch termination during shutdown, with
// the check that tells long-running requests apart. Stage 02's
// WithWaitGroup and WithRetryAfter (02-generic-server/server/filters) keep
// their places in the chain that 06-filters/server builds.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/filters.
package filters

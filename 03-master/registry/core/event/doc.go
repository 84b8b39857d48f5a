// Package event holds the strategy of events: how the generic Store
// creates, updates and deletes them, how they are validated, and the
// fields a field selector may name. Note: upstream's one-hour TTL on event keys is left out (our Store has no TTLFunc). The
// events.k8s.io group serves this storage too (03-master/registry/events/rest); events
// written through it get that API's stricter validation.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.
//
// Left out: feature-gated field dropping and warnings (none of our
// fields need them).
package event

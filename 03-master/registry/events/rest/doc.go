// Package rest is the events.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (events at v1, on
// core's event storage, the same /registry/events key space) and installs
// it under /apis/events.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/events/rest.
// Left out: the event TTL (--event-ttl; core's event storage has none),
// and the stricter validation upstream applies to events created through
// events.k8s.io/v1 (eventTime, reportingController ... required): both
// APIs get core/v1's rules.
package rest

// Package rest is the events.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (events at v1, on
// core's event storage, the same /registry/events key space) and installs
// it under /apis/events.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/events/rest.
// Events written through events.k8s.io/v1 get that API's stricter rules
// (eventTime, reportingController ... required): core's event strategy
// validates by the request's group version, as upstream's.
// Left out: the event TTL (--event-ttl; core's event storage has none).
package rest

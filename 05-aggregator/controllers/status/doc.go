// Package status runs the AvailableConditionController, which keeps the
// Available condition of every APIService true to what a client would
// meet: the aggregator's proxy answers 503 for an APIService that is not
// Available, and discovery leaves its group-version out.
//
// A local APIService (no spec.service) is always Available ("Local"). A
// remote one is checked in order: its Service exists ("ServiceNotFound"),
// a ClusterIP Service has the port ("ServicePortError") and ready
// endpoints on that port's name ("EndpointsNotFound", "MissingEndpoints"),
// and finally its discovery document /apis/<group>/<version> answers 2xx
// on one of five concurrent attempts ("FailedDiscoveryCheck"); then it is
// Available ("Passed"). The status is written only when it changes.
// Every APIService is checked again every 30 seconds, since a backend can
// die without any object changing.
//
// Stage 05 adds it, with the aggregator.
//
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status (v1.37 splits
// it into local.AvailableConditionController and
// remote.AvailableConditionController; we keep the single controller
// upstream had before, which is easier to follow).
// Left out: the Service and EndpointSlice informers that requeue the
// APIServices of a changed Service (we read Services and Endpoints from
// storage and rely on the 30s resync; an APIService waits up to that
// long after its backend comes up), EndpointSlices (we read Endpoints),
// the availability metrics, and the egress dialer.
package status

// Package events holds nothing but its provider (rest): the
// events.k8s.io group has no storage of its own. Its Events are core's,
// in core's storage (03-master/registry/core/event), so an event written
// through either API reads back through both.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/events.
package events

// Package events is the internal version of the events.k8s.io group,
// which has no types of its own: its internal kinds are core's Event and
// EventList, so an events.k8s.io/v1 Event converts to a core.Event, is
// stored with core/v1 events under /registry/events, and reads back
// through either API.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/events.
// Left out: v1beta1.
//
// +groupName=events.k8s.io
package events

// Package controllerrevision holds the rules of controller revisions: the
// strategy the registry Store calls on create and update (validation:
// data that is a JSON object on create and never changes after).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Left out: nothing of upstream's strategy.
//
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision.
package controllerrevision

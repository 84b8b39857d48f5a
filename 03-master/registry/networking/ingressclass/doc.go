// Package ingressclass holds the rules of ingress classes: which controller serves an Ingress: the strategy the registry
// Store calls on create and update (generation 1 on create, bumped when the spec changes; upstream's validation).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.
// Left out: nothing of note.
package ingressclass

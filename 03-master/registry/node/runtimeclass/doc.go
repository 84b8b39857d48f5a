// Package runtimeclass holds the rules of runtime classes: the strategy
// the registry Store calls on create and update (upstream's validation;
// an update is checked as a create, and the handler never changes). The
// storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass.
// Left out: the warnings on create and update (deprecated node labels in
// the node selector).
package runtimeclass

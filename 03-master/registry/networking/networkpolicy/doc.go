// Package networkpolicy holds the rules of network policies: which pods may talk to which: the strategy the registry
// Store calls on create and update (generation 1 on create, bumped when the spec changes; upstream's validation).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.
// Left out: the warnings on ipBlock CIDRs that are not in canonical form.
package networkpolicy

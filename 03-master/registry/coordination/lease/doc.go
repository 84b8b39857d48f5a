// Package lease holds the rules of leases: the strategy the registry
// Store calls on create and update. A Lease has no status and no
// generation: every field is its holder's, and the server only validates.
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.
// Left out: the CoordinatedLeaderElection feature gate, off by default
// upstream, whose PrepareForCreate/PrepareForUpdate drop spec.strategy
// and spec.preferredHolder: we keep them (the gate is treated as on), so
// a lease written with them reads back with them.
package lease

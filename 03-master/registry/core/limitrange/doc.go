// Package limitrange holds the strategy of limit ranges: how the generic
// Store creates, updates and deletes them and how they are validated. A
// limit range has no status; stage 07's LimitRanger admission plugin reads
// them to default and bound pods' resources.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange.
//
// Left out: nothing of the strategy; field selectors beyond
// metadata.name and metadata.namespace never existed upstream either.
package limitrange

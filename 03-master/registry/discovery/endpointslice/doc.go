// Package endpointslice holds the rules of endpoint slices: the strategy
// the registry Store calls on create and update (generation 1 on create,
// bumped when anything but the metadata, or the labels, change; upstream's
// validation). The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.
// Left out: the warnings on create and update (deprecated FQDN address
// type, IPs not in canonical form), and the feature-gated dropping of
// hints.forNodes (PreferSameTrafficDistribution is on by default
// upstream: we keep them); dropTopologyOnV1 (it moves the zone label of
// v1beta1 slices, which we do not serve).
package endpointslice

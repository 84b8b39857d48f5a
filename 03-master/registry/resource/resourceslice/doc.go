// Package resourceslice holds the rules of resourceslices
// (resource.k8s.io): the devices a driver publishes for a node (or a set
// of nodes), in pools. Driver, pool name and node name are immutable;
// kubelets and drivers select their slices by spec.nodeName, spec.driver
// and spec.pool.name.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.
package resourceslice

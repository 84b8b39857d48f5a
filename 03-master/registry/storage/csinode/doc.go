// Package csinode holds the rules of csinodes (storage.k8s.io): the CSI
// drivers registered on a node (by the kubelet), with their node IDs,
// topology keys and volume limits; the scheduler reads them.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.
package csinode

// Package storage builds the storage of networkpolicies on the registry Store
// (keys /registry/networkpolicies/<namespace>/<name>), with upstream's printer columns, the short name "netpol".
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy/storage.
package storage

// Package storage builds the REST storage of nodes and nodes/status: the
// generic registry Store with the node strategies, upstream's printer
// columns and the short name no.
//
// Stage 03 (the master) adds it; the controlplane's legacy storage
// provider installs it under /api/v1.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/node/storage.
//
// Left out: nodes/proxy and the kubelet connection info.
package storage

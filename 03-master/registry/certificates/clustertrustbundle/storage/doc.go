// Package storage is the etcd storage of clustertrustbundles: the generic Store with
// the clustertrustbundle strategy and upstream's table columns.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle/storage.
package storage

// Package storagebackend holds the configuration of the storage backend:
// where etcd is (an external cluster through Transport.ServerList, or
// embedded in the process with its data in EmbeddedDataDir), the key
// prefix, the storage codec and the compaction interval. The factory
// subpackage turns a Config into a storage.Interface per resource.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend at v1.37.
//
// Left out: the storage type switch (etcd3 is the only one upstream has
// too), value transformers, the lease manager settings, metric poll
// periods, egress lookup. Added: the embedded etcd fields.
package storagebackend

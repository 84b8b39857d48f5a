package storage

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

// APIResourceConfigSource says which group versions the master serves.
// The storage providers ask it before building a version's storage.
// Upstream: k8s.io/apiserver/pkg/server/storage.APIResourceConfigSource,
// which can also switch single resources on and off.
type APIResourceConfigSource interface {
	VersionEnabled(version schema.GroupVersion) bool
	AnyVersionForGroupEnabled(group string) bool
}

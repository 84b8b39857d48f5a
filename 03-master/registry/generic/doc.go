// Package generic holds what every resource's registry shares besides the
// Store itself: the field sets selectors match (ObjectMetaFieldsSet and
// friends), and RESTOptions, the storage a resource's Store is built on
// (the decorator that makes a storage.Interface for a resource prefix, and
// the codec objects are stored with).
//
// Stage 03 adds it. Upstream: k8s.io/apiserver/pkg/registry/generic
// (matcher.go, options.go, storage_decorator.go).
// Left out: the storagebackend.ConfigForResource in RESTOptions (our
// StorageDecorator closes over its storage configuration instead), the
// watch cache decorator (every list and watch goes to etcd), count
// metrics, and storage-version hashing.
package generic

// Package rest defines what a storage can do, one small interface per
// ability: Getter, Lister, Creater, Updater, Patcher, GracefulDeleter,
// CollectionDeleter, Watcher, and the descriptions (Scoper, KindProvider,
// ShortNamesProvider ...). The endpoints installer type-asserts a storage
// against each interface to decide which routes and verbs to serve, so a
// storage grows a verb by growing a method.
//
// Stage 02 adds it; stage 03's registry Store implements all of it.
// Upstream: k8s.io/apiserver/pkg/registry/rest (rest.go, create.go,
// update.go, delete.go, table.go).
// Left out: Connecter (pods/exec and proxies), Redirector, StorageVersionProvider,
// ResetFieldsStrategy (server-side apply), ResourceStreamer (logs).
package rest

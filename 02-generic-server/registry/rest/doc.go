// Package rest defines what a storage can do, one small interface per
// ability: Getter, Lister, Creater, Updater, Patcher, GracefulDeleter,
// CollectionDeleter, Watcher, and the descriptions (Scoper, KindProvider,
// ShortNamesProvider ...). The endpoints installer type-asserts a storage
// against each interface to decide which routes and verbs to serve, so a
// storage grows a verb by growing a method.
//
// The strategies (create.go, update.go, delete.go) say what is special
// about a kind: RESTCreateStrategy, RESTUpdateStrategy, RESTDeleteStrategy,
// and BeforeCreate/BeforeUpdate/BeforeDelete run them with the metadata
// rules every kind shares.
//
// admission.go turns admission into the validation callbacks the handlers
// hand a storage (AdmissionToValidateObjectFunc and its siblings).
//
// Stage 02 adds the interfaces; stage 03 adds the strategies, and its
// registry Store implements every interface.
// Upstream: k8s.io/apiserver/pkg/registry/rest (rest.go, create.go,
// update.go, delete.go, table.go; the AdmissionToValidate... functions
// live in create.go, update.go and delete.go there; WrapUpdatedObjectInfo,
// which stage 07 adds for RBAC's escalation checks).
// Left out: Connecter (pods/exec and proxies), Redirector, StorageVersionProvider,
// ResetFieldsStrategy (server-side apply), ResourceStreamer (logs), and
// the graceful-deletion periods of pods (RESTGracefulDeleteStrategy is
// there, but no kind uses a non-zero grace period yet).
package rest

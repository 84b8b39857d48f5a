// Package registry is the generic registry Store: one implementation of
// every rest verb (create, get, list, update, delete, deletecollection,
// watch) over a storage.Interface, which each resource configures with
// its types, its keys and its strategies (rest.RESTCreateStrategy,
// rest.RESTUpdateStrategy, rest.RESTDeleteStrategy). It is where the API's
// object lifecycle lives: system metadata on create, optimistic
// concurrency on update, finalizers and graceful deletion, dry run.
//
// The flows, as upstream's:
//
//	Create: fill uid and creationTimestamp, generate a name (retrying on a
//	        collision), rest.BeforeCreate, the create validation callback
//	        (admission), storage.Create.
//	Update: storage.GuaranteedUpdate with a function that asks
//	        UpdatedObjectInfo for the new object, checks its
//	        resourceVersion, runs rest.BeforeUpdate and the update
//	        validation callback, and deletes the object instead when the
//	        update removed the last finalizer of an object being deleted.
//	Delete: rest.BeforeDelete; an object with finalizers (or a graceful
//	        delete) is updated with a deletionTimestamp and kept; otherwise
//	        storage.Delete with the preconditions.
//
// A status subresource is a second Store sharing the storage with another
// update strategy (see NewStatusREST). A scale subresource (ScaleREST,
// built with NewScaleREST and a ScaleAccessor that reads and sets a kind's
// replicas) Gets the object and Updates it through an UpdatedObjectInfo
// that maps the autoscaling Scale onto it; upstream writes one ScaleREST
// per resource, we write it once.
//
// Stage 03 adds it; it replaces stage 02's registry/memory.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry (store.go,
// dryrun.go, decorated_watcher.go).
// A strategy that resets fields (status on the main resource, spec on
// /status) says which by implementing rest.ResetFieldsStrategy; the Store
// and StatusREST pass it on (GetResetFields) to the field manager. See
// apps/deployment's strategies for the example to copy.
//
// With EnableGarbageCollection (--enable-garbage-collector, off by
// default here: no stage runs a collector), a delete's propagation policy
// adds the orphan or foregroundDeletion finalizer, for
// kube-controller-manager's garbage collector; off, policies are
// validated and otherwise ignored, as upstream with garbage collection
// disabled.
//
// Left out: the watch cache, TTLs, BeginCreate/BeginUpdate hooks,
// the garbage collector itself, storage version hashes, and the
// corrupt-object unsafe delete.
package registry

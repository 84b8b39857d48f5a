package generic

import (
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// RESTOptions is the storage a resource's Store is built on.
// Upstream: k8s.io/apiserver/pkg/registry/generic.RESTOptions.
type RESTOptions struct {
	// Decorator makes the storage.Interface of the resource.
	Decorator StorageDecorator
	// Codec is the storage codec (internal objects to the storage version
	// and back). The dry-run storage uses it to give a dry run the object
	// a real write would have stored.
	// Upstream: RESTOptions.StorageConfig.Codec.
	Codec runtime.Codec
	// ResourcePrefix is where the resource's keys live under the etcd
	// prefix: "configmaps", "deployments", "<group>/<plural>".
	ResourcePrefix string
	// EnableGarbageCollection says a garbage collector runs
	// (--enable-garbage-collector): only then does the Store add the
	// orphan or foregroundDeletion finalizers that propagation policies
	// ask for.
	EnableGarbageCollection bool
	// DeleteCollectionWorkers is how many deletes a DeleteCollection runs
	// at once; 0 or 1 means one after the other.
	DeleteCollectionWorkers int

	// StorageObjectCountTracker, when set, is told how many objects the
	// resource has, every CountMetricPollPeriod. Stage 06's API Priority
	// and Fairness estimates a list's width from it.
	// Upstream: RESTOptions.StorageConfig.StorageObjectCountTracker and
	// RESTOptions.CountMetricPollPeriod.
	StorageObjectCountTracker StorageObjectCountTracker
	CountMetricPollPeriod     time.Duration
}

// StorageObjectCountTracker keeps the number of stored objects of each
// resource, named as schema.GroupResource.String() names it ("pods",
// "deployments.apps").
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.StorageObjectCountTracker
// (its Set half).
type StorageObjectCountTracker interface {
	Set(groupResource string, count int64)
}

// RESTOptionsGetter gives a resource its RESTOptions.
// Upstream: k8s.io/apiserver/pkg/registry/generic.RESTOptionsGetter.
type RESTOptionsGetter interface {
	GetRESTOptions(resource schema.GroupResource, example runtime.Object) (RESTOptions, error)
}

// StoreOptions are what CompleteWithOptions needs: the RESTOptions, and
// the attribute function selectors match on (nil: metadata.name, and
// metadata.namespace for namespaced resources).
// Upstream: k8s.io/apiserver/pkg/registry/generic.StoreOptions.
type StoreOptions struct {
	RESTOptions RESTOptionsGetter
	AttrFunc    storage.AttrFunc
}

// StorageDecorator makes the storage.Interface of one resource: its keys
// under resourcePrefix, its objects made by newFunc and newListFunc.
// The returned func releases it (closes the client) at shutdown.
// Upstream: k8s.io/apiserver/pkg/registry/generic.StorageDecorator
// (which also takes the storage config, a key function, trigger functions
// and indexers for the watch cache).
type StorageDecorator func(resourcePrefix string, newFunc, newListFunc func() runtime.Object,
	getAttrs storage.AttrFunc) (storage.Interface, func(), error)

package registry

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/cacher"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// StorageWithCacher opens the resource's etcd3 store and puts a watch
// cache in front of it: lists, watches and gets with a resourceVersion
// are served from memory, writes go to etcd. The returned DestroyFunc
// stops the cache, then releases the etcd client. It takes what a
// RESTOptions Decorator has plus the resource's storage config, so the
// built-in registries (controlplane) and the custom resources of stage 04
// can both use it. Its ring of events grows and shrinks as upstream's.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.StorageWithCacher
// (which also takes the key function, trigger functions and indexers).
func StorageWithCacher(config storagebackend.ConfigForResource, resourcePrefix string,
	newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, factory.DestroyFunc, error) {
	return storageWithCacher(config, 0, resourcePrefix, newFunc, newListFunc, getAttrs)
}

// storageWithCacher is StorageWithCacher with the ring's capacity fixed
// at capacity events (--watch-cache-sizes); 0: dynamic.
func storageWithCacher(config storagebackend.ConfigForResource, capacity int, resourcePrefix string,
	newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, factory.DestroyFunc, error) {
	s, destroy, err := factory.Create(context.Background(), config, newFunc, newListFunc, resourcePrefix)
	if err != nil {
		return nil, nil, err
	}
	if getAttrs == nil {
		getAttrs = storage.DefaultNamespaceScopedAttr
	}
	c, err := cacher.NewCacherFromConfig(cacher.Config{
		Storage:        s,
		Versioner:      storage.APIObjectVersioner{},
		GroupResource:  config.GroupResource,
		ResourcePrefix: resourcePrefix,
		GetAttrsFunc:   getAttrs,
		NewFunc:        newFunc,
		NewListFunc:    newListFunc,
		IndexedFields:  indexedFields(config.GroupResource),
		// Upstream ignores a size other than 0 since its ring became
		// dynamic; we keep it, as a fixed capacity.
		EventsHistorySize: capacity,
	})
	if err != nil {
		destroy()
		return nil, nil, fmt.Errorf("watch cache for %v: %w", config.GroupResource, err)
	}
	return c, func() {
		c.Stop()
		destroy()
	}, nil
}

// indexedFields are the fields the watch cache of resource indexes, as
// upstream's: spec.nodeName for pods (each kubelet lists and watches its
// node's pods), nothing for any other resource. A list across namespaces
// by metadata.name walks the cache and matches each element's fields, as
// upstream's does; an index of names cost ~300 B per cached object (a set
// of keys per name: 30 MB for 100,000 ConfigMaps) for lists that are rare
// (an informer of one name in every namespace lists once, then watches).
// Upstream: the Indexers each registry passes to StorageWithCacher
// (pods: pod.Indexers, "f:spec.nodeName").
func indexedFields(resource schema.GroupResource) []string {
	if resource == (schema.GroupResource{Resource: "pods"}) {
		return []string{"spec.nodeName"}
	}
	return nil
}

// WatchCacheReadiness waits for every watch cache built through it to
// have done its first list from etcd. Stage 03 runs its Hook as the
// post-start hook "storage-readiness", as upstream does: /readyz reports
// poststarthook/storage-readiness failed until the hook returns, and a
// post-start hook reaches the /readyz of every server that delegates to
// this one (stages 04-07). A later re-list does not take the server out
// of rotation: requests wait for the cache, or go to etcd, meanwhile. A
// cache whose storage is destroyed stops counting. It is also a /readyz
// check of its own ("watch-cache", what a server that delegates to no
// one, as the sample API server, can use).
// Upstream: k8s.io/apiserver/pkg/server.StorageReadinessHook (which waits
// for every registered storage's ReadinessCheck, Cacher.ReadinessCheck for
// a cached one, polling every 100 ms; ours wakes when a cache is ready).
type WatchCacheReadiness struct {
	mu      sync.Mutex
	pending map[*cacher.Cacher]schema.GroupResource
}

// NewWatchCacheReadiness returns a check with no cache to wait for.
func NewWatchCacheReadiness() *WatchCacheReadiness {
	return &WatchCacheReadiness{pending: map[*cacher.Cacher]schema.GroupResource{}}
}

// Name is the check's name under /readyz.
func (r *WatchCacheReadiness) Name() string { return "watch-cache" }

// Check fails, naming them, while some caches have not done their first list.
func (r *WatchCacheReadiness) Check(*http.Request) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	var notReady []string
	for c, resource := range r.pending {
		if c.ReadinessCheck() == nil {
			delete(r.pending, c)
			continue
		}
		notReady = append(notReady, resource.String())
	}
	if len(notReady) == 0 {
		return nil
	}
	sort.Strings(notReady)
	return errors.New("watch caches not initialized yet: " + fmt.Sprint(notReady))
}

// Hook waits until every cache tracked so far has done its first list, or
// timeout has passed (then it logs which are missing and returns nil, as
// upstream's: readiness is not held back for good by one resource), or ctx
// is done. Each cache wakes it when ready: no polling.
// Upstream: k8s.io/apiserver/pkg/server.(*StorageReadinessHook).Hook
// (--storage-initialization-timeout, one minute by default).
func (r *WatchCacheReadiness) Hook(ctx context.Context, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	for {
		err := r.Check(nil)
		if err == nil {
			klog.V(2).Infof("Storage is ready for all registered resources")
			return nil
		}
		if ctx.Err() == context.DeadlineExceeded {
			klog.Warningf("Deadline exceeded while waiting for storage readiness... ignoring: %v", err)
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		for _, c := range r.pendingCaches() {
			if err := c.Wait(ctx); err != nil {
				if ctx.Err() != nil {
					break
				}
				// Stopped: it will never be ready, and counts no more.
				r.mu.Lock()
				delete(r.pending, c)
				r.mu.Unlock()
			}
		}
	}
}

// pendingCaches are the caches Check has not yet seen ready.
func (r *WatchCacheReadiness) pendingCaches() []*cacher.Cacher {
	r.mu.Lock()
	defer r.mu.Unlock()
	caches := make([]*cacher.Cacher, 0, len(r.pending))
	for c := range r.pending {
		caches = append(caches, c)
	}
	return caches
}

// StorageWithCacher is the package's StorageWithCacher whose cache /readyz
// waits for, its ring fixed at capacity events when capacity > 0 (a size
// of --watch-cache-sizes), dynamic when 0. A nil r only builds the storage.
func (r *WatchCacheReadiness) StorageWithCacher(config storagebackend.ConfigForResource, capacity int, resourcePrefix string,
	newFunc, newListFunc func() runtime.Object, getAttrs storage.AttrFunc) (storage.Interface, factory.DestroyFunc, error) {
	s, destroy, err := storageWithCacher(config, capacity, resourcePrefix, newFunc, newListFunc, getAttrs)
	if err != nil || r == nil {
		return s, destroy, err
	}
	untrack := r.track(s.(*cacher.Cacher), config.GroupResource)
	return s, func() {
		untrack()
		destroy()
	}, nil
}

// track makes the check wait for c's first list, until untrack.
func (r *WatchCacheReadiness) track(c *cacher.Cacher, resource schema.GroupResource) (untrack func()) {
	r.mu.Lock()
	r.pending[c] = resource
	r.mu.Unlock()
	return func() {
		r.mu.Lock()
		delete(r.pending, c)
		r.mu.Unlock()
	}
}

package informers

import (
	"context"
	"fmt"
	"sort"
	"sync"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// SharedInformerFactory hands out one informer per resource and starts
// them all. An informer asked for after Start starts at once.
// Upstream: k8s.io/client-go/informers.SharedInformerFactory.
type SharedInformerFactory struct {
	storages *Storages

	mu        sync.Mutex
	informers map[schema.GroupResource]*cache.Informer
	ctx       context.Context // set by Start
}

// NewSharedInformerFactory returns a factory whose informers read
// storages.
// Upstream: k8s.io/client-go/informers.NewSharedInformerFactory.
func NewSharedInformerFactory(storages *Storages) *SharedInformerFactory {
	return &SharedInformerFactory{storages: storages, informers: map[schema.GroupResource]*cache.Informer{}}
}

// ForResource returns the informer of gr, made on first use. Its storage
// is looked up when it lists, so it may be asked for before the master
// exists.
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).ForResource.
func (f *SharedInformerFactory) ForResource(gr schema.GroupResource) *cache.Informer {
	f.mu.Lock()
	defer f.mu.Unlock()
	if informer, ok := f.informers[gr]; ok {
		return informer
	}
	informer := cache.NewInformer(storageListerWatcher{storages: f.storages, resource: gr})
	f.informers[gr] = informer
	if f.ctx != nil {
		go informer.Run(f.ctx)
	}
	return informer
}

// Start runs every informer asked for so far, and every later one, until
// ctx is done. It does not block; a second call does nothing.
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).Start.
func (f *SharedInformerFactory) Start(ctx context.Context) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.ctx != nil {
		return
	}
	f.ctx = ctx
	for _, informer := range f.informers {
		go informer.Run(ctx)
	}
}

// WaitForCacheSync waits until every informer asked for so far has
// listed once, and says which have (false: ctx ended first).
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).WaitForCacheSync.
func (f *SharedInformerFactory) WaitForCacheSync(ctx context.Context) map[schema.GroupResource]bool {
	f.mu.Lock()
	informers := make(map[schema.GroupResource]*cache.Informer, len(f.informers))
	for gr, informer := range f.informers {
		informers[gr] = informer
	}
	f.mu.Unlock()
	synced := make(map[schema.GroupResource]bool, len(informers))
	for gr, informer := range informers {
		synced[gr] = informer.WaitForSync(ctx)
	}
	return synced
}

// NotSynced lists, sorted, the resources whose informers have not
// listed yet: what the readiness check names.
func (f *SharedInformerFactory) NotSynced() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var names []string
	for gr, informer := range f.informers {
		if !informer.HasSynced() {
			names = append(names, gr.String())
		}
	}
	sort.Strings(names)
	return names
}

// storageListerWatcher lists and watches the storage of a resource,
// found in Storages when the informer asks.
type storageListerWatcher struct {
	storages *Storages
	resource schema.GroupResource
}

var _ cache.ListerWatcher = storageListerWatcher{}

func (lw storageListerWatcher) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	st, err := lw.storages.Get(lw.resource)
	if err != nil {
		return nil, err
	}
	lister, ok := st.(interface {
		List(context.Context, *metainternalversion.ListOptions) (runtime.Object, error)
	})
	if !ok {
		return nil, fmt.Errorf("%s cannot be listed", lw.resource)
	}
	return lister.List(ctx, options)
}

func (lw storageListerWatcher) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	st, err := lw.storages.Get(lw.resource)
	if err != nil {
		return nil, err
	}
	watcher, ok := st.(rest.Watcher)
	if !ok {
		return nil, fmt.Errorf("%s cannot be watched", lw.resource)
	}
	return watcher.Watch(ctx, options)
}

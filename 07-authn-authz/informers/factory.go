package informers

import (
	"context"
	"fmt"
	"sort"
	"sync"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// SharedInformerFactory hands out one informer per resource and starts
// them all. An informer asked for after Start starts at once.
// Upstream: k8s.io/client-go/informers.SharedInformerFactory.
type SharedInformerFactory struct {
	storages *Storages

	mu        sync.Mutex
	informers map[informerKey]*cache.Informer
	ctx       context.Context // set by Start
}

// informerKey is a resource, and for a filtered informer its namespace
// and field selector.
type informerKey struct {
	resource      schema.GroupResource
	namespace     string
	fieldSelector string
}

// String is the resource, and the filter if any: what NotSynced names.
func (k informerKey) String() string {
	if k.namespace == "" && k.fieldSelector == "" {
		return k.resource.String()
	}
	return fmt.Sprintf("%s (namespace %q, fields %q)", k.resource, k.namespace, k.fieldSelector)
}

// NewSharedInformerFactory returns a factory whose informers read
// storages.
// Upstream: k8s.io/client-go/informers.NewSharedInformerFactory.
func NewSharedInformerFactory(storages *Storages) *SharedInformerFactory {
	return &SharedInformerFactory{storages: storages, informers: map[informerKey]*cache.Informer{}}
}

// ForResource returns the informer of gr, made on first use. Its storage
// is looked up when it lists, so it may be asked for before the master
// exists.
// Upstream: k8s.io/client-go/informers.(*sharedInformerFactory).ForResource.
func (f *SharedInformerFactory) ForResource(gr schema.GroupResource) *cache.Informer {
	return f.informer(informerKey{resource: gr})
}

// ForFilteredResource returns the informer of the objects of gr in
// namespace ("": every namespace) whose fields match fieldSelector ("":
// all), made on first use and shared by those who ask for the same. A
// controller that reads a few objects of a resource watches those only:
// the process then holds no copy of the others, nor copies each of their
// events. kube-apiserver's own controllers do so upstream (the
// extension-apiserver-authentication and legacy token tracking
// ConfigMaps, in kube-system).
// Upstream: k8s.io/client-go/informers.NewSharedInformerFactoryWithOptions with
// WithNamespace and WithTweakListOptions (a FieldSelector).
func (f *SharedInformerFactory) ForFilteredResource(gr schema.GroupResource, namespace, fieldSelector string) *cache.Informer {
	return f.informer(informerKey{resource: gr, namespace: namespace, fieldSelector: fieldSelector})
}

func (f *SharedInformerFactory) informer(key informerKey) *cache.Informer {
	f.mu.Lock()
	defer f.mu.Unlock()
	if informer, ok := f.informers[key]; ok {
		return informer
	}
	informer := cache.NewInformer(storageListerWatcher{storages: f.storages, resource: key.resource,
		namespace: key.namespace, fieldSelector: key.fieldSelector})
	f.informers[key] = informer
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
	informers := make(map[informerKey]*cache.Informer, len(f.informers))
	for key, informer := range f.informers {
		informers[key] = informer
	}
	f.mu.Unlock()
	synced := make(map[schema.GroupResource]bool, len(informers))
	for key, informer := range informers {
		ok := informer.WaitForSync(ctx)
		if prev, seen := synced[key.resource]; seen {
			ok = ok && prev
		}
		synced[key.resource] = ok
	}
	return synced
}

// NotSynced lists, sorted, the resources whose informers have not
// listed yet: what the readiness check names.
func (f *SharedInformerFactory) NotSynced() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var names []string
	for key, informer := range f.informers {
		if !informer.HasSynced() {
			names = append(names, key.String())
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
	// namespace and fieldSelector ("": none) narrow every list and watch.
	namespace     string
	fieldSelector string
}

// narrow puts the informer's namespace and field selector into a list or
// watch request.
func (lw storageListerWatcher) narrow(ctx context.Context, options *metainternalversion.ListOptions) (context.Context, *metainternalversion.ListOptions, error) {
	if lw.namespace != "" {
		ctx = request.WithNamespace(ctx, lw.namespace)
	}
	if lw.fieldSelector != "" {
		sel, err := fields.ParseSelector(lw.fieldSelector)
		if err != nil {
			return nil, nil, err
		}
		o := metainternalversion.ListOptions{}
		if options != nil {
			o = *options
		}
		o.FieldSelector = sel
		options = &o
	}
	return ctx, options, nil
}

var _ cache.ListerWatcher = storageListerWatcher{}

func (lw storageListerWatcher) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	ctx, options, err := lw.narrow(ctx, options)
	if err != nil {
		return nil, err
	}
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
	ctx, options, err := lw.narrow(ctx, options)
	if err != nil {
		return nil, err
	}
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

package cache

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// ListerWatcher is the storage an Informer reads: a registry's REST
// storage does both.
// Upstream: k8s.io/client-go/tools/cache.ListerWatcher.
type ListerWatcher interface {
	List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error)
	rest.Watcher
}

// ResourceEventHandler is told about every change the informer sees.
// Objects are the informer's own copies: handlers must not change them.
// Upstream: k8s.io/client-go/tools/cache.ResourceEventHandler.
type ResourceEventHandler interface {
	OnAdd(obj runtime.Object)
	OnUpdate(oldObj, newObj runtime.Object)
	OnDelete(obj runtime.Object)
}

// ResourceEventHandlerFuncs adapts functions to a ResourceEventHandler;
// a nil function ignores its event.
// Upstream: k8s.io/client-go/tools/cache.ResourceEventHandlerFuncs.
type ResourceEventHandlerFuncs struct {
	AddFunc    func(obj runtime.Object)
	UpdateFunc func(oldObj, newObj runtime.Object)
	DeleteFunc func(obj runtime.Object)
}

// OnAdd calls AddFunc.
func (r ResourceEventHandlerFuncs) OnAdd(obj runtime.Object) {
	if r.AddFunc != nil {
		r.AddFunc(obj)
	}
}

// OnUpdate calls UpdateFunc.
func (r ResourceEventHandlerFuncs) OnUpdate(oldObj, newObj runtime.Object) {
	if r.UpdateFunc != nil {
		r.UpdateFunc(oldObj, newObj)
	}
}

// OnDelete calls DeleteFunc.
func (r ResourceEventHandlerFuncs) OnDelete(obj runtime.Object) {
	if r.DeleteFunc != nil {
		r.DeleteFunc(obj)
	}
}

// relistDelay is how long the informer waits before listing again after
// a failed list or a watch that ended with an error.
const relistDelay = time.Second

// Informer mirrors one resource in memory, keyed as MetaNamespaceKeyFunc
// keys: by name for a cluster-scoped resource, by namespace/name for a
// namespaced one (it lists and watches every namespace). Add handlers
// before Run; HasSynced turns true once the first list has been
// delivered to them.
// Upstream: k8s.io/client-go/tools/cache.SharedIndexInformer, with the
// Reflector that feeds it and the thread-safe store it keeps.
type Informer struct {
	lw        ListerWatcher
	transform TransformFunc // nil: objects are stored as listed and watched
	started   atomic.Bool

	lock       sync.RWMutex
	items      map[string]runtime.Object  // by key
	sorted     []runtime.Object           // every item, by key; nil after a change, until List
	listView   func([]runtime.Object) any // computed from sorted each time it is rebuilt
	view       any                        // listView(sorted), valid while sorted is not nil
	handlers   []ResourceEventHandler
	synced     chan struct{} // closed once the first list reached the handlers
	syncedOnce sync.Once
}

// NewInformer returns an informer over lw; nothing happens until Run.
// Upstream: k8s.io/client-go/tools/cache.NewSharedIndexInformer.
func NewInformer(lw ListerWatcher) *Informer {
	return &Informer{lw: lw, items: map[string]runtime.Object{}, synced: make(chan struct{})}
}

// TransformFunc turns an object the informer listed or watched into the
// object it stores and hands to its handlers (a copy in another version,
// or the same object trimmed). It is called once per object and event,
// before anything else sees the object, and must keep its namespace and
// name.
// Upstream: k8s.io/client-go/tools/cache.TransformFunc.
type TransformFunc func(runtime.Object) (runtime.Object, error)

// SetTransform sets the transform; call it before Run, which refuses it
// afterwards.
// Upstream: k8s.io/client-go/tools/cache.(*sharedIndexInformer).SetTransform.
func (i *Informer) SetTransform(f TransformFunc) error {
	if i.started.Load() {
		return errors.New("informer has already started")
	}
	i.transform = f
	return nil
}

// SetListView sets a function of the sorted list (every object, by key),
// called each time that list is rebuilt after a change, whose result
// ListView returns until the next change: for a reader on every request
// that wants the list in a form of its own (a typed slice), made once per
// change instead of once per read. Call it before Run, which refuses it
// afterwards. The function must not keep or change the slice it is given.
// Upstream: none; a lister's List builds a new slice on every call.
func (i *Informer) SetListView(view func(sorted []runtime.Object) any) error {
	if i.started.Load() {
		return errors.New("informer has already started")
	}
	i.listView = view
	return nil
}

// transformed is obj through the transform, if there is one.
func (i *Informer) transformed(obj runtime.Object) (runtime.Object, error) {
	if i.transform == nil {
		return obj, nil
	}
	return i.transform(obj)
}

// AddEventHandler registers h; call it before Run.
// Upstream: k8s.io/client-go/tools/cache.(*sharedIndexInformer).AddEventHandler.
func (i *Informer) AddEventHandler(h ResourceEventHandler) {
	i.lock.Lock()
	defer i.lock.Unlock()
	i.handlers = append(i.handlers, h)
}

// HasSynced reports whether the first list has reached the handlers.
// Upstream: k8s.io/client-go/tools/cache.(*sharedIndexInformer).HasSynced.
func (i *Informer) HasSynced() bool {
	select {
	case <-i.synced:
		return true
	default:
		return false
	}
}

// Get returns the object of key, if the informer has it: its name for
// a cluster-scoped object, namespace/name for a namespaced one.
// Upstream: a generated lister's Get, and the store's GetByKey.
func (i *Informer) Get(key string) (runtime.Object, bool) {
	i.lock.RLock()
	defer i.lock.RUnlock()
	obj, ok := i.items[key]
	return obj, ok
}

// List returns every object, sorted by key. The order is kept until the
// next change, so that the RBAC authorizer's walk of every
// ClusterRoleBinding on every request does not sort them each time.
// Upstream: a generated lister's List (in the store's map order).
func (i *Informer) List() []runtime.Object {
	sorted, _ := i.sortedAndView()
	return slices.Clone(sorted)
}

// ListView is what the function of SetListView made of the current
// sorted list (nil without one). It is shared by every caller until the
// next change: callers must not change it.
func (i *Informer) ListView() any {
	_, view := i.sortedAndView()
	return view
}

// sortedAndView returns the sorted list and its view, rebuilding both
// after a change.
func (i *Informer) sortedAndView() ([]runtime.Object, any) {
	i.lock.RLock()
	sorted, view := i.sorted, i.view
	i.lock.RUnlock()
	if sorted == nil {
		i.lock.Lock()
		if i.sorted == nil {
			i.sorted = i.listLocked(func(string) bool { return true })
			i.view = nil
			if i.listView != nil {
				i.view = i.listView(i.sorted)
			}
		}
		sorted, view = i.sorted, i.view
		i.lock.Unlock()
	}
	return sorted, view
}

// ByNamespace returns the objects of namespace, sorted by name.
// Upstream: a generated namespace lister's List, which reads the
// store's namespace index; this walks every object instead.
func (i *Informer) ByNamespace(namespace string) []runtime.Object {
	prefix := namespace + "/"
	return i.list(func(key string) bool { return strings.HasPrefix(key, prefix) })
}

// list returns the objects whose keys match, sorted by key.
func (i *Informer) list(match func(key string) bool) []runtime.Object {
	i.lock.RLock()
	defer i.lock.RUnlock()
	return i.listLocked(match)
}

// listLocked is list, the lock held.
func (i *Informer) listLocked(match func(key string) bool) []runtime.Object {
	keys := make([]string, 0, len(i.items))
	for key := range i.items {
		if match(key) {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	out := make([]runtime.Object, 0, len(keys))
	for _, key := range keys {
		out = append(out, i.items[key])
	}
	return out
}

// Run lists and watches until ctx is done, relisting whenever the watch
// ends. It blocks.
// Upstream: k8s.io/client-go/tools/cache.(*Reflector).ListAndWatch, in a loop.
func (i *Informer) Run(ctx context.Context) {
	i.started.Store(true)
	ctx = request.WithNamespace(ctx, "")
	for ctx.Err() == nil {
		if err := i.listAndWatch(ctx); err != nil && ctx.Err() == nil {
			klog.Errorf("informer: %v; listing again in %v", err, relistDelay)
			select {
			case <-ctx.Done():
			case <-time.After(relistDelay):
			}
		}
	}
}

// listAndWatch replaces the store with a list, then applies watch events
// from the list's resourceVersion until the watch ends.
func (i *Informer) listAndWatch(ctx context.Context) error {
	list, err := i.lw.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		return fmt.Errorf("list: %w", err)
	}
	rv, err := i.replace(list)
	if err != nil {
		return err
	}
	w, err := i.lw.Watch(ctx, &metainternalversion.ListOptions{ResourceVersion: rv, AllowWatchBookmarks: true})
	if err != nil {
		return fmt.Errorf("watch: %w", err)
	}
	defer w.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.ResultChan():
			if !ok {
				return nil // the server ended the watch: relist
			}
			if err := i.apply(ev); err != nil {
				return err
			}
		}
	}
}

// replace swaps in the listed objects, telling the handlers about every
// addition, change and disappearance, and returns the list's
// resourceVersion.
// Upstream: k8s.io/client-go/tools/cache.(*DeltaFIFO).Replace.
func (i *Informer) replace(list runtime.Object) (string, error) {
	listMeta, err := meta.ListAccessor(list)
	if err != nil {
		return "", err
	}
	objs, err := meta.ExtractList(list)
	if err != nil {
		return "", err
	}
	fresh := make(map[string]runtime.Object, len(objs))
	for _, obj := range objs {
		if obj, err = i.transformed(obj); err != nil {
			return "", err
		}
		key, err := MetaNamespaceKeyFunc(obj)
		if err != nil {
			return "", err
		}
		fresh[key] = obj
	}
	i.lock.Lock()
	old := i.items
	i.items = fresh
	i.sorted = nil
	handlers := i.handlers
	i.lock.Unlock()

	for key, obj := range fresh {
		if prev, ok := old[key]; ok {
			notify(handlers, func(h ResourceEventHandler) { h.OnUpdate(prev, obj) })
		} else {
			notify(handlers, func(h ResourceEventHandler) { h.OnAdd(obj) })
		}
	}
	for key, prev := range old {
		if _, ok := fresh[key]; !ok {
			notify(handlers, func(h ResourceEventHandler) { h.OnDelete(prev) })
		}
	}
	i.syncedOnce.Do(func() { close(i.synced) })
	return listMeta.GetResourceVersion(), nil
}

// apply stores one watch event and tells the handlers.
func (i *Informer) apply(ev watch.Event) error {
	switch ev.Type {
	case watch.Bookmark:
		return nil
	case watch.Error:
		return fmt.Errorf("watch: %v", ev.Object)
	}
	obj, err := i.transformed(ev.Object)
	if err != nil {
		return err
	}
	ev.Object = obj
	key, err := MetaNamespaceKeyFunc(ev.Object)
	if err != nil {
		return err
	}
	i.lock.Lock()
	prev, existed := i.items[key]
	if ev.Type == watch.Deleted {
		delete(i.items, key)
	} else {
		i.items[key] = ev.Object
	}
	i.sorted = nil
	handlers := i.handlers
	i.lock.Unlock()

	switch {
	case ev.Type == watch.Deleted:
		notify(handlers, func(h ResourceEventHandler) { h.OnDelete(ev.Object) })
	case existed:
		notify(handlers, func(h ResourceEventHandler) { h.OnUpdate(prev, ev.Object) })
	default:
		notify(handlers, func(h ResourceEventHandler) { h.OnAdd(ev.Object) })
	}
	return nil
}

func notify(handlers []ResourceEventHandler, f func(ResourceEventHandler)) {
	for _, h := range handlers {
		f(h)
	}
}

// MetaNamespaceKeyFunc is the key of obj in an informer: namespace/name,
// or name alone for an object without a namespace.
// Upstream: k8s.io/client-go/tools/cache.MetaNamespaceKeyFunc.
func MetaNamespaceKeyFunc(obj runtime.Object) (string, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return "", err
	}
	if ns := accessor.GetNamespace(); ns != "" {
		return ns + "/" + accessor.GetName(), nil
	}
	return accessor.GetName(), nil
}

// WaitForCacheSync waits until every informer has synced or ctx is done,
// and reports which.
// Upstream: k8s.io/client-go/tools/cache.WaitForCacheSync.
func WaitForCacheSync(ctx context.Context, informers ...*Informer) bool {
	for _, i := range informers {
		select {
		case <-i.synced:
		case <-ctx.Done():
			return false
		}
	}
	return true
}

// WaitForSync is WaitForCacheSync of this informer alone: what a
// controller hands workqueue.RunWorkers to wait on.
// Upstream: the cache.WaitForCacheSync(ctx.Done(), informer.HasSynced)
// call at the top of each controller's Run.
func (i *Informer) WaitForSync(ctx context.Context) bool {
	return WaitForCacheSync(ctx, i)
}

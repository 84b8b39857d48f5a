package informerstest

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Storage keeps objects of one resource in memory and tells watchers
// about every change. It gets, lists, watches, creates and updates like
// a registry Store; tests change it behind the API's back with Put and
// Remove. A list carries the storage's resourceVersion (a count of its
// changes), and a watch from it first replays the changes since, so an
// informer's list and watch miss nothing that happened in between.
// Upstream: none; the fake clientset's object tracker.
type Storage struct {
	resource schema.GroupResource
	newObj   func() runtime.Object
	newList  func() runtime.Object

	mu          sync.Mutex
	objects     map[string]runtime.Object
	broadcaster *watch.Broadcaster
	history     []watch.Event // every change, the i-th at resourceVersion i+1
	// Creates and Updates count the writes through the API, for tests
	// that a controller wrote (or did not write).
	Creates, Updates int
}

var (
	_ rest.Getter  = (*Storage)(nil)
	_ rest.Lister  = (*Storage)(nil)
	_ rest.Watcher = (*Storage)(nil)
	_ rest.Creater = (*Storage)(nil)
	_ rest.Updater = (*Storage)(nil)
)

// NewStorage returns an empty storage of resource, whose objects newObj
// and lists newList make, holding objects.
func NewStorage(resource schema.GroupResource, newObj, newList func() runtime.Object, objects ...runtime.Object) *Storage {
	s := &Storage{resource: resource, newObj: newObj, newList: newList,
		objects: map[string]runtime.Object{}, broadcaster: watch.NewBroadcaster(100)}
	for _, obj := range objects {
		s.Put(obj)
	}
	return s
}

// Resource is the resource the storage holds.
func (s *Storage) Resource() schema.GroupResource { return s.resource }

// New makes an empty object.
func (s *Storage) New() runtime.Object { return s.newObj() }

// NewList makes an empty list.
func (s *Storage) NewList() runtime.Object { return s.newList() }

// Destroy does nothing.
func (s *Storage) Destroy() {}

// ConvertToTable is not needed by the tests.
func (s *Storage) ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error) {
	return nil, fmt.Errorf("not implemented")
}

// Get returns the object of the context's namespace and name, or NotFound.
func (s *Storage) Get(ctx context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	obj, ok := s.objects[key(request.NamespaceValue(ctx), name)]
	if !ok {
		return nil, apierrors.NewNotFound(s.resource, name)
	}
	return obj.DeepCopyObject(), nil
}

// List returns every object of the context's namespace (all when none).
func (s *Storage) List(ctx context.Context, _ *metainternalversion.ListOptions) (runtime.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.listLocked(request.NamespaceValue(ctx))
}

func (s *Storage) listLocked(namespace string) (runtime.Object, error) {
	keys := make([]string, 0, len(s.objects))
	for k := range s.objects {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var items []runtime.Object
	for _, k := range keys {
		accessor, _ := meta.Accessor(s.objects[k])
		if namespace == "" || accessor.GetNamespace() == namespace {
			items = append(items, s.objects[k].DeepCopyObject())
		}
	}
	list := s.newList()
	if err := meta.SetList(list, items); err != nil {
		return nil, err
	}
	listMeta, err := meta.ListAccessor(list)
	if err != nil {
		return nil, err
	}
	listMeta.SetResourceVersion(strconv.Itoa(len(s.history)))
	return list, nil
}

// Watch sends every change after opts' resourceVersion (one a list
// returned), then every later change; without one, later changes only.
func (s *Storage) Watch(_ context.Context, opts *metainternalversion.ListOptions) (watch.Interface, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var since []watch.Event
	if opts != nil && opts.ResourceVersion != "" {
		rv, err := strconv.Atoi(opts.ResourceVersion)
		if err != nil || rv < 0 || rv > len(s.history) {
			return nil, apierrors.NewBadRequest(fmt.Sprintf("resourceVersion %q: not one of this storage's", opts.ResourceVersion))
		}
		since = s.history[rv:]
	}
	return s.broadcaster.Watch(since...), nil
}

// Create stores obj unless it exists (AlreadyExists).
func (s *Storage) Create(ctx context.Context, obj runtime.Object, _ rest.ValidateObjectFunc, _ *metav1.CreateOptions) (runtime.Object, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	if accessor.GetNamespace() == "" {
		accessor.SetNamespace(request.NamespaceValue(ctx))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key(accessor.GetNamespace(), accessor.GetName())
	if _, ok := s.objects[k]; ok {
		return nil, apierrors.NewAlreadyExists(s.resource, accessor.GetName())
	}
	s.Creates++
	s.storeLocked(k, obj, watch.Added)
	return obj.DeepCopyObject(), nil
}

// Update replaces an existing object with what objInfo makes of it.
func (s *Storage) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	_ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key(request.NamespaceValue(ctx), name)
	old, ok := s.objects[k]
	if !ok {
		return nil, false, apierrors.NewNotFound(s.resource, name)
	}
	obj, err := objInfo.UpdatedObject(ctx, old.DeepCopyObject())
	if err != nil {
		return nil, false, err
	}
	s.Updates++
	s.storeLocked(k, obj, watch.Modified)
	return obj.DeepCopyObject(), false, nil
}

// Put stores obj (added or modified), as if another client wrote it.
func (s *Storage) Put(obj runtime.Object) {
	accessor, _ := meta.Accessor(obj)
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key(accessor.GetNamespace(), accessor.GetName())
	event := watch.Added
	if _, ok := s.objects[k]; ok {
		event = watch.Modified
	}
	s.storeLocked(k, obj, event)
}

// Remove deletes an object, as if another client did.
func (s *Storage) Remove(namespace, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := key(namespace, name)
	if obj, ok := s.objects[k]; ok {
		delete(s.objects, k)
		s.sendLocked(watch.Deleted, obj)
	}
}

// Object returns a copy of the stored object, if any.
func (s *Storage) Object(namespace, name string) (runtime.Object, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	obj, ok := s.objects[key(namespace, name)]
	if !ok {
		return nil, false
	}
	return obj.DeepCopyObject(), true
}

// storeLocked stores obj and tells the watchers.
func (s *Storage) storeLocked(k string, obj runtime.Object, event watch.EventType) {
	s.objects[k] = obj.DeepCopyObject()
	s.sendLocked(event, obj)
}

// sendLocked records a change and tells the watchers.
func (s *Storage) sendLocked(event watch.EventType, obj runtime.Object) {
	s.history = append(s.history, watch.Event{Type: event, Object: obj.DeepCopyObject()})
	s.broadcaster.Action(event, obj.DeepCopyObject())
}

// key is the informer's key: namespace/name, or name when cluster-scoped.
func key(namespace, name string) string {
	if namespace == "" {
		return name
	}
	return namespace + "/" + name
}

package controllertest

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// CRDs is a tiny CRD storage: the informer lists and watches it, the
// controller updates it. It checks resourceVersions like the real one,
// and deletes a CRD that has a deletionTimestamp and no finalizers left.
// Upstream: k8s.io/client-go/testing.ObjectTracker, behind the fake
// clientset of k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset/fake.
type CRDs struct {
	mu      sync.Mutex
	rv      uint64
	items   map[string]*apiextensions.CustomResourceDefinition
	log     []watch.Event // every event, for watches that start late
	rvs     []uint64      // the resourceVersion of each log entry
	b       *watch.Broadcaster
	updates int
	failing int // conflicts to return before accepting updates
}

var (
	_ cache.ListerWatcher = (*CRDs)(nil)
	_ rest.Updater        = (*CRDs)(nil)
)

// NewCRDs returns a storage holding copies of crds, each with its own
// resourceVersion.
// Upstream: k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset/fake.NewSimpleClientset.
func NewCRDs(crds ...*apiextensions.CustomResourceDefinition) *CRDs {
	f := &CRDs{items: map[string]*apiextensions.CustomResourceDefinition{}, b: watch.NewBroadcaster(100)}
	for _, crd := range crds {
		f.put(crd.DeepCopy())
	}
	return f
}

// put stores crd with a new resourceVersion and records the event; the
// caller holds mu, or no one else uses f yet.
func (f *CRDs) put(crd *apiextensions.CustomResourceDefinition) *apiextensions.CustomResourceDefinition {
	f.rv++
	crd.ResourceVersion = strconv.FormatUint(f.rv, 10)
	if crd.UID == "" {
		crd.UID = metav1.UID("uid-" + crd.ResourceVersion)
	}
	ev := watch.Added
	if _, ok := f.items[crd.Name]; ok {
		ev = watch.Modified
	}
	if crd.DeletionTimestamp != nil && len(crd.Finalizers) == 0 {
		delete(f.items, crd.Name)
		ev = watch.Deleted
	} else {
		f.items[crd.Name] = crd
	}
	f.record(ev, crd)
	return crd
}

func (f *CRDs) record(ev watch.EventType, crd *apiextensions.CustomResourceDefinition) {
	f.log = append(f.log, watch.Event{Type: ev, Object: crd.DeepCopy()})
	f.rvs = append(f.rvs, f.rv)
	f.b.Action(ev, crd.DeepCopy())
}

// FailUpdates makes the next n updates fail with a conflict.
// Upstream: a reactor, k8s.io/client-go/testing.(*Fake).PrependReactor.
func (f *CRDs) FailUpdates(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.failing = n
}

// Remove deletes the CRD named name at once, finalizers or not.
// Upstream: k8s.io/client-go/testing.ObjectTracker.Delete.
func (f *CRDs) Remove(name string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	crd, ok := f.items[name]
	if !ok {
		return
	}
	delete(f.items, name)
	f.rv++
	f.record(watch.Deleted, crd)
}

// Get returns a copy of the stored CRD named name, or nil.
// Upstream: k8s.io/client-go/testing.ObjectTracker.Get.
func (f *CRDs) Get(name string) *apiextensions.CustomResourceDefinition {
	f.mu.Lock()
	defer f.mu.Unlock()
	if crd, ok := f.items[name]; ok {
		return crd.DeepCopy()
	}
	return nil
}

// Last returns the type and object of the last event about name: the
// last state of a CRD even after it was deleted.
// Upstream: none; a test of the fake clientset reads its Actions.
func (f *CRDs) Last(name string) (watch.EventType, *apiextensions.CustomResourceDefinition) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := len(f.log) - 1; i >= 0; i-- {
		if crd := f.log[i].Object.(*apiextensions.CustomResourceDefinition); crd.Name == name {
			return f.log[i].Type, crd.DeepCopy()
		}
	}
	return "", nil
}

// UpdateCount is how many updates succeeded.
// Upstream: none; a test of the fake clientset counts its Actions.
func (f *CRDs) UpdateCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.updates
}

// New returns an empty CRD.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Storage.New.
func (f *CRDs) New() runtime.Object { return &apiextensions.CustomResourceDefinition{} }

// NewList returns an empty CRD list.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Lister.NewList.
func (f *CRDs) NewList() runtime.Object { return &apiextensions.CustomResourceDefinitionList{} }

// ConvertToTable is not implemented; it is here to satisfy rest.Lister.
// Upstream: k8s.io/apiserver/pkg/registry/rest.TableConvertor.ConvertToTable.
func (f *CRDs) ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error) {
	return nil, fmt.Errorf("not implemented")
}

// List returns copies of every stored CRD, at the current resourceVersion.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Lister.List.
func (f *CRDs) List(ctx context.Context, _ *metainternalversion.ListOptions) (runtime.Object, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := &apiextensions.CustomResourceDefinitionList{}
	list.ResourceVersion = strconv.FormatUint(f.rv, 10)
	for _, crd := range f.items {
		list.Items = append(list.Items, *crd.DeepCopy())
	}
	return list, nil
}

// Watch replays the events after options.ResourceVersion, then sends new
// ones.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Watcher.Watch.
func (f *CRDs) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	from, _ := strconv.ParseUint(options.ResourceVersion, 10, 64)
	var initial []watch.Event
	for i, ev := range f.log {
		if f.rvs[i] > from {
			initial = append(initial, ev)
		}
	}
	return f.b.Watch(initial...), nil
}

// Update stores the updated CRD unless its resourceVersion is stale or
// FailUpdates asked for a conflict; an update that leaves a CRD being
// deleted without finalizers deletes it.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Updater.Update.
func (f *CRDs) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	_ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	gr := apiextensions.Resource("customresourcedefinitions")
	old, ok := f.items[name]
	if !ok {
		return nil, false, apierrors.NewNotFound(gr, name)
	}
	obj, err := objInfo.UpdatedObject(ctx, old.DeepCopy())
	if err != nil {
		return nil, false, err
	}
	crd := obj.(*apiextensions.CustomResourceDefinition)
	if f.failing > 0 {
		f.failing--
		return nil, false, apierrors.NewConflict(gr, name, fmt.Errorf("injected"))
	}
	if crd.ResourceVersion != old.ResourceVersion {
		return nil, false, apierrors.NewConflict(gr, name, fmt.Errorf("stale resourceVersion %s", crd.ResourceVersion))
	}
	f.updates++
	return f.put(crd.DeepCopy()).DeepCopy(), false, nil
}

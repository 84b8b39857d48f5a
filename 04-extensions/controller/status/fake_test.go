package status

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// fakeCRDs is a tiny CRD storage: the informer lists and watches it, the
// controller updates it. It checks resourceVersions like the real one.
type fakeCRDs struct {
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
	_ cache.ListerWatcher = (*fakeCRDs)(nil)
	_ rest.Updater        = (*fakeCRDs)(nil)
)

func newFakeCRDs(crds ...*apiextensions.CustomResourceDefinition) *fakeCRDs {
	f := &fakeCRDs{items: map[string]*apiextensions.CustomResourceDefinition{}, b: watch.NewBroadcaster(100)}
	for _, crd := range crds {
		f.put(crd.DeepCopy())
	}
	return f
}

// put stores crd with a new resourceVersion and records the event; the
// caller holds mu, or no one else uses f yet.
func (f *fakeCRDs) put(crd *apiextensions.CustomResourceDefinition) *apiextensions.CustomResourceDefinition {
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

func (f *fakeCRDs) record(ev watch.EventType, crd *apiextensions.CustomResourceDefinition) {
	f.log = append(f.log, watch.Event{Type: ev, Object: crd.DeepCopy()})
	f.rvs = append(f.rvs, f.rv)
	f.b.Action(ev, crd.DeepCopy())
}

// set stores crd as a client would (a create or an update).
func (f *fakeCRDs) set(crd *apiextensions.CustomResourceDefinition) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.put(crd.DeepCopy())
}

// remove deletes the CRD named name.
func (f *fakeCRDs) remove(name string) {
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

func (f *fakeCRDs) get(name string) *apiextensions.CustomResourceDefinition {
	f.mu.Lock()
	defer f.mu.Unlock()
	if crd, ok := f.items[name]; ok {
		return crd.DeepCopy()
	}
	return nil
}

func (f *fakeCRDs) updateCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.updates
}

func (f *fakeCRDs) New() runtime.Object     { return &apiextensions.CustomResourceDefinition{} }
func (f *fakeCRDs) NewList() runtime.Object { return &apiextensions.CustomResourceDefinitionList{} }

func (f *fakeCRDs) ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error) {
	return nil, fmt.Errorf("not implemented")
}

func (f *fakeCRDs) List(ctx context.Context, _ *metainternalversion.ListOptions) (runtime.Object, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := &apiextensions.CustomResourceDefinitionList{}
	list.ResourceVersion = strconv.FormatUint(f.rv, 10)
	for _, crd := range f.items {
		list.Items = append(list.Items, *crd.DeepCopy())
	}
	return list, nil
}

func (f *fakeCRDs) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
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

func (f *fakeCRDs) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
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

// eventually polls cond every millisecond until it holds or 5s pass.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

package status

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
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// fakeAPIServices is a tiny APIService storage: the informer lists and
// watches it, the controller updates its status. It checks
// resourceVersions as the real one does and counts updates.
// Upstream: the fake clientset of k8s.io/kube-aggregator/pkg/client.
type fakeAPIServices struct {
	mu      sync.Mutex
	rv      uint64
	items   map[string]*apiregistration.APIService
	log     []watch.Event
	rvs     []uint64
	b       *watch.Broadcaster
	updates int
}

var (
	_ cache.ListerWatcher = (*fakeAPIServices)(nil)
	_ rest.Updater        = (*fakeAPIServices)(nil)
)

func newFakeAPIServices(apiServices ...*apiregistration.APIService) *fakeAPIServices {
	f := &fakeAPIServices{items: map[string]*apiregistration.APIService{}, b: watch.NewBroadcaster(100)}
	for _, s := range apiServices {
		f.put(s.DeepCopy())
	}
	return f
}

// put stores s with a new resourceVersion; the caller holds mu.
func (f *fakeAPIServices) put(s *apiregistration.APIService) {
	f.rv++
	s.ResourceVersion = strconv.FormatUint(f.rv, 10)
	ev := watch.Added
	if _, ok := f.items[s.Name]; ok {
		ev = watch.Modified
	}
	f.items[s.Name] = s
	f.log = append(f.log, watch.Event{Type: ev, Object: s.DeepCopy()})
	f.rvs = append(f.rvs, f.rv)
	f.b.Action(ev, s.DeepCopy())
}

func (f *fakeAPIServices) get(name string) *apiregistration.APIService {
	f.mu.Lock()
	defer f.mu.Unlock()
	if s, ok := f.items[name]; ok {
		return s.DeepCopy()
	}
	return nil
}

func (f *fakeAPIServices) updateCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.updates
}

func (f *fakeAPIServices) New() runtime.Object     { return &apiregistration.APIService{} }
func (f *fakeAPIServices) NewList() runtime.Object { return &apiregistration.APIServiceList{} }
func (f *fakeAPIServices) ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error) {
	return nil, fmt.Errorf("not implemented")
}

func (f *fakeAPIServices) List(context.Context, *metainternalversion.ListOptions) (runtime.Object, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := &apiregistration.APIServiceList{}
	list.ResourceVersion = strconv.FormatUint(f.rv, 10)
	for _, s := range f.items {
		list.Items = append(list.Items, *s.DeepCopy())
	}
	return list, nil
}

func (f *fakeAPIServices) Watch(_ context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
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

func (f *fakeAPIServices) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	_ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	gr := apiregistration.Resource("apiservices")
	old, ok := f.items[name]
	if !ok {
		return nil, false, apierrors.NewNotFound(gr, name)
	}
	obj, err := objInfo.UpdatedObject(ctx, old.DeepCopy())
	if err != nil {
		return nil, false, err
	}
	s := obj.(*apiregistration.APIService)
	if s.ResourceVersion != old.ResourceVersion {
		return nil, false, apierrors.NewConflict(gr, name, fmt.Errorf("stale resourceVersion %s", s.ResourceVersion))
	}
	// the status storage keeps the stored spec
	updated := old.DeepCopy()
	updated.Status = s.Status
	f.put(updated)
	f.updates++
	return updated.DeepCopy(), false, nil
}

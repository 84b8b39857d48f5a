package autoregister

import (
	"context"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

var clusterCtx = request.WithNamespace(context.Background(), "")

func apiService(name string, priority int32, labels map[string]string) *apiregistration.APIService {
	gv := apiregistration.APIServiceNameToGroupVersion(name)
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels},
		Spec: apiregistration.APIServiceSpec{Group: gv.Group, Version: gv.Version,
			GroupPriorityMinimum: priority, VersionPriority: 15},
	}
}

// newStore is an in-memory APIService storage (stage 02's), holding
// initial before the controller starts.
func newStore(t *testing.T, initial ...*apiregistration.APIService) *memory.Store {
	t.Helper()
	s := &memory.Store{
		NewFunc:                   func() runtime.Object { return &apiregistration.APIService{} },
		NewListFunc:               func() runtime.Object { return &apiregistration.APIServiceList{} },
		DefaultQualifiedResource:  apiregistration.Resource("apiservices"),
		SingularQualifiedResource: apiregistration.Resource("apiservice"),
	}
	if err := s.Complete(); err != nil {
		t.Fatal(err)
	}
	for _, a := range initial {
		if _, err := s.Create(clusterCtx, a, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// start runs the informer and the controller until the test ends.
func start(t *testing.T, store *memory.Store, setup func(c *autoRegisterController)) *autoRegisterController {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	informer := cache.NewInformer(store)
	c := NewAutoRegisterController(informer, store)
	setup(c)
	go informer.Run(ctx)
	go c.Run(ctx, 1)
	return c
}

// waitFor polls the stored APIService name until cond holds.
func waitFor(t *testing.T, store *memory.Store, name string, what string, cond func(*apiregistration.APIService, bool) bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		obj, err := store.Get(clusterCtx, name, &metav1.GetOptions{})
		s, _ := obj.(*apiregistration.APIService)
		if cond(s, err == nil) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s never happened (last: %+v, err %v)", name, what, s, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestCheckAPIService walks the cases of upstream's table that a server
// meets: what is created, kept, reverted and deleted, and what is left
// alone.
func TestCheckAPIService(t *testing.T) {
	store := newStore(t,
		// a user's APIService with a name we also want: not ours, left alone
		apiService("v1.users.example.com", 5, nil),
		// managed continuously, no longer wanted: deleted
		apiService("v1.gone.example.com", 1000, map[string]string{AutoRegisterManagedLabel: manageContinuously}),
		// managed continuously, wanted with another spec: reverted
		apiService("v1.crd.example.com", 7, map[string]string{AutoRegisterManagedLabel: manageContinuously}),
	)
	c := start(t, store, func(c *autoRegisterController) {
		c.AddAPIServiceToSyncOnStart(apiService("v1.apps", 17800, nil))
		c.AddAPIServiceToSyncOnStart(apiService("v1.users.example.com", 17000, nil))
		c.AddAPIServiceToSync(apiService("v1.crd.example.com", 1000, nil))
	})

	waitFor(t, store, "v1.apps", "created with the onstart label", func(s *apiregistration.APIService, ok bool) bool {
		return ok && s.Labels[AutoRegisterManagedLabel] == manageOnStart && s.Spec.GroupPriorityMinimum == 17800
	})
	waitFor(t, store, "v1.gone.example.com", "deleted", func(_ *apiregistration.APIService, ok bool) bool { return !ok })
	waitFor(t, store, "v1.crd.example.com", "reverted to the wanted spec", func(s *apiregistration.APIService, ok bool) bool {
		return ok && s.Spec.GroupPriorityMinimum == 1000
	})
	obj, err := store.Get(clusterCtx, "v1.users.example.com", &metav1.GetOptions{})
	if err != nil || obj.(*apiregistration.APIService).Spec.GroupPriorityMinimum != 5 {
		t.Errorf("user's APIService: got %+v, %v; want it untouched (priority 5)", obj, err)
	}

	// An "onstart" APIService, once synced, is the user's to change.
	changed := apiService("v1.apps", 42, map[string]string{AutoRegisterManagedLabel: manageOnStart})
	if _, _, err := store.Update(clusterCtx, "v1.apps", rest.DefaultUpdatedObjectInfo(changed),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	// ... while a continuously managed one is put back.
	drifted := apiService("v1.crd.example.com", 9, map[string]string{AutoRegisterManagedLabel: manageContinuously})
	if _, _, err := store.Update(clusterCtx, "v1.crd.example.com", rest.DefaultUpdatedObjectInfo(drifted),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, store, "v1.crd.example.com", "reverted again", func(s *apiregistration.APIService, ok bool) bool {
		return ok && s.Spec.GroupPriorityMinimum == 1000
	})
	obj, _ = store.Get(clusterCtx, "v1.apps", &metav1.GetOptions{})
	if got := obj.(*apiregistration.APIService).Spec.GroupPriorityMinimum; got != 42 {
		t.Errorf("onstart APIService changed by a user: priority %d; want the user's 42 kept", got)
	}

	// No longer wanted (its CRD went): deleted.
	c.RemoveAPIServiceToSync("v1.crd.example.com")
	waitFor(t, store, "v1.crd.example.com", "deleted", func(_ *apiregistration.APIService, ok bool) bool { return !ok })
}

package crdregistration

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// wanted records what the controller asks the auto-registration
// controller for.
type wanted struct {
	mu  sync.Mutex
	set map[string]apiregistration.APIServiceSpec
}

func (w *wanted) AddAPIServiceToSyncOnStart(s *apiregistration.APIService) { w.AddAPIServiceToSync(s) }
func (w *wanted) AddAPIServiceToSync(s *apiregistration.APIService) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.set[s.Name] = s.Spec
}
func (w *wanted) RemoveAPIServiceToSync(name string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.set, name)
}
func (w *wanted) get(name string) apiregistration.APIServiceSpec {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.set[name]
}
func (w *wanted) names() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []string
	for n := range w.set {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

func crd(name, group string, versions ...apiextensions.CustomResourceDefinitionVersion) *apiextensions.CustomResourceDefinition {
	return &apiextensions.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec:       apiextensions.CustomResourceDefinitionSpec{Group: group, Versions: versions},
	}
}

// TestCRDRegistration: every served version of every CRD is wanted, with
// the CRD priorities; an unserved version, and a deleted CRD's versions,
// are withdrawn; a version two CRDs of a group serve stays while one does.
func TestCRDRegistration(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &apiextensions.CustomResourceDefinition{} },
		NewListFunc:               func() runtime.Object { return &apiextensions.CustomResourceDefinitionList{} },
		DefaultQualifiedResource:  apiextensions.Resource("customresourcedefinitions"),
		SingularQualifiedResource: apiextensions.Resource("customresourcedefinition"),
	}
	if err := store.Complete(); err != nil {
		t.Fatal(err)
	}
	create := func(c *apiextensions.CustomResourceDefinition) {
		if _, err := store.Create(ctx, c, rest.ValidateAllObjectFunc, &metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	create(crd("crontabs.stable.example.com", "stable.example.com",
		apiextensions.CustomResourceDefinitionVersion{Name: "v1", Served: true, Storage: true},
		apiextensions.CustomResourceDefinitionVersion{Name: "v1beta1", Served: false}))

	w := &wanted{set: map[string]apiregistration.APIServiceSpec{}}
	informer := cache.NewInformer(store)
	c := NewCRDRegistrationController(informer, w)
	runCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go informer.Run(runCtx)
	go c.Run(runCtx, 1)
	if !c.WaitForInitialSync(runCtx) {
		t.Fatal("no initial sync")
	}
	if got := w.names(); !slices.Equal(got, []string{"v1.stable.example.com"}) {
		t.Fatalf("after the initial sync: got %v; want only the served version", got)
	}
	if spec := w.get("v1.stable.example.com"); spec.GroupPriorityMinimum != 1000 || spec.VersionPriority != 100 || spec.Service != nil {
		t.Errorf("got %+v; want a Local APIService with priorities 1000/100", spec)
	}

	create(crd("cronjobs.stable.example.com", "stable.example.com",
		apiextensions.CustomResourceDefinitionVersion{Name: "v1", Served: true, Storage: true},
		apiextensions.CustomResourceDefinitionVersion{Name: "v2", Served: true}))
	waitNames(t, w, "v1.stable.example.com", "v2.stable.example.com")

	if _, _, err := store.Delete(ctx, "cronjobs.stable.example.com", rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	// v1 is still served by crontabs; v2 went with cronjobs.
	waitNames(t, w, "v1.stable.example.com")
}

func waitNames(t *testing.T, w *wanted, want ...string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !slices.Equal(w.names(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("got %v; want %v", w.names(), want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

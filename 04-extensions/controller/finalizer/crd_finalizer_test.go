package finalizer

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"sync"
	"testing"
	"time"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// fakeCRs is a custom resource storage: objects by namespace and name.
// Objects named "stuck-*" survive DeleteCollection while stuck is set,
// as if they had finalizers of their own.
type fakeCRs struct {
	mu      sync.Mutex
	items   map[[2]string]bool // namespace, name
	stuck   bool
	deleted []string // namespaces passed to DeleteCollection
	lists   int
}

var _ ListerCollectionDeleter = (*fakeCRs)(nil)

func newFakeCRs(keys ...[2]string) *fakeCRs {
	f := &fakeCRs{items: map[[2]string]bool{}}
	for _, k := range keys {
		f.items[k] = true
	}
	return f
}

func (f *fakeCRs) NewList() runtime.Object { return &unstructured.UnstructuredList{} }

func (f *fakeCRs) ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error) {
	return nil, errors.New("not implemented")
}

func (f *fakeCRs) List(ctx context.Context, _ *metainternalversion.ListOptions) (runtime.Object, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lists++
	ns, _ := request.NamespaceFrom(ctx)
	list := &unstructured.UnstructuredList{}
	for k := range f.items {
		if ns != "" && k[0] != ns {
			continue
		}
		u := unstructured.Unstructured{Object: map[string]interface{}{
			"apiVersion": "example.com/v1", "kind": "Widget",
			"metadata": map[string]interface{}{"namespace": k[0], "name": k[1]},
		}}
		list.Items = append(list.Items, u)
	}
	return list, nil
}

func (f *fakeCRs) DeleteCollection(ctx context.Context, _ rest.ValidateObjectFunc, _ *metav1.DeleteOptions,
	_ *metainternalversion.ListOptions) (runtime.Object, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	ns, _ := request.NamespaceFrom(ctx)
	f.deleted = append(f.deleted, ns)
	for k := range f.items {
		if k[0] == ns && !(f.stuck && len(k[1]) > 6 && k[1][:6] == "stuck-") {
			delete(f.items, k)
		}
	}
	return &unstructured.UnstructuredList{}, nil
}

func (f *fakeCRs) unstick() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.stuck = false
}

func (f *fakeCRs) len() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.items)
}

// getter hands out crs, or err while it is set.
type getter struct {
	mu  sync.Mutex
	crs *fakeCRs
	err error
}

func (g *getter) GetCustomResourceListerCollectionDeleter(*apiextensions.CustomResourceDefinition) (ListerCollectionDeleter, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.err != nil {
		return nil, g.err
	}
	return g.crs, nil
}

func (g *getter) setErr(err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.err = err
}

func newCRD(plural string, deleting, established bool) *apiextensions.CustomResourceDefinition {
	crd := &apiextensions.CustomResourceDefinition{}
	crd.Name = plural + ".example.com"
	crd.Spec.Group = "example.com"
	crd.Spec.Names.Plural = plural
	crd.Status.AcceptedNames = crd.Spec.Names
	crd.Finalizers = []string{apiextensions.CustomResourceCleanupFinalizer}
	if deleting {
		now := metav1.Now()
		crd.DeletionTimestamp = &now
	}
	if established {
		apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
			Type: apiextensions.Established, Status: apiextensions.ConditionTrue, Reason: "InitialNamesAccepted"})
	}
	return crd
}

// run starts an informer over crds and the finalizer until the test ends.
func run(t *testing.T, crds *controllertest.CRDs, g CRClientGetter) {
	t.Helper()
	informer := cache.NewInformer(crds)
	c := NewCRDFinalizer(informer, crds, crds, g)
	c.pollInterval, c.pollTimeout = time.Millisecond, 20*time.Millisecond
	controllertest.Start(t, informer.Run, func(ctx context.Context) { c.Run(ctx, 2) })
}

// gone reports whether the CRD was deleted.
func gone(f *controllertest.CRDs, name string) func() bool {
	return func() bool { ev, _ := f.Last(name); return ev == watch.Deleted }
}

// terminating reports whether the last written CRD has the Terminating
// condition with reason.
func terminating(f *controllertest.CRDs, name, reason string) func() bool {
	return func() bool {
		_, crd := f.Last(name)
		c := apiextensions.FindCRDCondition(crd, apiextensions.Terminating)
		return c != nil && c.Reason == reason
	}
}

func TestCRDFinalizer(t *testing.T) {
	tests := []struct {
		name        string
		established bool
		instances   [][2]string
		wantReason  string
		wantDeleted []string // namespaces emptied
	}{{
		name:        "established with instances",
		established: true,
		instances:   [][2]string{{"a", "w1"}, {"a", "w2"}, {"b", "w3"}},
		wantReason:  "InstanceDeletionCompleted",
		wantDeleted: []string{"a", "b"},
	}, {
		name:        "established, cluster-scoped instances",
		established: true,
		instances:   [][2]string{{"", "w1"}, {"", "w2"}},
		wantReason:  "InstanceDeletionCompleted",
		wantDeleted: []string{""},
	}, {
		name:        "established without instances",
		established: true,
		wantReason:  "InstanceDeletionCompleted",
	}, {
		name:       "never established",
		instances:  [][2]string{{"a", "w1"}},
		wantReason: "NeverEstablished",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crd := newCRD("widgets", true, tt.established)
			keep := newCRD("gadgets", false, true) // not being deleted
			crds := controllertest.NewCRDs(crd, keep)
			crs := newFakeCRs(tt.instances...)
			run(t, crds, &getter{crs: crs})

			controllertest.Eventually(t, "CRD deleted", gone(crds, crd.Name))
			_, last := crds.Last(crd.Name)
			if c := apiextensions.FindCRDCondition(last, apiextensions.Terminating); c.Reason != tt.wantReason {
				t.Errorf("got Terminating reason %q; want %q", c.Reason, tt.wantReason)
			}
			crs.mu.Lock()
			deleted := append([]string(nil), crs.deleted...)
			crs.mu.Unlock()
			sort.Strings(deleted)
			if !reflect.DeepEqual(deleted, tt.wantDeleted) {
				t.Errorf("got DeleteCollection in namespaces %q; want %q", deleted, tt.wantDeleted)
			}
			if tt.established && crs.len() != 0 {
				t.Errorf("got %d instances left; want 0", crs.len())
			}
			if got := crds.Get(keep.Name); got == nil || got.ResourceVersion != "2" {
				t.Errorf("got %v for the CRD not being deleted; want it untouched", got)
			}
		})
	}
}

// TestCRDFinalizerRetries checks that a failed cleanup is recorded and
// retried until it succeeds.
func TestCRDFinalizerRetries(t *testing.T) {
	t.Run("instances that stay", func(t *testing.T) {
		crd := newCRD("widgets", true, true)
		crds := controllertest.NewCRDs(crd)
		crs := newFakeCRs([2]string{"a", "stuck-1"}, [2]string{"a", "w2"})
		crs.stuck = true
		run(t, crds, &getter{crs: crs})
		controllertest.Eventually(t, "InstanceDeletionCheck", terminating(crds, crd.Name, "InstanceDeletionCheck"))
		if got := crds.Get(crd.Name); got == nil || !apiextensions.CRDHasFinalizer(got, apiextensions.CustomResourceCleanupFinalizer) {
			t.Fatalf("got %v; want the CRD kept with its finalizer", got)
		}
		crs.unstick()
		controllertest.Eventually(t, "CRD deleted", gone(crds, crd.Name))
	})
	t.Run("no storage for the instances", func(t *testing.T) {
		crd := newCRD("widgets", true, true)
		crds := controllertest.NewCRDs(crd)
		g := &getter{crs: newFakeCRs([2]string{"a", "w1"}), err: errors.New("no handler yet")}
		run(t, crds, g)
		controllertest.Eventually(t, "InstanceDeletionFailed", terminating(crds, crd.Name, "InstanceDeletionFailed"))
		g.setErr(nil)
		controllertest.Eventually(t, "CRD deleted", gone(crds, crd.Name))
	})
	t.Run("update conflicts", func(t *testing.T) {
		crd := newCRD("widgets", true, false)
		crds := controllertest.NewCRDs(crd)
		crds.FailUpdates(3)
		run(t, crds, &getter{crs: newFakeCRs()})
		controllertest.Eventually(t, "CRD deleted", gone(crds, crd.Name))
	})
}

package factory

import (
	"context"
	"slices"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

func newConfig(dir string) *storagebackend.ConfigForResource {
	c := storagebackend.NewDefaultConfig("/registry", storagetesting.Codec())
	c.EmbeddedDataDir = dir
	return c.ForResource(schema.GroupResource{Resource: "configmaps"})
}

// TestRestartKeepsObjectsAndRevisions stores objects, stops the embedded
// etcd (the last DestroyFunc), starts it again on the same data directory
// and finds the same objects at the same resourceVersions.
func TestRestartKeepsObjectsAndRevisions(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, destroy, err := Create(ctx, *newConfig(dir), storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a", "b", "c"} {
		out := &corev1.ConfigMap{}
		if err := s.Create(ctx, storagetesting.Key("ns", name), storagetesting.NewConfigMap("ns", name, name), out, 0); err != nil {
			t.Fatal(err)
		}
	}
	before := list(ctx, t, s)
	destroy()

	s, destroy, err = Create(ctx, *newConfig(dir), storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	defer destroy()
	after := list(ctx, t, s)
	if !slices.Equal(after, before) {
		t.Errorf("got %v after restart; want %v", after, before)
	}
}

// list returns "name@resourceVersion" of every config map, and the list's revision.
func list(ctx context.Context, t *testing.T, s storage.Interface) []string {
	t.Helper()
	l := &corev1.ConfigMapList{}
	if err := s.GetList(ctx, "/configmaps", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, l); err != nil {
		t.Fatal(err)
	}
	out := []string{"list@" + l.ResourceVersion}
	for _, cm := range l.Items {
		out = append(out, cm.Name+"@"+cm.ResourceVersion)
	}
	return out
}

// TestSharedBackend: two resources share one embedded etcd; it stays up
// until both are destroyed, and the health check sees it.
func TestSharedBackend(t *testing.T) {
	ctx := context.Background()
	c := newConfig(t.TempDir())
	_, destroyA, err := Create(ctx, *c, storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	b, destroyB, err := Create(ctx, *c, storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	check, destroyCheck, err := CreateHealthCheck(ctx, c.Config)
	if err != nil {
		t.Fatal(err)
	}
	destroyA()
	if err := check(); err != nil {
		t.Errorf("health check with one resource left: got %v; want nil", err)
	}
	if err := b.ReadinessCheck(); err != nil {
		t.Errorf("readiness: got %v; want nil", err)
	}
	destroyB()
	destroyCheck()
	if got := len(clients); got != 0 {
		t.Errorf("got %d open backends; want 0", got)
	}
}

// TestDestroyIsIdempotent destroys one of two storages twice: the second
// call must not drop the other's reference, and the embedded etcd closes
// only when the other is destroyed too (OpenBackends).
func TestDestroyIsIdempotent(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	backend := "embedded:" + dir
	_, destroyA, err := Create(ctx, *newConfig(dir), storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	b, destroyB, err := Create(ctx, *newConfig(dir), storagetesting.NewFunc, storagetesting.NewListFunc, "/configmaps")
	if err != nil {
		t.Fatal(err)
	}
	destroyA()
	destroyA()
	if !slices.Contains(OpenBackends(), backend) {
		t.Fatalf("got %v after destroying one storage twice; want %s still open for the other", OpenBackends(), backend)
	}
	list(ctx, t, b) // the other still works
	destroyB()
	if slices.Contains(OpenBackends(), backend) {
		t.Errorf("got %v after destroying both; want %s closed", OpenBackends(), backend)
	}
}

package registry

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/cacher"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
)

// gatedListStorage is an etcd3 store whose lists wait until the gate
// opens: a Cacher in front of it stays before its first list.
type gatedListStorage struct {
	storage.Interface
	gate chan struct{}
}

func (s *gatedListStorage) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	select {
	case <-s.gate:
	case <-ctx.Done():
		return ctx.Err()
	}
	return s.Interface.GetList(ctx, key, opts, listObj)
}

// TestWatchCacheReadiness: the "watch-cache" readyz check fails, naming
// the resource, until the cache has done its first list, then passes; a
// destroyed cache no longer counts.
func TestWatchCacheReadiness(t *testing.T) {
	if testEtcd == nil {
		t.Skip("no etcd with -short")
	}
	gr := schema.GroupResource{Resource: "configmaps"}
	newCacher := newGatedCacher(t, gr)
	r := NewWatchCacheReadiness()
	if r.Name() != "watch-cache" {
		t.Errorf("name %q", r.Name())
	}
	if err := r.Check(nil); err != nil {
		t.Errorf("no cache: %v", err)
	}
	c, gate := newCacher()
	r.track(c, gr)
	stuck, _ := newCacher()
	untrackStuck := r.track(stuck, schema.GroupResource{Group: "apps", Resource: "deployments"})
	if err := r.Check(nil); err == nil || !strings.Contains(err.Error(), "configmaps") || !strings.Contains(err.Error(), "deployments.apps") {
		t.Fatalf("before the first list: %v; want an error naming both resources", err)
	}
	close(gate)
	deadline := time.Now().Add(10 * time.Second)
	for !c.Ready() {
		if time.Now().After(deadline) {
			t.Fatal("cacher not ready in 10s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := r.Check(nil); err == nil || strings.Contains(err.Error(), "configmaps") {
		t.Fatalf("one cache listed: %v; want an error naming deployments.apps only", err)
	}
	untrackStuck()
	if err := r.Check(nil); err != nil {
		t.Fatalf("after the first list: %v", err)
	}
}

// newGatedCacher returns a function that starts a ConfigMap cache whose
// first list waits until its gate is closed.
func newGatedCacher(t *testing.T, gr schema.GroupResource) func() (*cacher.Cacher, chan struct{}) {
	newFunc := func() runtime.Object { return &core.ConfigMap{} }
	newListFunc := func() runtime.Object { return &core.ConfigMapList{} }
	return func() (*cacher.Cacher, chan struct{}) {
		gate := make(chan struct{})
		s := &gatedListStorage{gate: gate, Interface: etcd3.New(testEtcd.Client(), storageCodec(), newFunc, newListFunc,
			fmt.Sprintf("/registry-%d", testPrefix.Add(1)), "/configmaps", gr, storage.APIObjectVersioner{})}
		c, err := cacher.NewCacherFromConfig(cacher.Config{Storage: s, Versioner: storage.APIObjectVersioner{},
			GroupResource: gr, ResourcePrefix: "/configmaps", NewFunc: newFunc, NewListFunc: newListFunc})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Stop)
		return c, gate
	}
}

// TestWatchCacheReadinessHook: the hook "storage-readiness" returns once
// every cache has done its first list (woken by the last one, not
// polling), returns nil at its timeout with a cache still listing (as
// upstream's: readiness is not held back for good), skips a stopped
// cache, and returns the context's error when the server stops first.
func TestWatchCacheReadinessHook(t *testing.T) {
	if testEtcd == nil {
		t.Skip("no etcd with -short")
	}
	gr := schema.GroupResource{Resource: "configmaps"}
	newCacher := newGatedCacher(t, gr)
	hook := func(r *WatchCacheReadiness, ctx context.Context, timeout time.Duration) chan error {
		done := make(chan error, 1)
		go func() { done <- r.Hook(ctx, timeout) }()
		return done
	}

	t.Run("waits for every cache", func(t *testing.T) {
		r := NewWatchCacheReadiness()
		c1, gate1 := newCacher()
		c2, gate2 := newCacher()
		r.track(c1, gr)
		r.track(c2, schema.GroupResource{Group: "apps", Resource: "deployments"})
		done := hook(r, context.Background(), time.Minute)
		close(gate2)
		select {
		case err := <-done:
			t.Fatalf("returned %v with one cache still listing; want it to wait", err)
		case <-time.After(200 * time.Millisecond):
		}
		close(gate1)
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("got %v; want nil", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("did not return in 10s after the last cache listed")
		}
		if err := r.Check(nil); err != nil {
			t.Errorf("check after the hook: got %v; want nil", err)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		r := NewWatchCacheReadiness()
		c, _ := newCacher()
		r.track(c, gr)
		if err := <-hook(r, context.Background(), 50*time.Millisecond); err != nil {
			t.Fatalf("got %v; want nil at the timeout", err)
		}
	})
	t.Run("stopped cache", func(t *testing.T) {
		r := NewWatchCacheReadiness()
		c, _ := newCacher()
		r.track(c, gr)
		c.Stop()
		select {
		case err := <-hook(r, context.Background(), time.Minute):
			if err != nil {
				t.Fatalf("got %v; want nil", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("waited for a stopped cache")
		}
	})
	t.Run("server stopped", func(t *testing.T) {
		r := NewWatchCacheReadiness()
		c, _ := newCacher()
		r.track(c, gr)
		ctx, cancel := context.WithCancel(context.Background())
		done := hook(r, ctx, time.Minute)
		cancel()
		if err := <-done; err != context.Canceled {
			t.Fatalf("got %v; want %v", err, context.Canceled)
		}
	})
}

package registry

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/cacher"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
)

// pausableStorage is an etcd3 store whose watches can be held: while
// paused, the events etcd sends wait, so a Cacher in front of it keeps
// what it had — a stale cache, on demand.
type pausableStorage struct {
	storage.Interface
	mu sync.Mutex // held while paused
}

func (s *pausableStorage) pause()  { s.mu.Lock() }
func (s *pausableStorage) resume() { s.mu.Unlock() }

func (s *pausableStorage) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	inner, err := s.Interface.Watch(ctx, key, opts)
	if err != nil {
		return nil, err
	}
	w := &pausableWatch{inner: inner, out: make(chan watch.Event), stop: make(chan struct{})}
	go func() {
		defer close(w.out)
		for ev := range inner.ResultChan() {
			s.mu.Lock() // waits while paused
			s.mu.Unlock()
			select {
			case w.out <- ev:
			case <-w.stop:
				return
			}
		}
	}()
	return w, nil
}

type pausableWatch struct {
	inner    watch.Interface
	out      chan watch.Event
	stop     chan struct{}
	stopOnce sync.Once
}

func (w *pausableWatch) ResultChan() <-chan watch.Event { return w.out }
func (w *pausableWatch) Stop() {
	w.stopOnce.Do(func() {
		close(w.stop)
		w.inner.Stop()
	})
}

// newCachedConfigMapStore is a config map Store on a Cacher in front of
// etcd3 (as StorageWithCacher builds it), with the etcd3 store's watch
// pausable, and the etcd3 store itself for reads that bypass the cache.
func newCachedConfigMapStore(t *testing.T) (*Store, *cacher.Cacher, *pausableStorage) {
	t.Helper()
	var (
		c      *cacher.Cacher
		paused *pausableStorage
	)
	b := backend{
		name: "etcd+cacher",
		new: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface {
			prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
			paused = &pausableStorage{Interface: etcd3.New(testEtcd.Client(), storageCodec(), newFunc, newListFunc,
				prefix, resourcePrefix, gr, storage.APIObjectVersioner{})}
			var err error
			c, err = cacher.NewCacherFromConfig(cacher.Config{
				Storage: paused, Versioner: storage.APIObjectVersioner{}, GroupResource: gr,
				ResourcePrefix: resourcePrefix, NewFunc: newFunc, NewListFunc: newListFunc,
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(c.Stop)
			return c
		},
	}
	store, _, _ := newConfigMapStoreOn(t, b)
	deadline := time.Now().Add(10 * time.Second)
	for !c.Ready() {
		if time.Now().After(deadline) {
			t.Fatal("cacher not ready in 10s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return store, c, paused
}

// TestStoreUpdateRemovesLastFinalizerWithStaleCache: an update removing
// the last finalizer of an object being deleted deletes it, also when
// the watch cache (which GuaranteedUpdate starts from) has not seen the
// object's last write. This is the CRD finalizer's last step: it writes
// the Terminating condition, then removes its finalizer at the new
// resourceVersion before the cache catches up. The update used to
// return success with an empty object and write nothing: the stale
// attempt's failure (a Conflict, or the emptied-finalizers signal)
// ended etcd3's update loop once it had reread the object.
func TestStoreUpdateRemovesLastFinalizerWithStaleCache(t *testing.T) {
	if testEtcd == nil {
		t.Skip("no etcd with -short")
	}
	tests := []struct {
		name string
		// unconditional: the update carries no resourceVersion, so the
		// stale attempt gets as far as the emptied-finalizers signal
		// rather than a Conflict.
		unconditional bool
	}{
		{name: "update at the current resourceVersion"},
		{name: "unconditional update", unconditional: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, c, etcd := newCachedConfigMapStore(t)
			ctx := nsCtx("ns1")
			key, err := store.KeyFunc(ctx, "c1")
			if err != nil {
				t.Fatal(err)
			}
			in := configMap("ns1", "c1", map[string]string{"k": "v"})
			in.Finalizers = []string{"example.com/hold"}
			mustCreate(t, store, in)
			marked, deleted, err := store.Delete(ctx, "c1", nil, &metav1.DeleteOptions{})
			if err != nil || deleted {
				t.Fatalf("delete: got %v, deleted %v; want the object marked", err, deleted)
			}
			markedRV := marked.(*core.ConfigMap).ResourceVersion
			// the cache has the deletionTimestamp, then stops following etcd
			if err := c.Get(ctx, key, storage.GetOptions{ResourceVersion: markedRV}, &core.ConfigMap{}); err != nil {
				t.Fatal(err)
			}
			etcd.pause()
			resumed := false
			resume := func() {
				if !resumed {
					resumed = true
					etcd.resume()
				}
			}
			defer resume()

			// a write the cache does not see (the Terminating condition)
			written := marked.(*core.ConfigMap).DeepCopy()
			written.Data["condition"] = "Terminating"
			out, _, err := store.Update(ctx, "c1", rest.DefaultUpdatedObjectInfo(written), nil, nil, false, &metav1.UpdateOptions{})
			if err != nil {
				t.Fatalf("update: %v", err)
			}
			current := out.(*core.ConfigMap)
			cached := &core.ConfigMap{}
			if err := c.Get(ctx, key, storage.GetOptions{ResourceVersion: "0"}, cached); err != nil {
				t.Fatal(err)
			}
			if cached.ResourceVersion != markedRV {
				t.Fatalf("cache at %s; want it stale, at %s", cached.ResourceVersion, markedRV)
			}

			// the finalizer's last step
			last := current.DeepCopy()
			last.Finalizers = nil
			if tt.unconditional {
				last.ResourceVersion = ""
			}
			out, created, err := store.Update(ctx, "c1", rest.DefaultUpdatedObjectInfo(last), nil, nil, false, &metav1.UpdateOptions{})
			if err != nil || created {
				t.Fatalf("removing the last finalizer: got %v, created %v; want the object deleted", err, created)
			}
			if got := out.(*core.ConfigMap); got.Name != "c1" || len(got.Finalizers) != 0 {
				t.Errorf("update returned %q with finalizers %v; want c1 without finalizers", got.Name, got.Finalizers)
			}
			// etcd, not the paused cache, says whether it is gone
			err = etcd.Get(ctx, key, storage.GetOptions{}, &core.ConfigMap{})
			if !storage.IsNotFound(err) {
				stored := &core.ConfigMap{}
				_ = etcd.Get(ctx, key, storage.GetOptions{}, stored)
				t.Errorf("etcd get after the update: got %v (rv %s, finalizers %v); want NotFound",
					err, stored.ResourceVersion, stored.Finalizers)
			}
			resume()
			if _, err := store.Get(ctx, "c1", &metav1.GetOptions{}); reason(err) != metav1.StatusReasonNotFound {
				t.Errorf("store get after the update: got %v; want NotFound", err)
			}
		})
	}
}

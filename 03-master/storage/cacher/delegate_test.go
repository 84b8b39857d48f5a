package cacher

import (
	"context"
	"sync"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// suggestionStore records the cached object the cacher passes to the etcd
// store's Delete and GuaranteedUpdate.
type suggestionStore struct {
	storage.Interface
	mu        sync.Mutex
	suggested []runtime.Object // as passed
	copies    []runtime.Object // as they were when passed
}

func (s *suggestionStore) record(obj runtime.Object) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.suggested = append(s.suggested, obj)
	if obj != nil {
		obj = obj.DeepCopyObject()
	}
	s.copies = append(s.copies, obj)
}

func (s *suggestionStore) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	validateDeletion storage.ValidateObjectFunc, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	s.record(cachedExistingObject)
	return s.Interface.Delete(ctx, key, out, preconditions, validateDeletion, cachedExistingObject, opts)
}

func (s *suggestionStore) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, cachedExistingObject runtime.Object) error {
	s.record(cachedExistingObject)
	return s.Interface.GuaranteedUpdate(ctx, key, destination, ignoreNotFound, preconditions, tryUpdate, cachedExistingObject)
}

// TestWritesStartFromTheCachedObject: a delete and an update the caller
// gives no object for start from a copy of the cached one, as upstream's
// CacheDelegator does (etcd then needs no read first); an object the
// cache does not hold starts from nothing (etcd reads it). The copy is
// not the cached object itself, which the etcd store modifies.
func TestWritesStartFromTheCachedObject(t *testing.T) {
	ctx := context.Background()
	var rec *suggestionStore
	c := newTestCacher(t, func(cfg *Config) {
		rec = &suggestionStore{Interface: cfg.Storage}
		cfg.Storage = rec
	})
	created := create(ctx, t, c, "sugg", "cm")
	got := &corev1.ConfigMap{}
	// A list not older than the create waits until the cache has seen it.
	// (Not a consistent list: the wrapper below hides the etcd store's
	// GetCurrentResourceVersion, so that one would go to etcd, waiting
	// for nothing, and the update could find the cache without the object.)
	if err := c.GetList(ctx, "/configmaps/sugg", storage.ListOptions{ResourceVersion: created.ResourceVersion, Recursive: true,
		Predicate: storage.Everything}, &corev1.ConfigMapList{}); err != nil {
		t.Fatal(err)
	}
	key := storagetesting.Key("sugg", "cm")
	update := func(obj runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
		cm := obj.(*corev1.ConfigMap)
		cm.Data = map[string]string{"value": "updated"}
		return cm, nil, nil
	}
	if err := c.GuaranteedUpdate(ctx, key, got, false, nil, update, nil); err != nil {
		t.Fatal(err)
	}
	if err := c.Delete(ctx, key, &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := c.Delete(ctx, storagetesting.Key("sugg", "never-created"), &corev1.ConfigMap{}, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); !storage.IsNotFound(err) {
		t.Errorf("delete of a missing object: got %v; want NotFound", err)
	}

	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.suggested) != 3 {
		t.Fatalf("got %d calls to the etcd store; want 3", len(rec.suggested))
	}
	for i, what := range []string{"update", "delete"} {
		cm, ok := rec.suggested[i].(*corev1.ConfigMap)
		if !ok || cm.Name != "cm" {
			t.Errorf("%s: got cached object %v; want a copy of the cached cm", what, rec.suggested[i])
			continue
		}
		c.watchCache.RLock()
		elem, _ := c.watchCache.getLocked(key)
		c.watchCache.RUnlock()
		if elem != nil && elem.Object == runtime.Object(cm) {
			t.Errorf("%s: got the cached object itself; want a copy", what)
		}
	}
	if cm := rec.copies[0].(*corev1.ConfigMap); cm.Data["value"] != created.Data["value"] || cm.ResourceVersion != created.ResourceVersion {
		t.Errorf("update: got cached data %v at %s; want the created object's %v at %s", cm.Data, cm.ResourceVersion, created.Data, created.ResourceVersion)
	}
	if rec.suggested[2] != nil {
		t.Errorf("delete of an object the cache does not hold: got cached object %v; want nil", rec.suggested[2])
	}
}

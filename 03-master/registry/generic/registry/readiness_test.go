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
	newFunc := func() runtime.Object { return &core.ConfigMap{} }
	newListFunc := func() runtime.Object { return &core.ConfigMapList{} }
	newCacher := func() (*cacher.Cacher, chan struct{}) {
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

package cacher

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// testEtcd is the one embedded etcd every test of the package shares;
// each test gets its own key prefix.
var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) {
	os.Exit(storagetesting.RunWithEmbeddedEtcd(m, &testEtcd))
}

// newEtcdStore returns a ConfigMap etcd3 store under a prefix of its own.
func newEtcdStore() (storage.Interface, string) {
	prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
	return etcd3.New(testEtcd.Client(), storagetesting.Codec(), storagetesting.NewFunc, storagetesting.NewListFunc,
		prefix, "/configmaps", schema.GroupResource{Resource: "configmaps"}, storage.APIObjectVersioner{}), prefix
}

// newTestCacher returns a ready Cacher in front of a fresh etcd3 store,
// stopped at the end of the test.
func newTestCacher(t testing.TB, tweak ...func(*Config)) *Cacher {
	t.Helper()
	s, _ := newEtcdStore()
	config := Config{
		Storage: s, Versioner: storage.APIObjectVersioner{}, GroupResource: schema.GroupResource{Resource: "configmaps"},
		ResourcePrefix: "/configmaps", NewFunc: storagetesting.NewFunc, NewListFunc: storagetesting.NewListFunc,
	}
	for _, f := range tweak {
		f(&config)
	}
	c, err := NewCacherFromConfig(config)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Stop)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.ready.wait(ctx); err != nil {
		t.Fatalf("cacher not ready: %v", err)
	}
	return c
}

// compaction compacts etcd to its current revision and drops the events
// up to rv from the cache's ring, as upstream's cacher tests do
// (compactStorage): the ring only forgets by overflowing otherwise.
func compaction(c *Cacher) storagetesting.Compaction {
	return func(ctx context.Context, t *testing.T, rv string) {
		t.Helper()
		resourceVersion, err := c.versioner.ParseResourceVersion(rv)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.waitUntilFresh(ctx, resourceVersion); err != nil {
			t.Fatal(err)
		}
		c.watchCache.Lock()
		c.watchCache.compactLocked(resourceVersion)
		c.watchCache.Unlock()
		resp, err := testEtcd.Client().Get(ctx, "compaction-probe")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := testEtcd.Client().Compact(ctx, resp.Header.Revision, clientv3.WithCompactPhysical()); err != nil &&
			!strings.Contains(err.Error(), "compacted") {
			t.Fatalf("compact: %v", err)
		}
	}
}

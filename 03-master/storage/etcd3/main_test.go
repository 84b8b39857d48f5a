package etcd3

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
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

// newTestStore returns a ConfigMap store under a prefix of its own.
func newTestStore(t testing.TB) *store {
	t.Helper()
	return newTestStoreWithClient(testEtcd.Client(), fmt.Sprintf("/registry-%d", testPrefix.Add(1)))
}

func newTestStoreWithClient(c *clientv3.Client, prefix string) *store {
	return New(c, storagetesting.Codec(), storagetesting.NewFunc, storagetesting.NewListFunc,
		prefix, "/configmaps", schema.GroupResource{Resource: "configmaps"}, storage.APIObjectVersioner{}).(*store)
}

// compaction compacts etcd to the current revision (at least rv).
func compaction(ctx context.Context, t *testing.T, rv string) {
	t.Helper()
	resp, err := testEtcd.Client().Get(ctx, "compaction-probe")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := testEtcd.Client().Compact(ctx, resp.Header.Revision, clientv3.WithCompactPhysical()); err != nil &&
		!strings.Contains(err.Error(), "compacted") {
		t.Fatalf("compact: %v", err)
	}
}

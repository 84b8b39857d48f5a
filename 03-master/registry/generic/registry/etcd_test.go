package registry

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
)

// testEtcd is the embedded etcd the etcd backend shares; each storage
// gets a key prefix of its own.
var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

// runMain starts embedded etcd in a temporary directory (unless -short),
// runs the tests, and stops it.
func runMain(m *testing.M) int {
	flag.Parse()
	if !testing.Short() {
		dir, err := os.MkdirTemp("", "registry-test-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		testEtcd, err = embedded.Start(context.Background(), embedded.Options{DataDir: dir})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer testEtcd.Close()
	}
	return m.Run()
}

// etcdBackend is etcd3 on the embedded etcd, storing v1 JSON under
// /registry-<n>/<resource>/...
var etcdBackend = backend{
	name: "etcd",
	new: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface {
		prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
		return etcd3.New(testEtcd.Client(), storageCodec(), newFunc, newListFunc, prefix, resourcePrefix, gr, storage.APIObjectVersioner{})
	},
	revision: func(storage.Interface) uint64 {
		resp, err := testEtcd.Client().Get(context.Background(), "/revision-probe")
		if err != nil {
			panic(err)
		}
		return uint64(resp.Header.Revision)
	},
}

// testBackends are the fake, and etcd unless -short.
func testBackends() []backend {
	if testEtcd == nil {
		return []backend{fakeBackend}
	}
	return []backend{fakeBackend, etcdBackend}
}

// TestStoreWatchOnEtcd: a watch through the Store sees a create, as
// ADDED, with the internal object, its resourceVersion, and the Store's
// Decorator applied.
func TestStoreWatchOnEtcd(t *testing.T) {
	if testEtcd == nil {
		t.Skip("no etcd with -short")
	}
	store, _, _ := newConfigMapStoreOn(t, etcdBackend)
	store.Decorator = func(obj runtime.Object) {
		if cm, ok := obj.(*core.ConfigMap); ok {
			cm.Annotations = map[string]string{"decorated": "yes"}
		}
	}
	w, err := store.Watch(nsCtx("ns1"), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	created := mustCreate(t, store, configMap("ns1", "c1", map[string]string{"k": "v"}))
	select {
	case ev := <-w.ResultChan():
		cm, ok := ev.Object.(*core.ConfigMap)
		if ev.Type != watch.Added || !ok || cm.Name != "c1" || cm.ResourceVersion != created.ResourceVersion || cm.Annotations["decorated"] != "yes" {
			t.Errorf("got %s %#v; want ADDED c1 at %s, decorated", ev.Type, ev.Object, created.ResourceVersion)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("got no event in 10s; want ADDED")
	}
}

// TestStoreSurvivesRestart: objects a Store wrote are there, at the same
// resourceVersion, after embedded etcd restarts on the same directory.
func TestStoreSurvivesRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts etcd twice")
	}
	dir := t.TempDir()
	start := func() (*embedded.Etcd, *Store) {
		e, err := embedded.Start(context.Background(), embedded.Options{DataDir: dir})
		if err != nil {
			t.Fatal(err)
		}
		b := etcdBackend
		b.new = func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface {
			return etcd3.New(e.Client(), storageCodec(), newFunc, newListFunc, "/registry", resourcePrefix, gr, storage.APIObjectVersioner{})
		}
		store, _, _ := newConfigMapStoreOn(t, b)
		return e, store
	}
	e, store := start()
	created := mustCreate(t, store, configMap("ns1", "c1", map[string]string{"k": "v"}))
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, store = start()
	defer e.Close()
	got, err := store.Get(nsCtx("ns1"), "c1", nil)
	if err != nil {
		t.Fatal(err)
	}
	cm := got.(*core.ConfigMap)
	if cm.ResourceVersion != created.ResourceVersion || cm.UID != created.UID || cm.Data["k"] != "v" {
		t.Errorf("got rv %s uid %s data %v; want %s %s k=v", cm.ResourceVersion, cm.UID, cm.Data, created.ResourceVersion, created.UID)
	}
}

package embedded

import (
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// TestRestartKeepsData writes a key, restarts etcd on the same data
// directory, and reads the key back at the same revision.
func TestRestartKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := newDataDir(t)
	e, err := Start(ctx, Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	put, err := e.Client().Put(ctx, "/registry/k", "v")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, err = Start(ctx, Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	got, err := e.Client().Get(ctx, "/registry/k")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Kvs) != 1 || string(got.Kvs[0].Value) != "v" {
		t.Fatalf("got %v; want one key with value v", got.Kvs)
	}
	if got.Kvs[0].ModRevision != put.Header.Revision {
		t.Errorf("got mod revision %d; want %d", got.Kvs[0].ModRevision, put.Header.Revision)
	}
}

// TestClientURLServesGRPCAndHTTP starts the member with a client URL for
// people: etcdctl's gRPC and a script's GET /health both work there, as
// on a standalone etcd (hack/run-upstream-apiserver.sh checks /health).
func TestClientURLServesGRPCAndHTTP(t *testing.T) {
	ctx := context.Background()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + l.Addr().String()
	l.Close()
	e, err := Start(ctx, Options{DataDir: newDataDir(t), ClientURL: url})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()

	remote, err := clientv3.New(clientv3.Config{Endpoints: []string{url}, DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer remote.Close()
	if _, err := remote.Put(ctx, "/registry/from-outside", "v"); err != nil {
		t.Fatalf("gRPC at %s: %v", url, err)
	}
	resp, err := http.Get(url + "/health")
	if err != nil {
		t.Fatalf("GET %s/health: %v", url, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"health":"true"`) {
		t.Errorf("got %d %s; want 200 with health true", resp.StatusCode, body)
	}
}

// newDataDir is a data directory for one test that etcd makes itself, so
// it has the private permissions etcd wants (t.TempDir's are 0755, and
// etcd warns about them).
func newDataDir(tb testing.TB) string {
	return filepath.Join(tb.TempDir(), "etcd")
}

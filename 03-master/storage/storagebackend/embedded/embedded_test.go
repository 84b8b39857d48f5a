package embedded

import (
	"context"
	"testing"
)

// TestRestartKeepsData writes a key, restarts etcd on the same data
// directory, and reads the key back at the same revision.
func TestRestartKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
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

package embedded

import (
	"context"
	"fmt"
	"strings"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/etcdserver/api/v3client"
)

// BenchmarkClient compares, against one member in one run, the gRPC
// client over the unix socket that Start connects with and etcd's
// in-process adapter (v3client.New), which stages 03 to 07 used until
// it deadlocked under watch churn (TestWatchChurnLeavesWatchesWorking).
// The adapter exists here only to measure what the socket costs:
//
//	go test -run '^$' -bench Client -count 5 ./03-master/storage/storagebackend/embedded
func BenchmarkClient(b *testing.B) {
	ctx := context.Background()
	e, err := Start(ctx, Options{DataDir: newDataDir(b)})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	inProcess := v3client.New(e.etcd.Server)
	defer inProcess.Close()

	value := strings.Repeat("v", 1024) // about a small ConfigMap
	for i := 0; i < 1000; i++ {
		if _, err := e.Client().Put(ctx, fmt.Sprintf("/registry/list/%04d", i), value); err != nil {
			b.Fatal(err)
		}
	}
	clients := []struct {
		name string
		c    *clientv3.Client
	}{{"socket", e.Client()}, {"in-process", inProcess}}
	for _, c := range clients {
		b.Run("put/"+c.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := c.c.Put(ctx, fmt.Sprintf("/registry/put/%d", i%1000), value); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("get/"+c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := c.c.Get(ctx, "/registry/list/0000"); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("range-1000/"+c.name, func(b *testing.B) {
			for b.Loop() {
				resp, err := c.c.Get(ctx, "/registry/list/", clientv3.WithPrefix())
				if err != nil || len(resp.Kvs) != 1000 {
					b.Fatalf("got %v, %v; want 1000 keys", resp, err)
				}
			}
		})
		b.Run("put-to-watch/"+c.name, func(b *testing.B) {
			wctx, cancel := context.WithCancel(ctx)
			defer cancel()
			w := c.c.Watch(wctx, "/registry/watched", clientv3.WithCreatedNotify())
			<-w
			for b.Loop() {
				if _, err := c.c.Put(ctx, "/registry/watched", value); err != nil {
					b.Fatal(err)
				}
				if resp := <-w; len(resp.Events) != 1 {
					b.Fatalf("got %v; want one event", resp)
				}
			}
		})
	}
}

// BenchmarkStart is Start until the member is ready, on a new data
// directory and on one that holds data, then Close:
//
//	go test -run '^$' -bench Start -count 5 ./03-master/storage/storagebackend/embedded
func BenchmarkStart(b *testing.B) {
	ctx := context.Background()
	b.Run("new", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			e, err := Start(ctx, Options{DataDir: newDataDir(b)})
			if err != nil {
				b.Fatal(err)
			}
			e.Close()
		}
	})
	b.Run("existing", func(b *testing.B) {
		dir := newDataDir(b)
		e, err := Start(ctx, Options{DataDir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := e.Client().Put(ctx, "/registry/namespaces/default", "{}"); err != nil {
			b.Fatal(err)
		}
		e.Close()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			e, err := Start(ctx, Options{DataDir: dir})
			if err != nil {
				b.Fatal(err)
			}
			e.Close()
		}
	})
}

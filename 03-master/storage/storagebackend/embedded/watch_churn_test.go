package embedded

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// TestWatchChurnLeavesWatchesWorking opens and cancels 1,000 watches, 50
// at a time, as informers and controllers do when they restart, then
// checks that a fresh watch still sees a new key and that the goroutines
// went back near where they were. etcd's in-process client adapter
// (v3client.New) deadlocked here: its watch loop and the server's send
// loop blocked on each other, and every later watch stayed silent
// (etcd issues 18879 and 20716). Over a real gRPC connection it cannot.
func TestWatchChurnLeavesWatchesWorking(t *testing.T) {
	ctx := context.Background()
	e, err := Start(ctx, Options{DataDir: newDataDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	c := e.Client()
	if _, err := c.Put(ctx, "/registry/churn/0", "v"); err != nil {
		t.Fatal(err)
	}
	baseline := runtime.NumGoroutine()

	for round := 0; round < 20; round++ {
		if stuck := churnWatches(ctx, c, 50, fmt.Sprintf("/registry/churn/%d", round)); stuck > 0 {
			t.Fatalf("round %d: %d of 50 watches not set up within 5s: the client is stuck", round, stuck)
		}
	}

	// A fresh watch must see the next write within 5 seconds.
	wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	w := c.Watch(wctx, "/registry/fresh/", clientv3.WithPrefix())
	put, err := c.Put(wctx, "/registry/fresh/k", "v")
	if err != nil {
		t.Fatalf("put after churn: %v", err)
	}
	select {
	case resp := <-w:
		if err := resp.Err(); err != nil {
			t.Fatalf("fresh watch: %v", err)
		}
		if len(resp.Events) != 1 || resp.Events[0].Kv.ModRevision != put.Header.Revision {
			t.Fatalf("got events %v; want the put at revision %d", resp.Events, put.Header.Revision)
		}
	case <-wctx.Done():
		t.Fatalf("a fresh watch saw nothing in 5s after 1,000 watches were cancelled: the client is stuck")
	}
	cancel()

	// Cancelled watches must leave no goroutines behind.
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := runtime.NumGoroutine()
		if n <= baseline+10 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("got %d goroutines 5s after the churn; want at most %d (baseline %d + 10)", n, baseline+10, baseline)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// churnWatches opens n watches on key, waits up to 5s until each is set
// up, then cancels them all at once. It returns how many were not set up
// in time (their goroutines may stay blocked: the test fails anyway).
func churnWatches(ctx context.Context, c *clientv3.Client, n int, key string) (stuck int) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	created := make(chan struct{}, n)
	for i := 0; i < n; i++ {
		go func() {
			w := c.Watch(clientv3.WithRequireLeader(ctx), key, clientv3.WithCreatedNotify())
			<-w // the created notification
			created <- struct{}{}
		}()
	}
	timeout := time.After(5 * time.Second)
	for i := 0; i < n; i++ {
		select {
		case <-created:
		case <-timeout:
			return n - i
		}
	}
	return 0
}

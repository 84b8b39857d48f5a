package workqueue

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

func TestRunWorkers(t *testing.T) {
	q := NewRateLimitingQueue(DefaultControllerRateLimiter[string]())
	var (
		mu    sync.Mutex
		calls = map[string]int{}
		done  = make(chan struct{})
	)
	syncHandler := func(_ context.Context, key string) error {
		mu.Lock()
		defer mu.Unlock()
		calls[key]++
		if key == "flaky" && calls[key] < 3 {
			return errors.New("injected")
		}
		if calls["ok"] == 1 && calls["flaky"] == 3 {
			close(done)
		}
		return nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		RunWorkers(ctx, "test", q, 0, syncHandler, nil) // 0 workers runs one
	}()
	q.Add("flaky")
	q.Add("ok")
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("timed out waiting for the flaky key to succeed")
	}
	cancel()
	select {
	case <-stopped:
	case <-time.After(5 * time.Second):
		t.Fatal("RunWorkers did not return after ctx was done")
	}
	if got := q.NumRequeues("flaky"); got != 0 {
		t.Fatalf("got %d requeues after success; want 0 (forgotten)", got)
	}
	q.Add("late")
	if got := q.Len(); got != 0 {
		t.Fatalf("got %d queued after RunWorkers returned; want 0 (shut down)", got)
	}
}

func TestRunWorkersDoesNotRetryAfterCancel(t *testing.T) {
	q := NewRateLimitingQueue(DefaultControllerRateLimiter[string]())
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		RunWorkers(ctx, "test", q, 2, func(context.Context, string) error {
			cancel() // the failure happens while the controller stops
			return errors.New("injected")
		}, nil)
	}()
	q.Add("a")
	<-stopped
	if got := q.NumRequeues("a"); got != 0 {
		t.Fatalf("got %d requeues; want 0: a failure after ctx is done is not retried", got)
	}
}

func TestRunWorkersWaitsForCacheSync(t *testing.T) {
	q := NewRateLimitingQueue(DefaultControllerRateLimiter[string]())
	q.Add("a")
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		never := cache.NewInformer(nil) // not run: it never syncs
		RunWorkers(ctx, "test", q, 1, func(context.Context, string) error {
			t.Error("got a sync before the informer synced; want none")
			return nil
		}, never.WaitForSync)
	}()
	cancel()
	<-stopped
	q.Add("b")
	if got := q.Len(); got != 1 {
		t.Fatalf("got %d queued; want 1 (a, untouched; b refused after shutdown)", got)
	}
}

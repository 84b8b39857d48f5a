package workqueue

import (
	"context"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// RunWorkers runs the controller called name: it waits until cacheSynced
// says its informers have synced (nil: no wait; false: ctx ended first),
// then runs workers goroutines (at least one) that take keys from
// q and pass them to syncHandler, until ctx is done; then it shuts q
// down and waits for them. A key whose syncHandler fails is logged and
// added again rate-limited, unless ctx is done; one that succeeds is
// forgotten by the rate limiter. It blocks.
// Upstream: the Run, runWorker and processNextWorkItem methods each
// controller writes, e.g. k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).Run;
// controller-runtime folds them into
// sigs.k8s.io/controller-runtime/pkg/internal/controller.(*Controller).Start.
func RunWorkers[T comparable](ctx context.Context, name string, q *RateLimitingQueue[T], workers int,
	syncHandler func(context.Context, T) error, cacheSynced func(context.Context) bool) {
	defer q.ShutDown()
	klog.Infof("Starting %s", name)
	defer klog.Infof("Shutting down %s", name)
	if cacheSynced != nil && !cacheSynced(ctx) {
		return
	}
	if workers < 1 {
		workers = 1
	}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for processNextWorkItem(ctx, name, q, syncHandler) {
			}
		}()
	}
	<-ctx.Done()
	q.ShutDown()
	wg.Wait()
}

// processNextWorkItem syncs one key, retrying it later on failure; it
// returns false once the queue is shut down.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).processNextWorkItem.
func processNextWorkItem[T comparable](ctx context.Context, name string, q *RateLimitingQueue[T], syncHandler func(context.Context, T) error) bool {
	key, quit := q.Get()
	if quit {
		return false
	}
	defer q.Done(key)
	err := syncHandler(ctx, key)
	if err == nil {
		q.Forget(key)
		return true
	}
	if ctx.Err() == nil {
		klog.Errorf("%s: %v failed with: %v", name, key, err)
		q.AddRateLimited(key)
	}
	return true
}

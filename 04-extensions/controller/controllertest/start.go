package controllertest

import (
	"context"
	"testing"
)

// Start runs each of runs (an informer's Run, a controller's Run) in its
// own goroutine until the test ends; then it cancels their context and
// waits for all of them to return.
// Upstream: none; upstream's controller tests start informers with
// k8s.io/client-go/informers.(*sharedInformerFactory).Start and the
// controller with go c.Run(ctx, workers).
func Start(t testing.TB, runs ...func(context.Context)) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{}, len(runs))
	for _, run := range runs {
		go func() { run(ctx); done <- struct{}{} }()
	}
	t.Cleanup(func() {
		cancel()
		for range runs {
			<-done
		}
	})
}

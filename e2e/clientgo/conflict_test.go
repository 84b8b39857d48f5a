package clientgo

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/util/retry"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestRetryOnConflict has two writers increment one counter in a configmap
// with retry.RetryOnConflict (read, modify, write; on 409 Conflict read
// again), the optimistic concurrency every controller relies on. The final
// count must be exact: an update the server accepted on a stale
// resourceVersion would lose an increment.
func TestRetryOnConflict(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps")
		ctx := context.Background()
		c := kubernetes.NewForConfigOrDie(srv.RESTConfig(t)).CoreV1().ConfigMaps(namespace)
		if _, err := c.Create(ctx, configMap("counter", "0"), metav1.CreateOptions{}); err != nil {
			t.Fatalf("create: %v", err)
		}

		// First a conflict for certain: two reads, two writes.
		first, err := c.Get(ctx, "counter", metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get: %v", err)
		}
		second := first.DeepCopy()
		first.Data["a"] = "first"
		second.Data["a"] = "second"
		if _, err := c.Update(ctx, first, metav1.UpdateOptions{}); err != nil {
			t.Fatalf("update: %v", err)
		}
		_, err = c.Update(ctx, second, metav1.UpdateOptions{})
		wantStatus(t, "the second of two updates from the same read", err, http.StatusConflict, metav1.StatusReasonConflict)

		// Then the race, from 0.
		if _, err := c.Update(ctx, configMap("counter", "0"), metav1.UpdateOptions{}); err != nil {
			t.Fatalf("reset the counter (an update without resourceVersion is unconditional): %v", err)
		}
		const writers, increments = 2, 25
		backoff := wait.Backoff{Steps: 100, Duration: time.Millisecond, Factor: 1, Jitter: 1}
		var conflicts atomic.Int64
		var wg sync.WaitGroup
		errs := make(chan error, writers)
		for range writers {
			wg.Go(func() {
				for range increments {
					err := retry.RetryOnConflict(backoff, func() error {
						cm, err := c.Get(ctx, "counter", metav1.GetOptions{})
						if err != nil {
							return err
						}
						n, err := strconv.Atoi(cm.Data["a"])
						if err != nil {
							return err
						}
						cm.Data["a"] = strconv.Itoa(n + 1)
						_, err = c.Update(ctx, cm, metav1.UpdateOptions{})
						if apierrors.IsConflict(err) {
							conflicts.Add(1)
						}
						return err
					})
					if err != nil {
						errs <- err
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Errorf("a writer gave up: %v", err)
		}
		final, err := c.Get(ctx, "counter", metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get: %v", err)
		}
		if got, want := final.Data["a"], strconv.Itoa(writers*increments); got != want {
			t.Errorf("counter: got %s after %d writers × %d increments; want %s (an update on a stale resourceVersion was accepted)", got, writers, increments, want)
		}
		t.Logf("%d conflicts retried", conflicts.Load())
	})
}

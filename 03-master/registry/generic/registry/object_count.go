package registry

import (
	"context"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// startObservingCount counts the resource's objects under prefix now and
// every period, and tells tracker; the returned func stops it.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).startObservingCount
// (which also sets apiserver_storage_objects, and jitters the period).
func (e *Store) startObservingCount(prefix string, period time.Duration, tracker generic.StorageObjectCountTracker) func() {
	resourceName := e.DefaultQualifiedResource.String()
	ctx, cancel := context.WithCancel(context.Background())
	var done sync.WaitGroup
	done.Add(1)
	go func() {
		defer done.Done()
		ticker := time.NewTicker(period)
		defer ticker.Stop()
		for {
			if count, err := e.Storage.Storage.Count(ctx, prefix); err != nil {
				if ctx.Err() == nil {
					klog.V(5).Infof("Failed to update storage count metric for %s: %v", resourceName, err)
				}
			} else {
				tracker.Set(resourceName, count)
			}
			select {
			case <-ctx.Done():
				return
			case <-ticker.C:
			}
		}
	}()
	return func() {
		cancel()
		done.Wait()
	}
}

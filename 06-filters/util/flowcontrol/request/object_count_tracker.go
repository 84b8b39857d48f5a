package request

import (
	"errors"
	"sync"
)

// ErrObjectCountNotFound: the resource's count has not been taken
// (a resource without storage, or one just added).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.ObjectCountNotFoundErr.
var ErrObjectCountNotFound = errors.New("object count not found for the given resource")

// StorageObjectCountTracker keeps each resource's latest object count,
// which stage 03's Stores set (every minute) and the list work
// estimator reads.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.StorageObjectCountTracker.
type StorageObjectCountTracker struct {
	lock   sync.RWMutex
	counts map[string]int64
}

// NewStorageObjectCountTracker returns an empty tracker.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.NewStorageObjectCountTracker.
func NewStorageObjectCountTracker() *StorageObjectCountTracker {
	return &StorageObjectCountTracker{counts: map[string]int64{}}
}

// Set records groupResource's count ("pods", "deployments.apps").
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(*objectCountTracker).Set.
func (t *StorageObjectCountTracker) Set(groupResource string, count int64) {
	t.lock.Lock()
	defer t.lock.Unlock()
	t.counts[groupResource] = count
}

// Get returns groupResource's latest count, or ErrObjectCountNotFound.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(*objectCountTracker).Get
// (which also reports a count older than a few minutes as stale).
func (t *StorageObjectCountTracker) Get(groupResource string) (int64, error) {
	t.lock.RLock()
	defer t.lock.RUnlock()
	count, ok := t.counts[groupResource]
	if !ok {
		return 0, ErrObjectCountNotFound
	}
	return count, nil
}

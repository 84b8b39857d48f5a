package workqueue

import (
	"sync"
	"time"
)

// Retry delays of DefaultControllerRateLimiter: the first retry of an item
// waits DefaultBaseDelay, each further one twice as long, up to
// DefaultMaxDelay.
const (
	DefaultBaseDelay = 5 * time.Millisecond
	DefaultMaxDelay  = 10 * time.Second
)

// ItemExponentialFailureRateLimiter delays an item baseDelay*2^n, where n
// counts the item's failures since it was last forgotten, never more than
// maxDelay.
// Upstream: k8s.io/client-go/util/workqueue.TypedItemExponentialFailureRateLimiter.
type ItemExponentialFailureRateLimiter[T comparable] struct {
	mu                  sync.Mutex
	failures            map[T]int // failures of each item since Forget
	baseDelay, maxDelay time.Duration
}

// NewItemExponentialFailureRateLimiter returns a limiter that starts at
// baseDelay and doubles up to maxDelay.
// Upstream: k8s.io/client-go/util/workqueue.NewTypedItemExponentialFailureRateLimiter.
func NewItemExponentialFailureRateLimiter[T comparable](baseDelay, maxDelay time.Duration) *ItemExponentialFailureRateLimiter[T] {
	return &ItemExponentialFailureRateLimiter[T]{failures: map[T]int{}, baseDelay: baseDelay, maxDelay: maxDelay}
}

// DefaultControllerRateLimiter returns the limiter of the CRD controllers:
// DefaultBaseDelay doubling up to DefaultMaxDelay.
// Upstream: k8s.io/client-go/util/workqueue.DefaultTypedControllerRateLimiter,
// which caps at 1000s and adds an overall 10 qps token bucket.
func DefaultControllerRateLimiter[T comparable]() *ItemExponentialFailureRateLimiter[T] {
	return NewItemExponentialFailureRateLimiter[T](DefaultBaseDelay, DefaultMaxDelay)
}

// When counts a failure of item and returns how long to wait before
// retrying it.
// Upstream: k8s.io/client-go/util/workqueue.(*TypedItemExponentialFailureRateLimiter).When.
func (r *ItemExponentialFailureRateLimiter[T]) When(item T) time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	d := r.baseDelay << r.failures[item]
	r.failures[item]++
	if d > r.maxDelay || d <= 0 { // d <= 0: the shift overflowed
		return r.maxDelay
	}
	return d
}

// Forget clears the failures of item: its next retry waits baseDelay.
// Upstream: k8s.io/client-go/util/workqueue.(*TypedItemExponentialFailureRateLimiter).Forget.
func (r *ItemExponentialFailureRateLimiter[T]) Forget(item T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.failures, item)
}

// NumRequeues is how many times item failed since it was last forgotten.
// Upstream: k8s.io/client-go/util/workqueue.(*TypedItemExponentialFailureRateLimiter).NumRequeues.
func (r *ItemExponentialFailureRateLimiter[T]) NumRequeues(item T) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.failures[item]
}

// RateLimitingQueue is a Queue that also retries items after a delay
// that grows with their failures: AddRateLimited after a failure, Forget
// after a success.
// Upstream: k8s.io/client-go/util/workqueue.TypedRateLimitingInterface.
type RateLimitingQueue[T comparable] struct {
	*Queue[T]
	rateLimiter *ItemExponentialFailureRateLimiter[T]
}

// NewRateLimitingQueue returns an empty queue that retries with
// rateLimiter.
// Upstream: k8s.io/client-go/util/workqueue.NewTypedRateLimitingQueue.
func NewRateLimitingQueue[T comparable](rateLimiter *ItemExponentialFailureRateLimiter[T]) *RateLimitingQueue[T] {
	return &RateLimitingQueue[T]{Queue: New[T](), rateLimiter: rateLimiter}
}

// AddRateLimited adds item once the rate limiter allows: a retry after a
// failure.
// Upstream: k8s.io/client-go/util/workqueue.(*rateLimitingType).AddRateLimited.
func (q *RateLimitingQueue[T]) AddRateLimited(item T) {
	q.AddAfter(item, q.rateLimiter.When(item))
}

// Forget tells the rate limiter that item succeeded; it does not remove
// item from the queue.
// Upstream: k8s.io/client-go/util/workqueue.(*rateLimitingType).Forget.
func (q *RateLimitingQueue[T]) Forget(item T) {
	q.rateLimiter.Forget(item)
}

// NumRequeues is how many times item was added rate-limited since it was
// last forgotten.
// Upstream: k8s.io/client-go/util/workqueue.(*rateLimitingType).NumRequeues.
func (q *RateLimitingQueue[T]) NumRequeues(item T) int {
	return q.rateLimiter.NumRequeues(item)
}

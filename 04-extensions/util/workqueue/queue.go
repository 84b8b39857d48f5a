package workqueue

import (
	"sync"
	"time"
)

// Queue is a deduplicating FIFO of keys; see the package doc.
// Upstream: k8s.io/client-go/util/workqueue.Typed (with the delaying
// queue's AddAfter).
type Queue[T comparable] struct {
	cond       *sync.Cond
	queue      []T
	dirty      map[T]bool // queued, or re-added while processing
	processing map[T]bool
	shutDown   bool
}

// New returns an empty queue.
// Upstream: k8s.io/client-go/util/workqueue.NewTyped.
func New[T comparable]() *Queue[T] {
	return &Queue[T]{
		cond:       sync.NewCond(&sync.Mutex{}),
		dirty:      map[T]bool{},
		processing: map[T]bool{},
	}
}

// Add queues item unless it is queued already; an item being processed
// is queued again when its worker calls Done.
// Upstream: k8s.io/client-go/util/workqueue.(*Typed).Add.
func (q *Queue[T]) Add(item T) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	if q.shutDown || q.dirty[item] {
		return
	}
	q.dirty[item] = true
	if q.processing[item] {
		return
	}
	q.queue = append(q.queue, item)
	q.cond.Signal()
}

// AddAfter adds item once d has passed: a retry after a failure.
// Upstream: k8s.io/client-go/util/workqueue.(*delayingType).AddAfter.
func (q *Queue[T]) AddAfter(item T, d time.Duration) {
	if d <= 0 {
		q.Add(item)
		return
	}
	time.AfterFunc(d, func() { q.Add(item) })
}

// Get blocks until an item is ready and returns it; shutdown is true once
// ShutDown was called and the queue is empty. Call Done with the item
// when finished.
// Upstream: k8s.io/client-go/util/workqueue.(*Typed).Get.
func (q *Queue[T]) Get() (item T, shutdown bool) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	for len(q.queue) == 0 && !q.shutDown {
		q.cond.Wait()
	}
	if len(q.queue) == 0 {
		return item, true
	}
	item, q.queue = q.queue[0], q.queue[1:]
	q.processing[item] = true
	delete(q.dirty, item)
	return item, false
}

// Done marks item processed, queueing it again if it was added meanwhile.
// Upstream: k8s.io/client-go/util/workqueue.(*Typed).Done.
func (q *Queue[T]) Done(item T) {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	delete(q.processing, item)
	if q.dirty[item] {
		q.queue = append(q.queue, item)
		q.cond.Signal()
	}
}

// Len is the number of queued items.
// Upstream: k8s.io/client-go/util/workqueue.(*Typed).Len.
func (q *Queue[T]) Len() int {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	return len(q.queue)
}

// ShutDown makes Get return shutdown=true once the queue has drained,
// and ignores later Adds.
// Upstream: k8s.io/client-go/util/workqueue.(*Typed).ShutDown.
func (q *Queue[T]) ShutDown() {
	q.cond.L.Lock()
	defer q.cond.L.Unlock()
	q.shutDown = true
	q.cond.Broadcast()
}

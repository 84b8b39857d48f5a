package workqueue

import "testing"

func TestQueueDeduplicatesAndRequeues(t *testing.T) {
	q := New[string]()
	q.Add("a")
	q.Add("b")
	q.Add("a")
	if got := q.Len(); got != 2 {
		t.Fatalf("got %d queued; want 2", got)
	}
	item, _ := q.Get()
	if item != "a" {
		t.Fatalf("got %q; want a", item)
	}
	// Added while processing: not handed out twice, queued again on Done.
	q.Add("a")
	if got := q.Len(); got != 1 {
		t.Fatalf("got %d queued while a is processing; want 1 (b)", got)
	}
	q.Done("a")
	for _, want := range []string{"b", "a"} {
		item, shutdown := q.Get()
		if shutdown || item != want {
			t.Fatalf("got %q (shutdown %v); want %q", item, shutdown, want)
		}
		q.Done(item)
	}
}

func TestQueueShutDown(t *testing.T) {
	q := New[int]()
	q.Add(1)
	q.ShutDown()
	q.Add(2)
	if item, shutdown := q.Get(); shutdown || item != 1 {
		t.Fatalf("got %d (shutdown %v); want 1 before the shutdown shows", item, shutdown)
	}
	q.Done(1)
	if _, shutdown := q.Get(); !shutdown {
		t.Fatal("got an item after ShutDown drained the queue; want shutdown")
	}
}

package workqueue

import (
	"testing"
	"time"
)

func TestItemExponentialFailureRateLimiter(t *testing.T) {
	r := DefaultControllerRateLimiter[string]()
	tests := []struct {
		name string
		item string
		want time.Duration
	}{
		{"first failure", "a", 5 * time.Millisecond},
		{"second failure doubles", "a", 10 * time.Millisecond},
		{"third failure doubles", "a", 20 * time.Millisecond},
		{"other items count apart", "b", 5 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := r.When(tt.item); got != tt.want {
				t.Fatalf("got %v; want %v", got, tt.want)
			}
		})
	}
	if got := r.NumRequeues("a"); got != 3 {
		t.Fatalf("got %d requeues of a; want 3", got)
	}
	r.Forget("a")
	if got := r.When("a"); got != 5*time.Millisecond {
		t.Fatalf("got %v after Forget; want 5ms", got)
	}
}

func TestItemExponentialFailureRateLimiterCaps(t *testing.T) {
	r := DefaultControllerRateLimiter[int]()
	var got time.Duration
	for i := 0; i < 100; i++ { // far past the point where the shift overflows
		got = r.When(1)
		if got > DefaultMaxDelay || got <= 0 {
			t.Fatalf("failure %d: got %v; want in (0, %v]", i+1, got, DefaultMaxDelay)
		}
	}
	if got != DefaultMaxDelay {
		t.Fatalf("got %v after 100 failures; want %v", got, DefaultMaxDelay)
	}
}

func TestRateLimitingQueueAddRateLimited(t *testing.T) {
	q := NewRateLimitingQueue(NewItemExponentialFailureRateLimiter[string](time.Millisecond, time.Second))
	q.AddRateLimited("a")
	if got := q.NumRequeues("a"); got != 1 {
		t.Fatalf("got %d requeues; want 1", got)
	}
	if item, _ := q.Get(); item != "a" { // blocks until the delay passed
		t.Fatalf("got %q; want a", item)
	}
	q.Done("a")
	q.Forget("a")
	if got := q.NumRequeues("a"); got != 0 {
		t.Fatalf("got %d requeues after Forget; want 0", got)
	}
}

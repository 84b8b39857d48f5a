package registry

import (
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

type countRecorder struct {
	mu     sync.Mutex
	counts map[string]int64
	sets   chan struct{}
}

func (r *countRecorder) Set(groupResource string, count int64) {
	r.mu.Lock()
	r.counts[groupResource] = count
	r.mu.Unlock()
	select {
	case r.sets <- struct{}{}:
	default:
	}
}

// The count is taken at once and after every period, until stopped.
func TestStartObservingCountTellsTheTracker(t *testing.T) {
	fake := newFakeStorage(storageCodec())
	fake.data["/configmaps/default/a"] = fakeEntry{}
	fake.data["/configmaps/kube-system/b"] = fakeEntry{}
	fake.data["/secrets/default/c"] = fakeEntry{}
	e := &Store{DefaultQualifiedResource: schema.GroupResource{Resource: "configmaps"}, Storage: DryRunnableStorage{Storage: fake}}
	rec := &countRecorder{counts: map[string]int64{}, sets: make(chan struct{}, 1)}
	stop := e.startObservingCount("/configmaps", time.Millisecond, rec)
	defer stop()
	<-rec.sets
	rec.mu.Lock()
	got := rec.counts["configmaps"]
	rec.mu.Unlock()
	if got != 2 {
		t.Errorf("configmaps: got %d; want 2", got)
	}
	fake.mu.Lock()
	fake.data["/configmaps/default/d"] = fakeEntry{}
	fake.mu.Unlock()
	deadline := time.After(10 * time.Second)
	for {
		rec.mu.Lock()
		got = rec.counts["configmaps"]
		rec.mu.Unlock()
		if got == 3 {
			return
		}
		select {
		case <-rec.sets:
		case <-deadline:
			t.Fatalf("after a create: got %d; want 3", got)
		}
	}
}

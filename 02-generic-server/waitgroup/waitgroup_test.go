package waitgroup

import (
	"errors"
	"testing"
	"time"
)

func TestSafeWaitGroupRefusesAddAfterWait(t *testing.T) {
	var wg SafeWaitGroup
	if err := wg.Add(1); err != nil {
		t.Fatalf("Add before Wait: got %v; want nil", err)
	}
	waited := make(chan struct{})
	go func() { wg.Wait(); close(waited) }()

	// Wait has to set its flag before Add fails; poll briefly.
	deadline := time.Now().Add(time.Second)
	for {
		err := wg.Add(1)
		if errors.Is(err, ErrWaitCalled) {
			break
		}
		if err == nil {
			wg.Done()
		}
		if time.Now().After(deadline) {
			t.Fatalf("Add after Wait: got %v; want %v", err, ErrWaitCalled)
		}
		time.Sleep(time.Millisecond)
	}
	select {
	case <-waited:
		t.Fatal("Wait returned with one item still added")
	default:
	}
	wg.Done()
	select {
	case <-waited:
	case <-time.After(time.Second):
		t.Fatal("Wait did not return after Done")
	}
}

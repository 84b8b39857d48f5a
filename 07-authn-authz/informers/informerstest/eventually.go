package informerstest

import (
	"testing"
	"time"
)

// Eventually polls cond every 10ms and fails the test, naming what it
// waited for, if it is not true within five seconds: how a test waits
// for a controller that works on its own goroutine.
// Upstream: none; upstream's tests use wait.PollUntilContextTimeout.
func Eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

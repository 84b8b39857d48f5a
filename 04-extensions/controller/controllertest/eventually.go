package controllertest

import (
	"testing"
	"time"
)

// Eventually polls cond every millisecond until it holds, and fails the
// test if 5s pass first.
// Upstream: k8s.io/apimachinery/pkg/util/wait.PollUntilContextTimeout, as
// the controllers' tests use it.
func Eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

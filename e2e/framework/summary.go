package framework

import (
	"fmt"
	"io"
	"sync"
	"testing"
)

// tally counts the outcomes of one summary line.
type tally struct{ passed, failed, skipped int }

var summary struct {
	sync.Mutex
	order   []string
	tallies map[string]*tally
}

// Track counts tb's outcome (passed, failed or skipped), once tb has ended,
// on the summary line named line, for example
// "02-generic-server: kubectl v1.37.2 scenarios". Call it first in a test,
// so that it sees failures reported by later cleanups (a server that does
// not shut down cleanly).
func Track(tb testing.TB, line string) {
	summary.Lock()
	if summary.tallies == nil {
		summary.tallies = map[string]*tally{}
	}
	if _, ok := summary.tallies[line]; !ok {
		summary.tallies[line] = &tally{}
		summary.order = append(summary.order, line)
	}
	summary.Unlock()
	tb.Cleanup(func() {
		summary.Lock()
		defer summary.Unlock()
		t := summary.tallies[line]
		switch {
		case tb.Failed():
			t.failed++
		case tb.Skipped():
			t.skipped++
		default:
			t.passed++
		}
	})
}

// SummaryPrefix starts every summary line, so a runner can pick them out of
// go test's output (see e2e/cmd/e2e).
const SummaryPrefix = "e2e summary: "

// PrintSummary writes one line per Track line, in the order they were first
// tracked:
//
//	e2e summary: 02-generic-server: kubectl v1.37.2 scenarios: 6 passed, 0 failed, 9 skipped
//
// TestMain calls it after m.Run.
func PrintSummary(w io.Writer) {
	summary.Lock()
	defer summary.Unlock()
	for _, line := range summary.order {
		t := summary.tallies[line]
		fmt.Fprintf(w, "%s%s: %d passed, %d failed, %d skipped\n", SummaryPrefix, line, t.passed, t.failed, t.skipped)
	}
}

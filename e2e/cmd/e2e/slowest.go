package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
)

// slowestShown is how many tests the closing "where the time went" list
// names.
const slowestShown = 20

// duration is how long one test or subtest ran, from go test
// -json's Elapsed. A parent's time includes its subtests'; a parallel
// subtest's excludes the time it waited for its turn.
type duration struct {
	test    string
	seconds float64
}

// printSlowest writes the n longest of times, longest first: the list to
// read when the suite grows slower than CI's budget.
func printSlowest(w io.Writer, times []duration, n int) {
	if len(times) == 0 {
		return
	}
	times = slices.Clone(times)
	slices.SortFunc(times, func(a, b duration) int { return cmp.Compare(b.seconds, a.seconds) })
	fmt.Fprintln(w, "\ne2e: where the time went (tests and subtests, seconds):")
	for _, d := range times[:min(n, len(times))] {
		fmt.Fprintf(w, "  %7.1f  %s\n", d.seconds, d.test)
	}
}

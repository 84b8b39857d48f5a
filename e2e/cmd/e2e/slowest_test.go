package main

import (
	"strings"
	"testing"
)

func TestPrintSlowest(t *testing.T) {
	var b strings.Builder
	printSlowest(&b, []duration{{"TestA", 1.5}, {"TestB/x", 30}, {"TestB", 31}, {"TestC", 0.2}}, 2)
	want := `
e2e: where the time went (tests and subtests, seconds):
     31.0  TestB
     30.0  TestB/x
`
	if got := b.String(); got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	b.Reset()
	printSlowest(&b, nil, 2)
	if b.Len() != 0 {
		t.Errorf("got %q for no tests; want nothing", b.String())
	}
}

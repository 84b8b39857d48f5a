package cacher

import (
	"math/rand/v2"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

// TestLabelFilterNeverDropsAMatch: for random labels and selectors of
// every kind, an object the selector matches always has the selector's
// bits; and the filter does its job, passing over most objects that
// lack a required pair.
func TestLabelFilterNeverDropsAMatch(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	keys := []string{"tier", "app", "env", "a", "ab"}
	values := []string{"a", "b", "c", "bc", "web", ""}
	randomSet := func() labels.Set {
		s := labels.Set{}
		for range rnd.IntN(4) {
			s[keys[rnd.IntN(len(keys))]] = values[rnd.IntN(len(values))]
		}
		return s
	}
	selectors := []string{"tier=c", "tier==c", "tier in (c)", "tier=c,app=web", "tier in (b,c)",
		"tier!=c", "!tier", "tier", "tier notin (c)", "a=bc", "ab=c", "env=", "tier=c,!app"}
	skipped, lacking := 0, 0
	for _, text := range selectors {
		sel, err := labels.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		mask := selectorMask(sel)
		for range 2000 {
			set := randomSet()
			passes := labelBits(set)&mask == mask
			if sel.Matches(set) && !passes {
				t.Fatalf("%s matches %v, but the filter drops it", text, set)
			}
			if mask != 0 && !sel.Matches(set) {
				lacking++
				if !passes {
					skipped++
				}
			}
		}
	}
	// Most non-matching objects lack a required pair; of those, the filter
	// should pass over nearly all (a collision of two bits in 64 is rare).
	if skipped*2 < lacking {
		t.Errorf("the filter passed over %d of %d objects that do not match; want most", skipped, lacking)
	}
	if got := selectorMask(labels.Everything()); got != 0 {
		t.Errorf("mask of everything: got %b; want 0", got)
	}
}

package cacher

import (
	"hash/maphash"

	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

// A label-selected list from the cache matches the selector against every
// element under the prefix. Measured in a server of its own under load,
// that scan was a third of a selected list's CPU: each element is a
// pointer to a struct, whose labels are a map, whose strings are
// elsewhere again, and by the time the next list comes the CPU's caches
// no longer hold any of them, so every element costs several waits on
// memory, to find out, nine times in ten, that it does not match.
//
// So the cache keeps, beside its sorted elements, one 64-bit word per
// element: a Bloom filter of its labels, two bits set per key=value
// pair. A selector that pins values (tier=c, tier==c, tier in (c)) sets
// the bits of its pairs in a mask; an element whose word lacks any of
// them cannot match and is passed over without being loaded. The words
// are contiguous, so the scan reads 8 bytes per element from memory that
// the CPU prefetches. A word that has all the bits may still not match
// (another pair set the same bits): those elements, and every element
// for selectors without pinned values (tier!=c, !tier, tier in (b,c)),
// are matched in full, as before. The filter only ever skips elements
// that cannot match.
//
// Upstream: none. Upstream's watch cache matches every element (its
// storeElement keeps a labels.Set, as ours); it can index a label
// (SelectionPredicate.IndexLabels), but no built-in resource asks it to.

// labelSeed seeds the label hash; any seed will do, within one process.
var labelSeed = maphash.MakeSeed()

// pairBits are the two bits of key=value in a label summary.
func pairBits(key, value string) uint64 {
	var h maphash.Hash
	h.SetSeed(labelSeed)
	h.WriteString(key)
	h.WriteByte(0) // "a"+"bc" and "ab"+"c" are different pairs
	h.WriteString(value)
	x := h.Sum64()
	return 1<<(x&63) | 1<<((x>>6)&63)
}

// labelBits summarizes a set of labels: the bits of all its pairs.
func labelBits(l labels.Set) uint64 {
	var bits uint64
	for k, v := range l {
		bits |= pairBits(k, v)
	}
	return bits
}

// selectorMask returns the bits that every object matching sel has in its
// summary: those of each key=value the selector requires; 0 when it
// requires none (then the summary tells nothing).
func selectorMask(sel labels.Selector) uint64 {
	if sel == nil {
		return 0
	}
	requirements, selectable := sel.Requirements()
	if !selectable {
		return 0
	}
	var mask uint64
	for _, r := range requirements {
		switch r.Operator() {
		case selection.Equals, selection.DoubleEquals, selection.In:
			if values := r.Values(); len(values) == 1 {
				mask |= pairBits(r.Key(), values[0])
			}
		}
	}
	return mask
}

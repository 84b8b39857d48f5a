package proto

import (
	"hash/maphash"
	"sync/atomic"
	"unique"
)

// InternString returns b as a string: the one canonical copy of that
// string in the process, shared by every caller that asks for the same
// bytes. Generated decoders call it for the fields tagged
// +k8s:protobuf-gen:intern (a namespace, label keys and values, managed
// fields' manager and apiVersion ...), whose strings repeat across the
// objects a watch cache holds: 100,000 ConfigMaps of one namespace then
// share one copy of its name instead of holding 100,000.
//
// unique.Make keeps the canonical copies by weak reference: a string no
// object uses any more is dropped at a later garbage collection, so
// interning what a request body carries does not grow the process. Make
// copies the string before it keeps it, and looking up string(b) neither
// allocates nor keeps b. Strings are immutable, so sharing them is safe;
// []byte fields are never interned (FieldsV1.Raw), since a slice shared
// between objects could be written through one of them.
//
// A stored ConfigMap has about ten interned fields, and unique.Make's
// lookup (a hash, a walk down its concurrent trie, a weak pointer made
// strong: about 40 ns) was a fifth of its decode. So the strings seen
// last sit in front of it in recent, a table indexed by the string's
// hash, one string a slot: a string found there costs a hash and a
// comparison (TestInternStringRecent, BenchmarkInternString).
//
// Upstream does not intern: gogo's generated Unmarshal gives every object
// its own copy of every string (string(dAtA[iNdEx:postIndex]) in
// k8s.io/apimachinery/pkg/apis/meta/v1.(*ObjectMeta).Unmarshal).
func InternString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > recentMaxLen {
		return unique.Make(string(b)).Value()
	}
	slot := &recent[maphash.Bytes(recentSeed, b)&(recentSlots-1)]
	if h := slot.Load(); h != nil && h.Value() == string(b) {
		return h.Value()
	}
	h := unique.Make(string(b))
	slot.Store(&h)
	return h.Value()
}

// recent holds, in each slot, the handle of the last string interned
// whose hash chose that slot; decoders on every core read and replace
// slots without a lock (a slot holds a pointer, replaced whole). A handle,
// not the string: the string's bytes alone would not keep unique.Make's
// entry, which a garbage collection would then drop, and the next Make of
// those bytes would make a second canonical copy beside the one here.
// Its strings are held strongly, unlike unique.Make's: at most
// recentSlots strings of at most recentMaxLen bytes, 64 KiB, stay alive
// while no object uses them. A longer string goes straight to
// unique.Make.
var recent [recentSlots]atomic.Pointer[unique.Handle[string]]

const (
	recentSlots  = 1024 // a power of two
	recentMaxLen = 64
)

var recentSeed = maphash.MakeSeed()

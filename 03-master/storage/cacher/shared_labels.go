package cacher

import (
	"encoding/binary"
	"maps"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"weak"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	kruntime "github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// sharedLabels is one labels map that every cached object with those
// labels holds: the element of each such object keeps it alive, and the
// table of a watch cache (labelMaps) points at it weakly.
type sharedLabels struct {
	m map[string]string
}

// labelMaps gives the objects a watch cache holds one labels map per
// distinct set of labels, in place of a map per object. 100,000
// ConfigMaps with the same two labels hold one map of about 340 bytes
// instead of 100,000 (a quarter of each decoded ConfigMap; pods of one
// ReplicaSet share their labels the same way). Cached objects are
// read-only already: lists and watches hand them out shallow-copied, as
// upstream's, and a get or a write starts from a deep copy, whose maps are
// its own; a writer into a cached object's map was a bug before and
// corrupts more objects now.
//
// A set stays in the table while an element holds it: the table's weak
// pointer dies with the last element, and a cleanup then drops the entry,
// so the table never keeps a set no object has.
//
// A departure from upstream, which keeps each object's maps as decoded
// (k8s.io/apiserver/pkg/storage/cacher.storeElement).
type labelMaps struct {
	// recent is, by the labels' summary (labelBits), the set last shared
	// there: a hit costs a comparison of two maps, no lock, no key, where
	// the table costs about 0.7 µs of CPU an object on two cores, mostly
	// waiting for its lock. Weak, as the table's pointers.
	recent [64]atomic.Pointer[weak.Pointer[sharedLabels]]

	mu    sync.Mutex
	byKey map[string]weak.Pointer[sharedLabels]
	key   []byte // the key of the set being looked up, reused
}

// share returns the set equal to l, the labels the AttrFunc gave the
// element of obj, for the element to hold; nil when there are none. When
// obj's own labels are those (a typed object's map), obj takes the shared
// map too. An Unstructured object keeps its own: its labels are a nested
// map[string]interface{}, which SetLabels would build anew, so only its
// element's map (a copy its AttrFunc made) is shared.
func (t *labelMaps) share(obj kruntime.Object, l map[string]string) *sharedLabels {
	if len(l) == 0 {
		return nil
	}
	s := t.lookup(l)
	if _, unstructured := obj.(kruntime.Unstructured); !unstructured {
		if accessor, err := meta.Accessor(obj); err == nil && maps.Equal(accessor.GetLabels(), l) {
			accessor.SetLabels(s.m)
		}
	}
	return s
}

// lookup returns the set equal to l, made from l if there is none.
func (t *labelMaps) lookup(l map[string]string) *sharedLabels {
	slot := &t.recent[(labelBits(l)*0x9e3779b97f4a7c15)>>58] // the summary's bits mixed, six of them
	if p := slot.Load(); p != nil {
		if s := p.Value(); s != nil && maps.Equal(s.m, l) {
			return s
		}
	}
	t.mu.Lock()
	t.key = appendLabelsKey(t.key[:0], l)
	s := t.byKey[string(t.key)].Value()
	if s == nil {
		s = &sharedLabels{m: l}
		if t.byKey == nil {
			t.byKey = map[string]weak.Pointer[sharedLabels]{}
		}
		key := string(t.key)
		t.byKey[key] = weak.Make(s)
		runtime.AddCleanup(s, t.forget, key)
	}
	t.mu.Unlock()
	p := weak.Make(s)
	slot.Store(&p)
	return s
}

// forget drops the set of key once no element holds it; a set made again
// for the same labels since then stays.
func (t *labelMaps) forget(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.byKey[key].Value() == nil {
		delete(t.byKey, key)
	}
}

// len is how many sets the table knows, for tests.
func (t *labelMaps) len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.byKey)
}

// appendLabelsKey appends l in key order, each key and value after its
// length, so that two sets have one key exactly when they are equal.
func appendLabelsKey(b []byte, l map[string]string) []byte {
	var small [8]string
	keys := small[:0]
	for k := range l {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b = binary.AppendUvarint(b, uint64(len(k)))
		b = append(b, k...)
		v := l[k]
		b = binary.AppendUvarint(b, uint64(len(v)))
		b = append(b, v...)
	}
	return b
}

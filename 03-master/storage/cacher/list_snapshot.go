package cacher

import (
	"slices"
	"strings"
	"sync"
)

// maxListSnapshots bounds how many list snapshots a watchCache keeps at
// once: each holds a copy of the element pointers of its range (8 bytes
// and a label summary of 8 per object) and keeps alive the objects
// changed since. The oldest goes first.
const maxListSnapshots = 16

// listSnapshot is the key-ordered range of the cache under prefix as it
// was at resourceVersion rv: what a paged list's first page read, so that
// its next pages read the same state, from memory, as etcd would serve
// them at rv. Elements are never changed in place (an event replaces the
// element), so copying the pointers freezes the range.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.rvSnapshot (a btree
// clone per event; we copy one range, lazily, when a first page is cut).
type listSnapshot struct {
	rv     uint64
	prefix string
	elems  []*storeElement
	bits   []uint64
}

// listSnapshots is a watchCache's snapshots, oldest first. Its own lock
// is taken under the watchCache lock (read or write), never the other way.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.storeSnapshotter.
type listSnapshots struct {
	mu    sync.Mutex
	snaps []*listSnapshot
}

// addLocked keeps a copy of elems and bits (the live range under prefix
// at rv; the caller holds the watchCache lock) unless a snapshot of that
// range at rv is kept already.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.(*storeSnapshotter).Add.
func (s *listSnapshots) addLocked(rv uint64, prefix string, elems []*storeElement, bits []uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, snap := range s.snaps {
		if snap.rv == rv && snap.prefix == prefix {
			return
		}
	}
	if len(s.snaps) == maxListSnapshots {
		s.snaps[0] = nil
		s.snaps = s.snaps[1:]
	}
	s.snaps = append(s.snaps, &listSnapshot{rv: rv, prefix: prefix, elems: slices.Clone(elems), bits: slices.Clone(bits)})
}

// get is a snapshot at exactly rv holding every key under prefix, and
// the part of it under prefix from fromKey on.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.(*storeSnapshotter).GetLessOrEqual
// (with a snapshot per event, less or equal is exact there).
func (s *listSnapshots) get(rv uint64, prefix, fromKey string) ([]*storeElement, []uint64, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.snaps) - 1; i >= 0; i-- {
		snap := s.snaps[i]
		if snap.rv != rv || !strings.HasPrefix(prefix, snap.prefix) {
			continue
		}
		start := max(prefix, fromKey)
		lo, _ := slices.BinarySearchFunc(snap.elems, start, func(e *storeElement, k string) int { return strings.Compare(e.Key, k) })
		hi := prefixEnd(snap.elems, lo, prefix) // as the live range's end is found
		return snap.elems[lo:hi], snap.bits[lo:hi], true
	}
	return nil, nil, false
}

// removeLess drops the snapshots older than rv: the oldest revision the
// ring still holds an event of, as upstream prunes with its event history.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.(*storeSnapshotter).RemoveLess.
func (s *listSnapshots) removeLess(rv uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := 0
	for i < len(s.snaps) && s.snaps[i].rv < rv {
		s.snaps[i] = nil
		i++
	}
	s.snaps = s.snaps[i:]
}

// reset drops every snapshot: after a re-list the cache no longer knows
// the states in between.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/store.(*storeSnapshotter).Reset.
func (s *listSnapshots) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.snaps)
	s.snaps = nil
}

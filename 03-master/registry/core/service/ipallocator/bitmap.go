package ipallocator

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"sync"
)

// Allocator hands out the integers 0..max-1 and can be saved to and
// restored from bytes. Range numbers the usable IPs of its CIDR and keeps
// them in an Allocator: an AllocationBitmap in memory, or an Etcd that
// persists one.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator.Interface
// and allocator.Snapshottable, merged.
type Allocator interface {
	// Allocate takes offset; false means it was taken already.
	Allocate(offset int) (bool, error)
	// AllocateNext takes some free offset; false means none is free.
	AllocateNext() (int, bool, error)
	// Release gives offset back; releasing a free offset is a no-op.
	Release(offset int) error
	// Has reports whether offset is taken.
	Has(offset int) bool
	// Free counts the offsets still free.
	Free() int
	// Snapshot returns the range it covers and the bitmap's bytes.
	Snapshot() (rangeSpec string, data []byte)
	// Restore replaces the state with a snapshot.
	Restore(rangeSpec string, data []byte) error
}

// AllocationBitmap is an Allocator over a big.Int: bit i set means offset
// i is taken. Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator.AllocationBitmap.
type AllocationBitmap struct {
	mu        sync.Mutex
	max       int      // offsets are 0..max-1
	rangeSpec string   // the CIDR the offsets stand for, saved with the bits
	count     int      // set bits, kept so Free is O(1)
	allocated *big.Int // the bitmap
}

var _ Allocator = (*AllocationBitmap)(nil)

// NewAllocationMap returns an empty bitmap of max offsets for rangeSpec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator.NewAllocationMap.
func NewAllocationMap(max int, rangeSpec string) *AllocationBitmap {
	return &AllocationBitmap{max: max, rangeSpec: rangeSpec, allocated: big.NewInt(0)}
}

// Allocate sets bit offset. Upstream: allocator.(*AllocationBitmap).Allocate.
func (r *AllocationBitmap) Allocate(offset int) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if offset < 0 || offset >= r.max || r.allocated.Bit(offset) == 1 {
		return false, nil
	}
	r.allocated.SetBit(r.allocated, offset, 1)
	r.count++
	return true, nil
}

// AllocateNext sets a free bit, scanning from a random start as upstream's
// randomScanStrategy does, so that two servers with stale bitmaps rarely
// race for the same IP. Upstream: allocator.(*AllocationBitmap).AllocateNext.
func (r *AllocationBitmap) AllocateNext() (int, bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.count >= r.max {
		return 0, false, nil
	}
	start := rand.IntN(r.max)
	for i := range r.max {
		at := (start + i) % r.max
		if r.allocated.Bit(at) == 0 {
			r.allocated.SetBit(r.allocated, at, 1)
			r.count++
			return at, true, nil
		}
	}
	return 0, false, nil
}

// Release clears bit offset. Upstream: allocator.(*AllocationBitmap).Release.
func (r *AllocationBitmap) Release(offset int) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if offset < 0 || offset >= r.max || r.allocated.Bit(offset) == 0 {
		return nil
	}
	r.allocated.SetBit(r.allocated, offset, 0)
	r.count--
	return nil
}

// Has reports whether bit offset is set. Upstream: allocator.(*AllocationBitmap).Has.
func (r *AllocationBitmap) Has(offset int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return offset >= 0 && offset < r.max && r.allocated.Bit(offset) == 1
}

// Free counts the clear bits. Upstream: allocator.(*AllocationBitmap).Free.
func (r *AllocationBitmap) Free() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.max - r.count
}

// Snapshot returns rangeSpec and the bitmap as big-endian bytes.
// Upstream: allocator.(*AllocationBitmap).Snapshot.
func (r *AllocationBitmap) Snapshot() (string, []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.rangeSpec, r.allocated.Bytes()
}

// Restore loads a snapshot. Upstream trusts the caller to check
// rangeSpec; we refuse a different one, since the bits would then name
// other IPs. Upstream: allocator.(*AllocationBitmap).Restore.
func (r *AllocationBitmap) Restore(rangeSpec string, data []byte) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rangeSpec != "" && rangeSpec != r.rangeSpec {
		return ErrMismatchedNetwork
	}
	r.allocated = new(big.Int).SetBytes(data)
	r.count = countBits(r.allocated)
	return nil
}

// countBits counts the set bits of n. Upstream: allocator.countBits.
func countBits(n *big.Int) int {
	c := 0
	for _, w := range n.Bits() {
		c += bits.OnesCount(uint(w))
	}
	return c
}

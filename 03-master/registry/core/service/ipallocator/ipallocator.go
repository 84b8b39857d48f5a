package ipallocator

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// Errors of a Range, with upstream's messages.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator.ErrFull and friends.
var (
	ErrFull              = errors.New("range is full")
	ErrAllocated         = errors.New("provided IP is already allocated")
	ErrMismatchedNetwork = errors.New("the provided network does not match the current range")
)

// ErrNotInRange is the error of an IP outside the range's usable IPs.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator.ErrNotInRange.
type ErrNotInRange struct {
	IP         net.IP
	ValidRange string
}

func (e *ErrNotInRange) Error() string {
	return fmt.Sprintf("the provided IP (%v) is not in the valid range. The range of valid IPs is %s", e.IP, e.ValidRange)
}

// AllocatorFactory builds the Allocator of max offsets behind a Range.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator.AllocatorWithOffsetFactory.
type AllocatorFactory func(max int, rangeSpec string) (Allocator, error)

// Range hands out the IPv4 addresses of a CIDR, except the network and
// broadcast addresses: in 10.0.0.0/24, 10.0.0.1..10.0.0.254. Offset i of
// its Allocator is the address base+i.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator.Range.
type Range struct {
	net   *net.IPNet
	base  uint32 // the first usable address, network+1
	max   int    // how many addresses are usable
	alloc Allocator
}

// New returns a Range over cidr whose bits live in the Allocator that
// factory builds. Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator.New.
func New(cidr *net.IPNet, factory AllocatorFactory) (*Range, error) {
	ip4 := cidr.IP.To4()
	ones, bitsLen := cidr.Mask.Size()
	if ip4 == nil || bitsLen != 32 {
		return nil, fmt.Errorf("service IP range %s: only IPv4 ranges are supported", cidr)
	}
	size := 1 << (32 - ones)
	max := size - 2 // network and broadcast address, reserved as upstream does for IPv4
	if max < 0 {
		max = 0
	}
	r := &Range{
		net:  &net.IPNet{IP: ip4.Mask(cidr.Mask), Mask: cidr.Mask},
		base: binary.BigEndian.Uint32(ip4.Mask(cidr.Mask)) + 1,
		max:  max,
	}
	alloc, err := factory(max, r.net.String())
	if err != nil {
		return nil, err
	}
	r.alloc = alloc
	return r, nil
}

// NewInMemory returns a Range kept in memory only.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator.NewInMemory.
func NewInMemory(cidr *net.IPNet) (*Range, error) {
	return New(cidr, func(max int, rangeSpec string) (Allocator, error) {
		return NewAllocationMap(max, rangeSpec), nil
	})
}

// NewPersisted returns a Range whose bitmap is the RangeAllocation at key
// in s (ServiceIPsKey for service IPs; s from NewStorage). Every Range on
// the same key and storage shares the same allocations.
// Upstream: the ipallocator.New call with a serviceallocator.NewEtcd
// factory in k8s.io/kubernetes/pkg/registry/core/rest.(*legacyProvider).NewLegacyRESTStorage.
func NewPersisted(ctx context.Context, cidr *net.IPNet, s storage.Interface, key string) (*Range, error) {
	return New(cidr, func(max int, rangeSpec string) (Allocator, error) {
		return NewEtcd(ctx, NewAllocationMap(max, rangeSpec), key, s)
	})
}

// CIDR returns the range's network. Upstream: ipallocator.(*Range).CIDR.
func (r *Range) CIDR() net.IPNet { return *r.net }

// Allocate takes ip: ErrNotInRange outside the usable IPs, ErrAllocated
// when taken. Upstream: ipallocator.(*Range).Allocate.
func (r *Range) Allocate(ip net.IP) error {
	offset, ok := r.offset(ip)
	if !ok {
		return &ErrNotInRange{IP: ip, ValidRange: r.validRange()}
	}
	allocated, err := r.alloc.Allocate(offset)
	if err != nil {
		return err
	}
	if !allocated {
		return ErrAllocated
	}
	return nil
}

// AllocateNext takes a free IP, or answers ErrFull.
// Upstream: ipallocator.(*Range).AllocateNext.
func (r *Range) AllocateNext() (net.IP, error) {
	offset, ok, err := r.alloc.AllocateNext()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrFull
	}
	return r.ip(offset), nil
}

// Release gives ip back; an IP outside the range or not taken is ignored.
// Upstream: ipallocator.(*Range).Release.
func (r *Range) Release(ip net.IP) error {
	offset, ok := r.offset(ip)
	if !ok {
		return nil
	}
	return r.alloc.Release(offset)
}

// Has reports whether ip is taken. Upstream: ipallocator.(*Range).Has.
func (r *Range) Has(ip net.IP) bool {
	offset, ok := r.offset(ip)
	return ok && r.alloc.Has(offset)
}

// Free counts the IPs still free. Upstream: ipallocator.(*Range).Free.
func (r *Range) Free() int { return r.alloc.Free() }

// Used counts the IPs taken. Upstream: ipallocator.(*Range).Used.
func (r *Range) Used() int { return r.max - r.alloc.Free() }

// offset maps ip to its bit, false outside the usable IPs.
// Upstream: ipallocator.calculateIPOffset and (*Range).contains.
func (r *Range) offset(ip net.IP) (int, bool) {
	ip4 := ip.To4()
	if ip4 == nil || !r.net.Contains(ip4) {
		return 0, false
	}
	n := binary.BigEndian.Uint32(ip4)
	if n < r.base || int(n-r.base) >= r.max {
		return 0, false // the network or broadcast address
	}
	return int(n - r.base), true
}

// ip maps a bit to its IP. Upstream: ipallocator.addIPOffset.
func (r *Range) ip(offset int) net.IP {
	out := make(net.IP, 4)
	binary.BigEndian.PutUint32(out, r.base+uint32(offset))
	return out
}

// validRange names the usable IPs for ErrNotInRange, as upstream: the CIDR.
func (r *Range) validRange() string { return r.net.String() }

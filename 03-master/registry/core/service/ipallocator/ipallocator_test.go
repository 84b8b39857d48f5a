package ipallocator

import (
	"context"
	"errors"
	"fmt"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
	"net"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
)

// testEtcd is the embedded etcd every test shares; each test gets a
// storage prefix of its own.
var (
	testEtcd   *embedded.Etcd
	testPrefix atomic.Int64
)

func TestMain(m *testing.M) { os.Exit(storagetesting.RunWithEmbeddedEtcd(m, &testEtcd)) }

// newTestStorage returns RangeAllocation storage under a fresh prefix.
func newTestStorage() storage.Interface {
	return NewStorage(testEtcd.Client(), fmt.Sprintf("/registry-%d", testPrefix.Add(1)))
}

func mustCIDR(t testing.TB, s string) *net.IPNet {
	t.Helper()
	_, cidr, err := net.ParseCIDR(s)
	if err != nil {
		t.Fatal(err)
	}
	return cidr
}

// constructors are the two kinds of Range every behaviour test runs on.
var constructors = []struct {
	name string
	new  func(t *testing.T, cidr *net.IPNet) *Range
}{
	{"in-memory", func(t *testing.T, cidr *net.IPNet) *Range {
		r, err := NewInMemory(cidr)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}},
	{"etcd", func(t *testing.T, cidr *net.IPNet) *Range {
		r, err := NewPersisted(context.Background(), cidr, newTestStorage(), ServiceIPsKey)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}},
}

func TestRange(t *testing.T) {
	// 10.0.0.0/29: .0 is the network, .7 the broadcast, .1-.6 usable.
	tests := []struct {
		name string
		run  func(t *testing.T, r *Range)
	}{
		{"allocate a specific IP", func(t *testing.T, r *Range) {
			ip := net.ParseIP("10.0.0.3")
			if err := r.Allocate(ip); err != nil {
				t.Fatalf("Allocate(%v): %v", ip, err)
			}
			if !r.Has(ip) || r.Used() != 1 || r.Free() != 5 {
				t.Errorf("got Has=%v Used=%d Free=%d; want true 1 5", r.Has(ip), r.Used(), r.Free())
			}
			err := r.Allocate(ip)
			if !errors.Is(err, ErrAllocated) || err.Error() != "provided IP is already allocated" {
				t.Errorf("second Allocate: got %v; want ErrAllocated", err)
			}
		}},
		{"allocate next stays in the usable IPs", func(t *testing.T, r *Range) {
			ip, err := r.AllocateNext()
			if err != nil {
				t.Fatal(err)
			}
			if last := ip.To4()[3]; last < 1 || last > 6 || !r.Has(ip) {
				t.Errorf("got %v (Has=%v); want one of 10.0.0.1-10.0.0.6, allocated", ip, r.Has(ip))
			}
		}},
		{"network, broadcast and foreign IPs are not in range", func(t *testing.T, r *Range) {
			for _, s := range []string{"10.0.0.0", "10.0.0.7", "10.0.1.1", "192.168.0.1"} {
				err := r.Allocate(net.ParseIP(s))
				want := fmt.Sprintf("the provided IP (%s) is not in the valid range. The range of valid IPs is 10.0.0.0/29", s)
				var notInRange *ErrNotInRange
				if !errors.As(err, &notInRange) || err.Error() != want {
					t.Errorf("Allocate(%s): got %v; want %q", s, err, want)
				}
			}
			if r.Used() != 0 {
				t.Errorf("got Used=%d; want 0", r.Used())
			}
		}},
		{"a full range says so", func(t *testing.T, r *Range) {
			seen := map[string]bool{}
			for range 6 {
				ip, err := r.AllocateNext()
				if err != nil {
					t.Fatal(err)
				}
				seen[ip.String()] = true
			}
			if len(seen) != 6 || r.Free() != 0 {
				t.Fatalf("got %d distinct IPs, Free=%d; want 6, 0", len(seen), r.Free())
			}
			_, err := r.AllocateNext()
			if !errors.Is(err, ErrFull) || err.Error() != "range is full" {
				t.Errorf("got %v; want ErrFull", err)
			}
		}},
		{"a released IP is handed out again", func(t *testing.T, r *Range) {
			for range 6 {
				if _, err := r.AllocateNext(); err != nil {
					t.Fatal(err)
				}
			}
			ip := net.ParseIP("10.0.0.4")
			if err := r.Release(ip); err != nil {
				t.Fatal(err)
			}
			if r.Has(ip) || r.Free() != 1 {
				t.Fatalf("after Release: got Has=%v Free=%d; want false 1", r.Has(ip), r.Free())
			}
			got, err := r.AllocateNext()
			if err != nil || !got.Equal(ip) {
				t.Errorf("got %v, %v; want %v", got, err, ip)
			}
		}},
		{"releasing a free or foreign IP is a no-op", func(t *testing.T, r *Range) {
			for _, s := range []string{"10.0.0.2", "10.9.9.9"} {
				if err := r.Release(net.ParseIP(s)); err != nil {
					t.Errorf("Release(%s): got %v; want nil", s, err)
				}
			}
			if r.Used() != 0 {
				t.Errorf("got Used=%d; want 0", r.Used())
			}
		}},
	}
	for _, c := range constructors {
		for _, tt := range tests {
			t.Run(c.name+"/"+tt.name, func(t *testing.T) {
				tt.run(t, c.new(t, mustCIDR(t, "10.0.0.0/29")))
			})
		}
	}
}

func TestNewRejects(t *testing.T) {
	tests := []struct {
		cidr string
		want string
	}{
		{"fd00::/120", "service IP range fd00::/120: only IPv4 ranges are supported"},
	}
	for _, tt := range tests {
		t.Run(tt.cidr, func(t *testing.T) {
			_, err := NewInMemory(mustCIDR(t, tt.cidr))
			if err == nil || err.Error() != tt.want {
				t.Errorf("got %v; want %q", err, tt.want)
			}
		})
	}
}

// TestPersistedSurvivesRestart: a new Range on the same key (an API
// server restarted) sees what the old one allocated.
func TestPersistedSurvivesRestart(t *testing.T) {
	ctx := context.Background()
	s := newTestStorage()
	cidr := mustCIDR(t, "10.0.0.0/29")
	first, err := NewPersisted(ctx, cidr, s, ServiceIPsKey)
	if err != nil {
		t.Fatal(err)
	}
	specific := net.ParseIP("10.0.0.5")
	if err := first.Allocate(specific); err != nil {
		t.Fatal(err)
	}
	next, err := first.AllocateNext()
	if err != nil {
		t.Fatal(err)
	}

	second, err := NewPersisted(ctx, cidr, s, ServiceIPsKey)
	if err != nil {
		t.Fatal(err)
	}
	if second.Used() != 2 || !second.Has(specific) || !second.Has(next) {
		t.Fatalf("after restart: got Used=%d Has(%v)=%v Has(%v)=%v; want 2 true true",
			second.Used(), specific, second.Has(specific), next, second.Has(next))
	}
	if err := second.Allocate(next); !errors.Is(err, ErrAllocated) {
		t.Errorf("re-Allocate(%v): got %v; want ErrAllocated", next, err)
	}
	for range 4 {
		ip, err := second.AllocateNext()
		if err != nil {
			t.Fatal(err)
		}
		if ip.Equal(specific) || ip.Equal(next) {
			t.Errorf("got %v again after restart", ip)
		}
	}
	if _, err := second.AllocateNext(); !errors.Is(err, ErrFull) {
		t.Errorf("got %v; want ErrFull", err)
	}

	stored := &RangeAllocation{}
	if err := s.Get(ctx, ServiceIPsKey, storage.GetOptions{}, stored); err != nil {
		t.Fatal(err)
	}
	if stored.Range != "10.0.0.0/29" || len(stored.Data) != 1 || stored.Data[0] != 0x3f {
		t.Errorf("stored: got range %q data %x; want 10.0.0.0/29 3f", stored.Range, stored.Data)
	}
}

// TestPersistedMismatchedRange: a server started with another range than
// the stored one refuses to start rather than misread the bits.
func TestPersistedMismatchedRange(t *testing.T) {
	ctx := context.Background()
	s := newTestStorage()
	r, err := NewPersisted(ctx, mustCIDR(t, "10.0.0.0/29"), s, ServiceIPsKey)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.AllocateNext(); err != nil {
		t.Fatal(err)
	}
	_, err = NewPersisted(ctx, mustCIDR(t, "10.0.0.0/24"), s, ServiceIPsKey)
	if !errors.Is(err, ErrMismatchedNetwork) {
		t.Errorf("got %v; want ErrMismatchedNetwork", err)
	}
}

// TestTwoServersNeverShareAnIP: two Ranges on one key, as two API servers
// on one etcd, allocate concurrently; GuaranteedUpdate keeps them apart.
func TestTwoServersNeverShareAnIP(t *testing.T) {
	ctx := context.Background()
	s := newTestStorage()
	cidr := mustCIDR(t, "10.0.0.0/26") // 62 usable IPs
	const perServer = 20
	servers := make([]*Range, 2)
	for i := range servers {
		r, err := NewPersisted(ctx, cidr, s, ServiceIPsKey)
		if err != nil {
			t.Fatal(err)
		}
		servers[i] = r
	}

	var mu sync.Mutex
	var wg sync.WaitGroup
	got := map[string]int{}
	for i, r := range servers {
		for range perServer {
			wg.Go(func() {
				ip, err := r.AllocateNext()
				if err != nil {
					t.Errorf("server %d: %v", i, err)
					return
				}
				mu.Lock()
				got[ip.String()]++
				mu.Unlock()
			})
		}
	}
	wg.Wait()

	if len(got) != 2*perServer {
		t.Errorf("got %d distinct IPs; want %d", len(got), 2*perServer)
	}
	for ip, n := range got {
		if n > 1 {
			t.Errorf("%s handed out %d times", ip, n)
		}
	}
	fresh, err := NewPersisted(ctx, cidr, s, ServiceIPsKey)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Used() != 2*perServer {
		t.Errorf("stored: got Used=%d; want %d", fresh.Used(), 2*perServer)
	}
}

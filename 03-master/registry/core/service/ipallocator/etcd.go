package ipallocator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	clientv3 "go.etcd.io/etcd/client/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
)

// ServiceIPsKey is where the service IP bitmap lives, under the storage
// prefix (so /registry/ranges/serviceips in etcd, as upstream).
// Upstream: the key passed to serviceallocator.NewEtcd in
// k8s.io/kubernetes/pkg/registry/core/rest.(*legacyProvider).NewLegacyRESTStorage.
const ServiceIPsKey = "/ranges/serviceips"

// RangeAllocation is the object stored at ServiceIPsKey: the range a
// bitmap covers and the bitmap. It is never served over HTTP, so it lives
// here rather than in the core API group.
// Upstream: k8s.io/kubernetes/pkg/apis/core.RangeAllocation.
type RangeAllocation struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Range is the CIDR the bitmap covers, e.g. "10.0.0.0/24".
	Range string `json:"range"`
	// Data is the bitmap as big-endian bytes; bit i is the i-th usable IP.
	Data []byte `json:"data"`
}

// DeepCopyObject copies the allocation. Upstream: generated deepcopy.
func (in *RangeAllocation) DeepCopyObject() runtime.Object {
	out := *in
	out.ObjectMeta = *in.ObjectMeta.DeepCopy()
	out.Data = bytes.Clone(in.Data)
	return &out
}

// rangeAllocationKind is the kind written into the stored JSON.
var rangeAllocationKind = schema.GroupVersionKind{Version: "v1", Kind: "RangeAllocation"}

// Codec stores a RangeAllocation as JSON. Upstream registers
// RangeAllocation in the core scheme and stores it as v1 protobuf; a
// codec of our own keeps the core scheme free of a type no client sees,
// and the stored value readable with etcdctl.
// Upstream: the core storage codec of k8s.io/kubernetes/pkg/registry/core/rest.
var Codec runtime.Codec = rangeAllocationCodec{}

type rangeAllocationCodec struct{}

// Encode writes obj, a *RangeAllocation, as JSON with its kind.
func (rangeAllocationCodec) Encode(obj runtime.Object, w io.Writer) error {
	ra, ok := obj.(*RangeAllocation)
	if !ok {
		return fmt.Errorf("rangeallocation codec cannot encode %T", obj)
	}
	out := *ra
	out.APIVersion, out.Kind = rangeAllocationKind.GroupVersion().String(), rangeAllocationKind.Kind
	return json.NewEncoder(w).Encode(&out)
}

// Identifier names the codec.
func (rangeAllocationCodec) Identifier() runtime.Identifier { return "rangeallocation-json" }

// Decode reads JSON into into (a *RangeAllocation) or a new one.
func (rangeAllocationCodec) Decode(data []byte, _ *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	ra, ok := into.(*RangeAllocation)
	if into == nil {
		ra, ok = &RangeAllocation{}, true
	}
	if !ok {
		return nil, nil, fmt.Errorf("rangeallocation codec cannot decode into %T", into)
	}
	*ra = RangeAllocation{}
	if err := json.Unmarshal(data, ra); err != nil {
		return nil, nil, fmt.Errorf("decoding RangeAllocation: %w", err)
	}
	gvk := ra.GroupVersionKind()
	if gvk != rangeAllocationKind {
		return nil, nil, fmt.Errorf("stored object is %v, not %v", gvk, rangeAllocationKind)
	}
	return ra, &gvk, nil
}

// rangeAllocationList satisfies etcd3.New's list constructor; nothing
// lists ranges.
type rangeAllocationList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []RangeAllocation `json:"items"`
}

func (in *rangeAllocationList) DeepCopyObject() runtime.Object {
	out := *in
	out.Items = make([]RangeAllocation, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopyObject().(*RangeAllocation)
	}
	return &out
}

// NewStorage returns a storage.Interface for RangeAllocations under
// prefix (usually "/registry"), keys starting with "/ranges".
// Upstream: the generic.StorageDecorator call for serviceipallocations in
// k8s.io/kubernetes/pkg/registry/core/rest.
func NewStorage(c *clientv3.Client, prefix string) storage.Interface {
	return etcd3.New(c, Codec,
		func() runtime.Object { return &RangeAllocation{} },
		func() runtime.Object { return &rangeAllocationList{} },
		prefix, "/ranges", schema.GroupResource{Resource: "serviceipallocations"}, storage.APIObjectVersioner{})
}

// errUnableToAllocate tells tryUpdate's caller that the bitmap said no;
// it never leaves this file.
var errUnableToAllocate = errors.New("unable to allocate")

// Etcd is an Allocator whose bitmap is one RangeAllocation in etcd. Every
// change is a GuaranteedUpdate that first reloads the in-memory bitmap
// from the stored object and then changes it, so two API servers sharing
// etcd never hand out the same offset: if the other one wrote in between,
// the transaction fails and the update runs again on its bitmap.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator/storage.Etcd.
type Etcd struct {
	mu      sync.Mutex // one update at a time from this process
	alloc   *AllocationBitmap
	storage storage.Interface
	baseKey string
}

var _ Allocator = (*Etcd)(nil)

// NewEtcd returns an Etcd keeping alloc's bits at baseKey, loaded with
// what is stored there already. Upstream leaves loading to the repair
// controller, which we do not have.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator/storage.NewEtcd.
func NewEtcd(ctx context.Context, alloc *AllocationBitmap, baseKey string, s storage.Interface) (*Etcd, error) {
	e := &Etcd{alloc: alloc, storage: s, baseKey: baseKey}
	existing := &RangeAllocation{}
	if err := s.Get(ctx, baseKey, storage.GetOptions{IgnoreNotFound: true}, existing); err != nil {
		return nil, fmt.Errorf("reading %s: %w", baseKey, err)
	}
	if err := alloc.Restore(existing.Range, existing.Data); err != nil {
		return nil, fmt.Errorf("restoring %s: %w", baseKey, err)
	}
	return e, nil
}

// Allocate takes offset in etcd. Upstream: storage.(*Etcd).Allocate.
func (e *Etcd) Allocate(offset int) (bool, error) {
	err := e.tryUpdate(func() error {
		ok, err := e.alloc.Allocate(offset)
		if err == nil && !ok {
			err = errUnableToAllocate
		}
		return err
	})
	if errors.Is(err, errUnableToAllocate) {
		return false, nil
	}
	return err == nil, err
}

// AllocateNext takes a free offset in etcd. Upstream: storage.(*Etcd).AllocateNext.
func (e *Etcd) AllocateNext() (int, bool, error) {
	var offset int
	err := e.tryUpdate(func() error {
		var ok bool
		var err error
		offset, ok, err = e.alloc.AllocateNext()
		if err == nil && !ok {
			err = errUnableToAllocate
		}
		return err
	})
	if errors.Is(err, errUnableToAllocate) {
		return 0, false, nil
	}
	return offset, err == nil, err
}

// Release frees offset in etcd. Upstream: storage.(*Etcd).Release.
func (e *Etcd) Release(offset int) error {
	return e.tryUpdate(func() error { return e.alloc.Release(offset) })
}

// Has, Free and Snapshot answer from the bitmap as of this server's last
// read or write, as upstream's do. Upstream: storage.(*Etcd).Has.
func (e *Etcd) Has(offset int) bool { return e.alloc.Has(offset) }

// Free: see Has. Upstream: storage.(*Etcd).Free.
func (e *Etcd) Free() int { return e.alloc.Free() }

// Snapshot: see Has. Upstream: storage.(*Etcd).Snapshot.
func (e *Etcd) Snapshot() (string, []byte) { return e.alloc.Snapshot() }

// Restore loads a snapshot into memory only; the next write stores it.
// Upstream: storage.(*Etcd).Restore.
func (e *Etcd) Restore(rangeSpec string, data []byte) error { return e.alloc.Restore(rangeSpec, data) }

// tryUpdate runs fn on the bitmap as stored and writes the result back,
// creating the key on first use. GuaranteedUpdate may call the update
// function more than once; each call starts from the stored bitmap, so fn
// never sees its own earlier, unwritten attempt.
//
// context.TODO mirrors upstream: the Allocator methods take no context.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/allocator/storage.(*Etcd).tryUpdate.
func (e *Etcd) tryUpdate(fn func() error) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	err := e.storage.GuaranteedUpdate(context.TODO(), e.baseKey, &RangeAllocation{}, true, nil,
		func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			existing := input.(*RangeAllocation)
			if err := e.alloc.Restore(existing.Range, existing.Data); err != nil {
				return nil, nil, err
			}
			if err := fn(); err != nil {
				return nil, nil, err
			}
			existing.Range, existing.Data = e.alloc.Snapshot()
			return existing, nil, nil
		}, nil)
	if err != nil && !errors.Is(err, errUnableToAllocate) {
		return fmt.Errorf("updating %s: %w", e.baseKey, err)
	}
	return err
}

package memory

import "sync/atomic"

// Revision is the resourceVersion counter of a server: every change to
// any store increments it, as every write to etcd increments its
// revision. Stores that share a Revision give resourceVersions that
// compare across resources, as upstream's do.
// Upstream: the etcd revision (go.etcd.io/etcd/server/v3/mvcc), read by
// k8s.io/apiserver/pkg/storage/etcd3.
type Revision struct {
	current atomic.Uint64
}

// NewRevision returns a counter at 0: the first change gets 1.
func NewRevision() *Revision { return &Revision{} }

// Next increments the counter and returns the new value.
func (r *Revision) Next() uint64 { return r.current.Add(1) }

// Current returns the last value handed out.
func (r *Revision) Current() uint64 { return r.current.Load() }

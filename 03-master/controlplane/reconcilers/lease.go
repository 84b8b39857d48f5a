package reconcilers

import (
	"context"
	"fmt"
	"net"
	"path"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// Leases are the replicas' leases: one key per API server IP, which
// expires unless renewed.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.Leases.
type Leases interface {
	// ListLeases returns the IPs of the live leases.
	ListLeases(ctx context.Context) ([]string, error)
	// UpdateLease creates or renews ip's lease for the lease time.
	UpdateLease(ctx context.Context, ip string) error
	// RemoveLease deletes ip's lease.
	RemoveLease(ctx context.Context, ip string) error
}

// storageLeases keeps each lease as an Endpoints object at
// <baseKey>/<ip> written with a TTL: etcd deletes the key when its lease
// runs out.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.storageLeases.
type storageLeases struct {
	storage   storage.Interface
	baseKey   string
	leaseTime time.Duration
}

var _ Leases = (*storageLeases)(nil)

// NewLeases returns the leases under baseKey ("/masterleases/") of s,
// each living leaseTime after its last renewal.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.NewLeases,
// which makes the storage itself from a storage config.
func NewLeases(s storage.Interface, baseKey string, leaseTime time.Duration) Leases {
	return &storageLeases{storage: s, baseKey: baseKey, leaseTime: leaseTime}
}

// ListLeases lists every key under baseKey; an expired one is gone.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*storageLeases).ListLeases.
func (s *storageLeases) ListLeases(ctx context.Context) ([]string, error) {
	list := &core.EndpointsList{}
	opts := storage.ListOptions{Predicate: storage.Everything, Recursive: true}
	if err := s.storage.GetList(ctx, s.baseKey, opts, list); err != nil {
		return nil, err
	}
	ips := make([]string, 0, len(list.Items))
	for _, e := range list.Items {
		if len(e.Subsets) > 0 && len(e.Subsets[0].Addresses) > 0 && e.Subsets[0].Addresses[0].IP != "" {
			ips = append(ips, e.Subsets[0].Addresses[0].IP)
		}
	}
	return ips, nil
}

// UpdateLease writes ip's key again with a fresh TTL.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*storageLeases).UpdateLease.
func (s *storageLeases) UpdateLease(ctx context.Context, ip string) error {
	key := path.Join(s.baseKey, ip)
	return s.storage.GuaranteedUpdate(ctx, key, &core.Endpoints{}, true, nil,
		func(input runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			existing := input.(*core.Endpoints)
			existing.Subsets = []core.EndpointSubset{{Addresses: []core.EndpointAddress{{IP: ip}}}}
			existing.Generation++
			ttl := uint64(s.leaseTime / time.Second)
			return existing, &ttl, nil
		}, nil)
}

// RemoveLease deletes ip's key.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*storageLeases).RemoveLease.
func (s *storageLeases) RemoveLease(ctx context.Context, ip string) error {
	key := path.Join(s.baseKey, ip)
	return s.storage.Delete(ctx, key, &core.Endpoints{}, nil, storage.ValidateObjectFunc(rest.ValidateAllObjectFunc), nil, storage.DeleteOptions{})
}

// LeaseEndpointReconciler makes default/<service>'s Endpoints list the
// IPs of the live leases, on the replicas' shared port.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.leaseEndpointReconciler.
type LeaseEndpointReconciler struct {
	endpoints       *EndpointsAdapter
	leases          Leases
	stopReconciling atomic.Bool
	lock            sync.Mutex
}

// NewLeaseEndpointReconciler returns the reconciler.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.NewLeaseEndpointReconciler.
func NewLeaseEndpointReconciler(endpoints *EndpointsAdapter, leases Leases) *LeaseEndpointReconciler {
	return &LeaseEndpointReconciler{endpoints: endpoints, leases: leases}
}

// ReconcileEndpoints renews ip's lease, then rewrites the Endpoints if
// they do not list exactly the live IPs on ports.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*leaseEndpointReconciler).ReconcileEndpoints.
func (r *LeaseEndpointReconciler) ReconcileEndpoints(ctx context.Context, service string, ip net.IP, ports []core.EndpointPort) error {
	if r.stopReconciling.Load() {
		return nil
	}
	r.lock.Lock()
	defer r.lock.Unlock()
	if err := r.leases.UpdateLease(ctx, ip.String()); err != nil {
		return err
	}
	return r.doReconcile(ctx, service, ports)
}

// RemoveEndpoints removes ip's lease and reconciles without it: a
// replica that shuts down takes itself out at once, not after the TTL.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*leaseEndpointReconciler).RemoveEndpoints.
func (r *LeaseEndpointReconciler) RemoveEndpoints(ctx context.Context, service string, ip net.IP, ports []core.EndpointPort) error {
	r.lock.Lock()
	defer r.lock.Unlock()
	if err := r.leases.RemoveLease(ctx, ip.String()); err != nil {
		return err
	}
	return r.doReconcile(ctx, service, ports)
}

// StopReconciling makes every later ReconcileEndpoints a no-op, so a
// stopping replica does not put its lease back.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*leaseEndpointReconciler).StopReconciling.
func (r *LeaseEndpointReconciler) StopReconciling() { r.stopReconciling.Store(true) }

// doReconcile reads the Endpoints and the leases and writes the
// Endpoints when they differ. It refuses to empty them while running:
// no lease at all means storage trouble, not that no replica lives.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*leaseEndpointReconciler).doReconcile.
func (r *LeaseEndpointReconciler) doReconcile(ctx context.Context, service string, ports []core.EndpointPort) error {
	e, err := r.endpoints.Get(ctx, core.NamespaceDefault, service)
	create := false
	switch {
	case isNotFound(err):
		if r.stopReconciling.Load() {
			return nil
		}
		create = true
		e = &core.Endpoints{}
		e.Name, e.Namespace = service, core.NamespaceDefault
	case err != nil:
		return err
	}
	ips, err := r.leases.ListLeases(ctx)
	if err != nil {
		return err
	}
	if !r.stopReconciling.Load() && len(ips) == 0 {
		return fmt.Errorf("no API server IP addresses were listed in storage, refusing to erase all endpoints for the kubernetes Service")
	}
	slices.Sort(ips)
	want := []core.EndpointSubset{{Addresses: make([]core.EndpointAddress, len(ips)), Ports: ports}}
	for i, ip := range ips {
		want[0].Addresses[i] = core.EndpointAddress{IP: ip}
	}
	if len(ips) == 0 {
		want = nil
	}
	skipMirrorChanged := setSkipMirrorTrue(e)
	if !create && !skipMirrorChanged && sameSubsets(e.Subsets, want) {
		return r.endpoints.ensureEndpointSlice(ctx, e)
	}
	klog.Warningf("Resetting endpoints for master service %q to %v", service, ips)
	e.Subsets = want
	if create {
		return r.endpoints.Create(ctx, e)
	}
	return r.endpoints.Update(ctx, e)
}

// sameSubsets reports whether have lists the addresses and ports of want
// (the addresses in any order).
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.checkEndpointSubsetFormatWithLease.
func sameSubsets(have, want []core.EndpointSubset) bool {
	if len(have) != len(want) {
		return false
	}
	if len(want) == 0 {
		return true
	}
	h, w := have[0], want[0]
	if !slices.Equal(h.Ports, w.Ports) || len(h.Addresses) != len(w.Addresses) || len(h.NotReadyAddresses) > 0 {
		return false
	}
	ips := make([]string, len(h.Addresses))
	for i, a := range h.Addresses {
		ips[i] = a.IP
	}
	slices.Sort(ips)
	for i, a := range w.Addresses {
		if ips[i] != a.IP {
			return false
		}
	}
	return true
}

// Package ipallocator hands out service ClusterIPs from
// --service-cluster-ip-range.
//
// A Range numbers the usable IPv4 addresses of a CIDR (all but the network
// and broadcast addresses) and keeps one bit per address in an Allocator.
// NewInMemory keeps the bits in an AllocationBitmap; NewPersisted keeps
// them in an Etcd allocator, which stores the bitmap as one
// RangeAllocation object at ServiceIPsKey (/registry/ranges/serviceips
// with the usual prefix) and changes it only inside GuaranteedUpdate: the
// update function first reloads the bitmap from the stored object, so two
// API servers sharing etcd never hand out the same IP.
//
// How the service storage uses it (registry/core/service/storage.REST,
// which holds a *Range):
//
//   - Create: when the service needs a ClusterIP (every type but
//     ExternalName) and spec.clusterIP is "None" (headless), allocate
//     nothing. When spec.clusterIP is empty, AllocateNext and write the IP
//     to spec.clusterIP and spec.clusterIPs; when it names an IP,
//     Allocate(net.ParseIP(ip)), answering ErrNotInRange and ErrAllocated as
//     a 422 on spec.clusterIPs and ErrFull as a 500. This happens before
//     Store.Create; if Store.Create then fails, Release the IP. A dry run
//     allocates nothing.
//   - Update: the strategy keeps the allocated IP; clusterIP is immutable,
//     so nothing is allocated (upstream also handles type changes to and
//     from ExternalName, which we leave out).
//   - Delete: after Store.Delete succeeds (not on a dry run), Release the
//     service's spec.clusterIP unless it is "" or "None".
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/ipallocator (the
// bitmap Range), pkg/registry/core/service/allocator (AllocationBitmap)
// and pkg/registry/core/service/allocator/storage (Etcd); we merge the
// three into one package.
//
// Left out: IPv6 and dual-stack, the IPAddress-object allocator that
// replaces the bitmap in recent releases, the reserved low band of the
// range that dynamic allocation avoids, metrics, the dry-run allocator,
// and the repair controller that rebuilds the bitmap from the services
// that exist (NewEtcd loads the stored bitmap instead).
package ipallocator

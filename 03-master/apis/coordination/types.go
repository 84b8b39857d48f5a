package coordination

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CoordinatedLeaseStrategy names how coordinated leader election picks
// a Lease's next holder.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.CoordinatedLeaseStrategy.
type CoordinatedLeaseStrategy string

// OldestEmulationVersion picks the candidate with the oldest emulation
// version (then binary version, then creation time).
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.OldestEmulationVersion.
const OldestEmulationVersion CoordinatedLeaseStrategy = "OldestEmulationVersion"

// Lease is a lease: who holds it, for how long, since when.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.Lease.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Lease struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec is the lease's holder and times.
	Spec LeaseSpec
}

// LeaseSpec is what a Lease records. Every field is optional: a holder
// writes them as it takes and renews the lease; the server only checks
// their ranges.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.LeaseSpec.
type LeaseSpec struct {
	// HolderIdentity names the current holder.
	HolderIdentity *string
	// LeaseDurationSeconds is how long candidates wait after RenewTime
	// before they may take the lease.
	LeaseDurationSeconds *int32
	// AcquireTime is when the current holder took the lease.
	AcquireTime *metav1.MicroTime
	// RenewTime is when the holder last renewed it.
	RenewTime *metav1.MicroTime
	// LeaseTransitions counts the changes of holder.
	LeaseTransitions *int32
	// Strategy is the coordinated leader election strategy; with it the
	// holder is chosen by a controller, not by whoever writes first.
	Strategy *CoordinatedLeaseStrategy
	// PreferredHolder is the holder the strategy would like to see.
	PreferredHolder *string
}

// LeaseList is a list of Leases.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.LeaseList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LeaseList struct {
	metav1.TypeMeta
	// ListMeta is the standard list metadata.
	metav1.ListMeta
	// Items are the leases.
	Items []Lease
}

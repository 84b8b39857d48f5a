package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CoordinatedLeaseStrategy names how coordinated leader election picks
// a Lease's next holder.
// Upstream: k8s.io/api/coordination/v1.CoordinatedLeaseStrategy.
type CoordinatedLeaseStrategy string

// OldestEmulationVersion picks the candidate with the oldest emulation
// version (then binary version, then creation time).
// Upstream: k8s.io/api/coordination/v1.OldestEmulationVersion.
const OldestEmulationVersion CoordinatedLeaseStrategy = "OldestEmulationVersion"

// Lease is a lease: who holds it, for how long, since when.
// Upstream: k8s.io/api/coordination/v1.Lease.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Lease struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the lease's holder and times.
	Spec LeaseSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// LeaseSpec is what a Lease records.
// Upstream: k8s.io/api/coordination/v1.LeaseSpec.
type LeaseSpec struct {
	// HolderIdentity names the current holder.
	HolderIdentity *string `json:"holderIdentity,omitempty" protobuf:"bytes,1,opt,name=holderIdentity"`
	// LeaseDurationSeconds is how long candidates wait after RenewTime
	// before they may take the lease.
	LeaseDurationSeconds *int32 `json:"leaseDurationSeconds,omitempty" protobuf:"varint,2,opt,name=leaseDurationSeconds"`
	// AcquireTime is when the current holder took the lease.
	AcquireTime *metav1.MicroTime `json:"acquireTime,omitempty" protobuf:"bytes,3,opt,name=acquireTime"`
	// RenewTime is when the holder last renewed it.
	RenewTime *metav1.MicroTime `json:"renewTime,omitempty" protobuf:"bytes,4,opt,name=renewTime"`
	// LeaseTransitions counts the changes of holder.
	LeaseTransitions *int32 `json:"leaseTransitions,omitempty" protobuf:"varint,5,opt,name=leaseTransitions"`
	// Strategy is the coordinated leader election strategy.
	Strategy *CoordinatedLeaseStrategy `json:"strategy,omitempty" protobuf:"bytes,6,opt,name=strategy"`
	// PreferredHolder is the holder the strategy would like to see.
	PreferredHolder *string `json:"preferredHolder,omitempty" protobuf:"bytes,7,opt,name=preferredHolder"`
}

// LeaseList is a list of Leases.
// Upstream: k8s.io/api/coordination/v1.LeaseList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LeaseList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the leases.
	Items []Lease `json:"items" protobuf:"bytes,2,rep,name=items"`
}

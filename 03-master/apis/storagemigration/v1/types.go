package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// StorageVersionMigration asks for every object of one resource to be
// rewritten in the current storage version; the storage version migrator
// controller does the work and reports it in the status.
// Upstream: k8s.io/api/storagemigration/v1.StorageVersionMigration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageVersionMigration struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Spec              StorageVersionMigrationSpec   `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	Status            StorageVersionMigrationStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// StorageVersionMigrationSpec names the resource to migrate; it is
// immutable.
// Upstream: k8s.io/api/storagemigration/v1.StorageVersionMigrationSpec.
type StorageVersionMigrationSpec struct {
	Resource metav1.GroupResource `json:"resource" protobuf:"bytes,1,opt,name=resource"`
}

// MigrationConditionType is the type of a migration's condition.
// Upstream: k8s.io/api/storagemigration/v1.MigrationConditionType.
type MigrationConditionType string

// The condition types of a migration.
// Upstream: k8s.io/api/storagemigration/v1 (constants).
const (
	MigrationRunning   MigrationConditionType = "Running"
	MigrationSucceeded MigrationConditionType = "Succeeded"
	MigrationFailed    MigrationConditionType = "Failed"
)

// StorageVersionMigrationStatus is the migration's progress: its
// conditions and the resourceVersion it migrates up to.
// Upstream: k8s.io/api/storagemigration/v1.StorageVersionMigrationStatus.
type StorageVersionMigrationStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions      []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
	ResourceVersion string             `json:"resourceVersion,omitempty" protobuf:"bytes,2,opt,name=resourceVersion"`
}

// StorageVersionMigrationList is a list of migrations.
// Upstream: k8s.io/api/storagemigration/v1.StorageVersionMigrationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageVersionMigrationList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []StorageVersionMigration `json:"items" protobuf:"bytes,2,rep,name=items"`
}

package storagemigration

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// StorageVersionMigration asks for every object of one resource to be
// rewritten in the current storage version; the storage version migrator
// controller does the work and reports it in the status.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.StorageVersionMigration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageVersionMigration struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              StorageVersionMigrationSpec   `json:"spec,omitempty"`
	Status            StorageVersionMigrationStatus `json:"status,omitempty"`
}

// StorageVersionMigrationSpec names the resource to migrate; it is
// immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.StorageVersionMigrationSpec.
type StorageVersionMigrationSpec struct {
	Resource metav1.GroupResource `json:"resource"`
}

// MigrationConditionType is the type of a migration's condition.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.MigrationConditionType.
type MigrationConditionType string

// The condition types of a migration.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration (constants).
const (
	MigrationRunning   MigrationConditionType = "Running"
	MigrationSucceeded MigrationConditionType = "Succeeded"
	MigrationFailed    MigrationConditionType = "Failed"
)

// StorageVersionMigrationStatus is the migration's progress: its
// conditions and the resourceVersion it migrates up to.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.StorageVersionMigrationStatus.
type StorageVersionMigrationStatus struct {
	Conditions      []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
	ResourceVersion string             `json:"resourceVersion,omitempty"`
}

// StorageVersionMigrationList is a list of migrations.
// Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.StorageVersionMigrationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type StorageVersionMigrationList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []StorageVersionMigration `json:"items"`
}

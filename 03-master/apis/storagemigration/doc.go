// Package storagemigration holds the internal types of
// storagemigration.k8s.io: StorageVersionMigration, a request to rewrite
// every stored object of a resource in the current storage version
// (after an encryption key or storage version change).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/storagemigration.
// Left out: v1beta1; and the migrator itself (a kube-controller-manager
// controller upstream): our server stores the requests, nothing acts on
// them.
//
// +k8s:deepcopy-gen=package
// +groupName=storagemigration.k8s.io
package storagemigration

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

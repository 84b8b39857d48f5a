package wardle

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// FlunderList is a list of Flunders.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.FlunderList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlunderList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Flunder
}

// ReferenceType says what a flunder refers to: another Flunder or a
// Fischer.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.ReferenceType.
type ReferenceType string

// The reference types.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.FlunderReferenceType and FischerReferenceType.
const (
	FlunderReferenceType = ReferenceType("Flunder")
	FischerReferenceType = ReferenceType("Fischer")
)

// FlunderSpec is the specification of a Flunder: at most one of the two
// references, the one ReferenceType names (see package validation).
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.FlunderSpec.
type FlunderSpec struct {
	// FlunderReference is the name of another flunder, mutually exclusive
	// with FischerReference.
	FlunderReference string
	// FischerReference is the name of a fischer, mutually exclusive with
	// FlunderReference.
	FischerReference string
	// ReferenceType is Flunder or Fischer.
	ReferenceType ReferenceType
}

// FlunderStatus is empty: nothing observes a flunder.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.FlunderStatus.
type FlunderStatus struct{}

// Flunder is the namespaced kind of the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.Flunder.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Flunder struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec   FlunderSpec
	Status FlunderStatus
}

// Fischer is the cluster-scoped kind of the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.Fischer.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Fischer struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	// DisallowedFlunders holds the names of flunders that may not be
	// created (upstream's BanFlunder admission plugin enforces it; we
	// have no admission until stage 07).
	DisallowedFlunders []string
}

// FischerList is a list of Fischers.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle.FischerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FischerList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Fischer
}

package v1alpha1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// FlunderList is a list of Flunders.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.FlunderList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlunderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Flunder `json:"items"`
}

// ReferenceType says what a flunder refers to.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.ReferenceType.
type ReferenceType string

// The reference types.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.FlunderReferenceType and FischerReferenceType.
const (
	FlunderReferenceType = ReferenceType("Flunder")
	FischerReferenceType = ReferenceType("Fischer")
)

// FlunderSpec is the specification of a Flunder.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.FlunderSpec.
type FlunderSpec struct {
	// Reference is the name of another flunder or of a fischer, depending
	// on referenceType.
	Reference string `json:"reference,omitempty"`
	// ReferenceType is Flunder or Fischer; it defaults to Flunder when
	// reference is set.
	ReferenceType *ReferenceType `json:"referenceType,omitempty"`
}

// FlunderStatus is empty.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.FlunderStatus.
type FlunderStatus struct{}

// Flunder is the namespaced kind of the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.Flunder.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   FlunderSpec   `json:"spec,omitempty"`
	Status FlunderStatus `json:"status,omitempty"`
}

// Fischer is the cluster-scoped kind of the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.Fischer.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Fischer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// DisallowedFlunders holds the names of flunders that are disallowed.
	DisallowedFlunders []string `json:"disallowedFlunders,omitempty"`
}

// FischerList is a list of Fischers.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.FischerList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FischerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Fischer `json:"items"`
}

package v1beta1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// FlunderList is a list of Flunders.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.FlunderList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlunderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Flunder `json:"items"`
}

// ReferenceType says what a flunder refers to.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.ReferenceType.
type ReferenceType string

// The reference types.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.FlunderReferenceType and FischerReferenceType.
const (
	FlunderReferenceType = ReferenceType("Flunder")
	FischerReferenceType = ReferenceType("Fischer")
)

// FlunderSpec is the specification of a Flunder.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.FlunderSpec.
type FlunderSpec struct {
	// FlunderReference is the name of another flunder, mutually exclusive
	// with fischerReference.
	FlunderReference string `json:"flunderReference,omitempty"`
	// FischerReference is the name of a fischer, mutually exclusive with
	// flunderReference.
	FischerReference string `json:"fischerReference,omitempty"`
	// ReferenceType is Flunder or Fischer.
	ReferenceType ReferenceType `json:"referenceType,omitempty"`
}

// FlunderStatus is empty.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.FlunderStatus.
type FlunderStatus struct{}

// Flunder is the namespaced kind of the sample server.
// Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1.Flunder.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   FlunderSpec   `json:"spec,omitempty"`
	Status FlunderStatus `json:"status,omitempty"`
}

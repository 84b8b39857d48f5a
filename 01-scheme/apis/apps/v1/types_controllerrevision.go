package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// ControllerRevision is an immutable snapshot of a controller's state.
// Stateful sets and daemon sets keep one per pod template they have run,
// to roll back to and to tell old pods from new ones; the data cannot
// change once written.
// Upstream: k8s.io/api/apps/v1.ControllerRevision.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ControllerRevision struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the revision's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Data is the snapshot: any object, serialized.
	Data runtime.RawExtension `json:"data" protobuf:"bytes,2,opt,name=data"`
	// Revision orders the revisions of one controller. Required.
	Revision int64 `json:"revision" protobuf:"varint,3,opt,name=revision"`
}

// ControllerRevisionList is a list of controller revisions.
// Upstream: k8s.io/api/apps/v1.ControllerRevisionList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ControllerRevisionList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the controller revisions.
	Items []ControllerRevision `json:"items" protobuf:"bytes,2,rep,name=items"`
}

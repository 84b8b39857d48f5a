package apps

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// ControllerRevision is an immutable snapshot of a controller's state:
// stateful sets and daemon sets keep one per template they have run, to
// roll back to and to tell old pods from new ones.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ControllerRevision.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ControllerRevision struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Data is the snapshot, kept as the bytes the controller sent.
	Data runtime.RawExtension
	// Revision orders the revisions of one controller.
	Revision int64
}

// ControllerRevisionList is a list of controller revisions.
// Upstream: k8s.io/kubernetes/pkg/apis/apps.ControllerRevisionList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ControllerRevisionList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ControllerRevision
}

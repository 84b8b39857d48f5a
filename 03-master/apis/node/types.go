package node

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// RuntimeClass names a container runtime configuration.
// Upstream: k8s.io/kubernetes/pkg/apis/node.RuntimeClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RuntimeClass struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Handler is the CRI handler, a DNS label; immutable.
	Handler string
	// Overhead is what running a pod with this class costs.
	Overhead *Overhead
	// Scheduling restricts the nodes its pods may run on.
	Scheduling *Scheduling
}

// Overhead is the fixed resources a pod of the class uses.
// Upstream: k8s.io/kubernetes/pkg/apis/node.Overhead.
type Overhead struct {
	// PodFixed is added to the pod's requests and limits.
	PodFixed core.ResourceList
}

// Scheduling is where pods of the class may run.
// Upstream: k8s.io/kubernetes/pkg/apis/node.Scheduling.
type Scheduling struct {
	// NodeSelector is merged into the pod's node selector.
	NodeSelector map[string]string
	// Tolerations are added to the pod's.
	Tolerations []core.Toleration
}

// RuntimeClassList is a list of RuntimeClasses.
// Upstream: k8s.io/kubernetes/pkg/apis/node.RuntimeClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RuntimeClassList struct {
	metav1.TypeMeta
	// ListMeta is the standard list metadata.
	metav1.ListMeta
	// Items are the classes.
	Items []RuntimeClass
}

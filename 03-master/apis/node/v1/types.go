package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// RuntimeClass names a container runtime configuration.
// Upstream: k8s.io/api/node/v1.RuntimeClass.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RuntimeClass struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Handler is the CRI handler, a DNS label.
	Handler string `json:"handler" protobuf:"bytes,2,opt,name=handler"`
	// Overhead is what running a pod with this class costs.
	Overhead *Overhead `json:"overhead,omitempty" protobuf:"bytes,3,opt,name=overhead"`
	// Scheduling restricts the nodes its pods may run on.
	Scheduling *Scheduling `json:"scheduling,omitempty" protobuf:"bytes,4,opt,name=scheduling"`
}

// Overhead is the fixed resources a pod of the class uses.
// Upstream: k8s.io/api/node/v1.Overhead.
type Overhead struct {
	// PodFixed is added to the pod's requests and limits.
	PodFixed corev1.ResourceList `json:"podFixed,omitempty" protobuf:"bytes,1,opt,name=podFixed,casttype=k8s.io/api/core/v1.ResourceList,castkey=k8s.io/api/core/v1.ResourceName,castvalue=k8s.io/apimachinery/pkg/api/resource.Quantity"`
}

// Scheduling is where pods of the class may run.
// Upstream: k8s.io/api/node/v1.Scheduling.
type Scheduling struct {
	// NodeSelector is merged into the pod's node selector.
	// +mapType=atomic
	NodeSelector map[string]string `json:"nodeSelector,omitempty" protobuf:"bytes,1,opt,name=nodeSelector"`
	// Tolerations are added to the pod's.
	// +listType=atomic
	Tolerations []corev1.Toleration `json:"tolerations,omitempty" protobuf:"bytes,2,rep,name=tolerations"`
}

// RuntimeClassList is a list of RuntimeClasses.
// Upstream: k8s.io/api/node/v1.RuntimeClassList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type RuntimeClassList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the classes.
	Items []RuntimeClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}

package v1

import metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

// Scale is the desired and observed replica count of a scalable resource:
// what GET and PUT on .../deployments/web/scale carry.
// Upstream: k8s.io/api/autoscaling/v1.Scale.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Scale struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the metadata of the object being scaled: its name,
	// namespace and resource version.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state.
	Spec ScaleSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, read-only.
	Status ScaleStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ScaleSpec is the desired replica count.
// Upstream: k8s.io/api/autoscaling/v1.ScaleSpec.
type ScaleSpec struct {
	// Replicas is the number of replicas the scaled object should have.
	// +default=0
	Replicas int32 `json:"replicas,omitempty" protobuf:"varint,1,opt,name=replicas"`
}

// ScaleStatus is the observed replica count and, as a string, the label
// selector of the pods counted. Upstream: k8s.io/api/autoscaling/v1.ScaleStatus.
type ScaleStatus struct {
	// Replicas is the number of replicas last observed. Read-only.
	Replicas int32 `json:"replicas" protobuf:"varint,1,opt,name=replicas"`
	// Selector is the label selector of the pods counted, in its string form,
	// such as app=web. Read-only.
	Selector string `json:"selector,omitempty" protobuf:"bytes,2,opt,name=selector"`
}

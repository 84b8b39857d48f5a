package autoscaling

import metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

// Scale is the desired and observed replica count of a scalable resource,
// as its /scale subresource serves it. The apps group registers this same
// Go type as its internal Scale, so that apps/v1beta1's Scale converts to it.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.Scale.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Scale struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	// Spec is the desired state.
	Spec ScaleSpec
	// Status is the observed state.
	Status ScaleStatus
}

// ScaleSpec is the desired replica count.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ScaleSpec.
type ScaleSpec struct {
	Replicas int32
}

// ScaleStatus is the observed replica count and the label selector that
// finds the pods counted, in string form ("app=web,tier in (a,b)").
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.ScaleStatus.
type ScaleStatus struct {
	Replicas int32
	Selector string
}

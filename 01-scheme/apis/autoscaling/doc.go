// Package autoscaling holds the internal types of the autoscaling API
// group: Scale, the object behind every /scale subresource (a
// Deployment's, a ReplicaSet's), whatever group the scaled resource is
// in, and HorizontalPodAutoscaler (types_hpa.go), whose internal shape is
// autoscaling/v2's.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/apis/autoscaling.
// Left out: the helpers of the autoscaler controller.
//
// +k8s:deepcopy-gen=package
package autoscaling

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

// Package v1 is version v1 of the autoscaling group, as far as Scale goes:
// the wire form of every /scale subresource. Its shape equals the internal
// one, so conversion-gen writes every conversion and there are no
// defaults.
//
// Stage 01 adds it. Upstream: k8s.io/api/autoscaling/v1 (types) and
// k8s.io/kubernetes/pkg/apis/autoscaling/v1 (registration).
// Left out: HorizontalPodAutoscaler.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

// Package v2 is version v2 of the autoscaling group, the preferred one:
// HorizontalPodAutoscaler with metric specs of every source type, scaling
// behavior and conditions, with upstream's JSON names and protobuf
// numbers, its defaults (minReplicas 1, 80% CPU when no metric is given,
// the behavior's default rules), and the generated conversions to package
// autoscaling, whose internal shape is v2's.
//
// Stage 01 adds it. Upstream: k8s.io/api/autoscaling/v2 (types) and
// k8s.io/kubernetes/pkg/apis/autoscaling/v2 (defaults, conversions).
// Left out: dropping the autoscaling/v1 round-trip annotations on the way
// (we write none, see package autoscaling/v1).
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling
// +k8s:protobuf-gen=package
package v2

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

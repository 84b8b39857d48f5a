// Package v1 is version v1 of the autoscaling group: Scale, the wire form
// of every /scale subresource (its shape equals the internal one), and
// HorizontalPodAutoscaler, whose single CPU target converts by hand to and
// from the internal metrics list (conversion.go); its conditions and
// behavior travel in annotations, as upstream's.
//
// Stage 01 adds it. Upstream: k8s.io/api/autoscaling/v1 (types) and
// k8s.io/kubernetes/pkg/apis/autoscaling/v1 (defaults, conversions).
// Left out: the metrics other than the CPU target and the current
// metrics, which upstream carries in the autoscaling.alpha.kubernetes.io/metrics
// and .../current-metrics annotations in v1's alpha metric types (we do
// not carry those types): through autoscaling/v1 an autoscaler shows, and
// an update through it keeps, only its CPU target.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

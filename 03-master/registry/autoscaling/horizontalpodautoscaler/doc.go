// Package horizontalpodautoscaler holds the rules of horizontal pod
// autoscalers: the strategy the registry Store calls on create and update
// (status reset, generation bumps on spec changes, which the HPAGeneration
// gate, on by default in v1.37, turns on upstream; validation with the
// options upstream derives from the old object) and the status strategy
// of horizontalpodautoscalers/status.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields (the
// behavior's tolerance) and the alpha scale to zero.
//
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.
package horizontalpodautoscaler

// Package validation checks horizontal pod autoscalers: the replica
// bounds, the scale target reference (kind, name, an apiVersion with a
// group), each metric (exactly its one source, a name, a positive target
// of a known type), the behavior's rules and policies, and status counts
// that are not negative. The registry strategy of stage 03
// (03-master/registry/autoscaling/horizontalpodautoscaler) calls it with
// the options upstream's strategy computes; a failure becomes a 422 with
// upstream's field paths and messages.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.
// Left out: ValidateScale (our /scale subresource checks its replicas in
// the registry's ScaleREST), declarative validation, and the minReplicas
// of 0 the alpha HPAScaleToZero gate allows.
package validation

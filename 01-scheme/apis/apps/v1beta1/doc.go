// Package v1beta1 is version v1beta1 of the apps group, an older version
// whose shape differs from apps/v1 so that conversion and defaulting have
// real work to do. Upstream stopped serving it in Kubernetes 1.16; we keep
// it as the teaching example of one group with two versions:
//
//   - DeploymentSpec has rollbackTo, which the internal type has too (so
//     the generated conversion copies it) but apps/v1 lacks (so apps/v1 keeps it in
//     an annotation).
//   - The selector is optional: defaulting copies the template's labels
//     into it, and into the deployment's own labels when it has none.
//   - revisionHistoryLimit defaults to 2 (apps/v1: 10).
//   - It has a Scale kind of its own, whose status carries the selector
//     twice (a map, and targetSelector as a string); it converts to the
//     internal autoscaling.Scale.
//   - It has no ReplicaSet, as upstream.
//
// Stage 01 adds it. Upstream: k8s.io/api/apps/v1beta1 (types) and
// k8s.io/kubernetes/pkg/apis/apps/v1beta1 (defaults, conversions).
// Left out: StatefulSet, ControllerRevision, DeploymentRollback.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/apps
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling
// +k8s:protobuf-gen=package
package v1beta1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

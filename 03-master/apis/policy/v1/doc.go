// Package v1 is version v1 of the policy group: PodDisruptionBudget and
// Eviction with upstream's JSON names and protobuf numbers, field for
// field, their defaults, and their conversions to the internal types of
// package policy (generated: the two shapes are the same).
//
// Stage 03 adds it. Upstream: k8s.io/api/policy/v1 (types) and
// k8s.io/kubernetes/pkg/apis/policy/v1 (defaults, conversions). Left out:
// declarative validation tags; the OpenAPI descriptions (stage 02's
// description generator reads stage 01's packages only, so kubectl
// explain shows the fields without their text).
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/policy
// +k8s:defaulter-gen=TypeMeta
// +groupName=policy
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

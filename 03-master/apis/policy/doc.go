// Package policy holds the internal types of the policy group:
// PodDisruptionBudget, which bounds how many of a set of pods voluntary
// disruptions may take down at once, and Eviction, the body of a POST to
// pods/<name>/eviction, which the API server refuses (429) while a budget
// allows no disruption.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/policy.
// Left out: the v1beta1 version (not served by default upstream either).
//
// +k8s:deepcopy-gen=package
// +groupName=policy
package policy

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

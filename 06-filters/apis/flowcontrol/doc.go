// Package flowcontrol holds the internal types of the
// flowcontrol.apiserver.k8s.io group, the configuration of API Priority
// and Fairness: FlowSchemas sort requests into flows (by who sends them
// and what they ask for) and name the PriorityLevelConfiguration that
// serves them, which says how many seats it gets and whether excess
// requests wait in queues or are rejected.
//
// The internal shape is upstream's: LimitedPriorityLevelConfiguration's
// NominalConcurrencyShares is a plain int32 (v1 has a pointer, so that
// defaulting can tell 0 from unset); everything else has v1's shape.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.
// Left out: the v1beta1 to v1beta3 versions (only v1 is served).
//
// +k8s:deepcopy-gen=package
// +groupName=flowcontrol.apiserver.k8s.io
package flowcontrol

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

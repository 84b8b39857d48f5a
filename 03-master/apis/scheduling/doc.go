// Package scheduling holds the internal types of the scheduling.k8s.io
// group: the PriorityClass, a named pod priority (the scheduler's order,
// and who may preempt whom), and the two system classes every cluster has.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling.
// Left out: Workload, PodGroup and CompositePodGroup (v1alpha2, off by
// default upstream). PreemptionPolicy is declared here rather than in
// core, where upstream has it for the pod spec: our core.PodSpec has no
// preemptionPolicy yet.
//
// +k8s:deepcopy-gen=package
// +groupName=scheduling.k8s.io
package scheduling

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

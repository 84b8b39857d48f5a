// Package coordination holds the internal types of the
// coordination.k8s.io group: the Lease, a named, timed claim one holder
// renews. Controllers' leader election (kube-controller-manager,
// kube-scheduler) takes and renews a Lease in kube-system; kubelets renew
// one per node in kube-node-lease as their heartbeat.
//
// Stage 03 (the master) adds it, as the example of a new API group that
// chapter 03 walks through end to end.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination.
// Left out: LeaseCandidate (coordination.k8s.io/v1beta1 and v1alpha2,
// coordinated leader election, off by default upstream).
//
// +k8s:deepcopy-gen=package
// +groupName=coordination.k8s.io
package coordination

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

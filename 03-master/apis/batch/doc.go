// Package batch holds the internal types of the batch API group: Job,
// which runs pods until enough of them succeed, and CronJob, which
// creates jobs on a schedule. The internal shape equals batch/v1's
// (pointers included), so every conversion is generated.
//
// Stage 03 adds it: the group is new in the master, one of the groups
// kube-controller-manager needs (its job and cronjob controllers).
// Upstream: k8s.io/kubernetes/pkg/apis/batch.
// Left out: JobSpec.Scheduling (alpha, behind a gate off by default) and
// the JobTemplate kind of batch/v1beta1 and v2alpha1.
//
// +k8s:deepcopy-gen=package
// +groupName=batch
package batch

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

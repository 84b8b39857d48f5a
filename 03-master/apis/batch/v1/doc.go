// Package v1 is version v1 of the batch group: Job and CronJob with
// upstream's JSON names and protobuf numbers, their defaults (a job's
// parallelism, completions, backoff limit, completion mode ...; a cron
// job's concurrency policy and history limits), the field selectors a job
// supports, and the generated conversions to package batch.
//
// Stage 03 adds it. Upstream: k8s.io/api/batch/v1 (types) and
// k8s.io/kubernetes/pkg/apis/batch/v1 (defaults, conversions).
// Left out: JobSpec.scheduling (field 17, alpha, behind a gate off by
// default); declarative validation.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/03-master/apis/batch
// +groupName=batch
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

// Package job holds the rules of jobs: the strategy the registry Store
// calls on create and update and the status strategy of jobs/status.
// Creating a job generates its selector: the strategy labels the pod
// template with the job's name and uid (batch.kubernetes.io/job-name,
// batch.kubernetes.io/controller-uid and their legacy unprefixed forms)
// and selects the uid, unless spec.manualSelector is true. The job
// controller relies on those labels to find the job's pods.
//
// Stage 03 adds it. Left out: dropping disabled feature-gated fields,
// the warnings about the pod template's fields, the validation options
// that depend on feature gates or on the old object's state, the default
// garbage collection policy (our Store adds no propagation finalizers).
//
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.
package job

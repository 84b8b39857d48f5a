package v1

import (
	"math"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_Job defaults what the job controller reads without a nil
// check: completions and parallelism to 1 when both are unset (one pod
// that must succeed), parallelism to 1, the backoff limit to 6 (or no
// limit with a per-index one), the job's labels to its template's,
// completionMode NonIndexed, suspend and manualSelector false, and the
// pod replacement policy.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/v1.SetDefaults_Job.
func SetDefaults_Job(obj *Job) {
	if obj.Spec.Completions == nil && obj.Spec.Parallelism == nil {
		obj.Spec.Completions = ptrTo[int32](1)
		obj.Spec.Parallelism = ptrTo[int32](1)
	}
	if obj.Spec.Parallelism == nil {
		obj.Spec.Parallelism = ptrTo[int32](1)
	}
	if obj.Spec.BackoffLimit == nil {
		if obj.Spec.BackoffLimitPerIndex != nil {
			obj.Spec.BackoffLimit = ptrTo[int32](math.MaxInt32)
		} else {
			obj.Spec.BackoffLimit = ptrTo[int32](6)
		}
	}
	if labels := obj.Spec.Template.Labels; labels != nil && len(obj.Labels) == 0 {
		obj.Labels = labels
	}
	if obj.Spec.CompletionMode == nil {
		obj.Spec.CompletionMode = ptrTo(NonIndexedCompletion)
	}
	if obj.Spec.Suspend == nil {
		obj.Spec.Suspend = ptrTo(false)
	}
	if obj.Spec.PodReplacementPolicy == nil {
		if obj.Spec.PodFailurePolicy != nil {
			obj.Spec.PodReplacementPolicy = ptrTo(Failed)
		} else {
			obj.Spec.PodReplacementPolicy = ptrTo(TerminatingOrFailed)
		}
	}
	if obj.Spec.ManualSelector == nil {
		obj.Spec.ManualSelector = ptrTo(false)
	}
}

// SetDefaults_CronJob defaults the concurrency policy to Allow, suspend to
// false, and the history limits to 3 successful and 1 failed job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/v1.SetDefaults_CronJob.
func SetDefaults_CronJob(obj *CronJob) {
	if obj.Spec.ConcurrencyPolicy == "" {
		obj.Spec.ConcurrencyPolicy = AllowConcurrent
	}
	if obj.Spec.Suspend == nil {
		obj.Spec.Suspend = ptrTo(false)
	}
	if obj.Spec.SuccessfulJobsHistoryLimit == nil {
		obj.Spec.SuccessfulJobsHistoryLimit = ptrTo[int32](3)
	}
	if obj.Spec.FailedJobsHistoryLimit == nil {
		obj.Spec.FailedJobsHistoryLimit = ptrTo[int32](1)
	}
}

// SetDefaults_PodFailurePolicyOnPodConditionsPattern defaults the status
// a pod condition must have to True.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/v1.SetDefaults_PodFailurePolicyOnPodConditionsPattern.
func SetDefaults_PodFailurePolicyOnPodConditionsPattern(obj *PodFailurePolicyOnPodConditionsPattern) {
	if obj.Status == "" {
		obj.Status = corev1.ConditionTrue
	}
}

// ptrTo returns a pointer to a copy of v. Upstream: k8s.io/utils/ptr.To.
func ptrTo[T any](v T) *T { return &v }

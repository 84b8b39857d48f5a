package batch

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Labels the job controller relies on. The strategy writes the first two
// on a job's template (and its selector) when the job is created.
const (
	// JobNameLabel holds the job's name on its pods.
	// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobNameLabel.
	JobNameLabel = "batch.kubernetes.io/job-name"
	// ControllerUidLabel holds the job's uid on its pods; the generated
	// selector matches it.
	// Upstream: k8s.io/kubernetes/pkg/apis/batch.ControllerUidLabel.
	ControllerUidLabel = "batch.kubernetes.io/controller-uid"
	// LegacyJobNameLabel is the job name label without a prefix, still set.
	// Upstream: k8s.io/kubernetes/pkg/apis/batch.LegacyJobNameLabel.
	LegacyJobNameLabel = "job-name"
	// LegacyControllerUidLabel is the uid label without a prefix, still set.
	// Upstream: k8s.io/kubernetes/pkg/apis/batch.LegacyControllerUidLabel.
	LegacyControllerUidLabel = "controller-uid"
	// JobCompletionIndexAnnotation holds the completion index of a pod of
	// an Indexed job.
	// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobCompletionIndexAnnotation.
	JobCompletionIndexAnnotation = "batch.kubernetes.io/job-completion-index"
)

// Job runs pods until a number of them succeed.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.Job.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Job struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ObjectMeta is the job's standard metadata.
	metav1.ObjectMeta

	// Spec is the desired behaviour of the job.
	Spec JobSpec
	// Status is the observed state, written by the job controller.
	Status JobStatus
}

// JobList is a list of jobs.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type JobList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta
	// Items are the jobs.
	Items []Job
}

// CompletionMode is NonIndexed or Indexed.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.CompletionMode.
type CompletionMode string

// The completion modes.
const (
	// NonIndexedCompletion: the job is complete when completions pods
	// have succeeded; they are all alike.
	NonIndexedCompletion CompletionMode = "NonIndexed"
	// IndexedCompletion: each pod gets an index from 0 to completions-1,
	// and the job is complete when every index has succeeded once.
	IndexedCompletion CompletionMode = "Indexed"
)

// PodFailurePolicyAction is what a pod failure policy rule does.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicyAction.
type PodFailurePolicyAction string

// The pod failure policy actions.
const (
	PodFailurePolicyActionFailJob   PodFailurePolicyAction = "FailJob"
	PodFailurePolicyActionFailIndex PodFailurePolicyAction = "FailIndex"
	PodFailurePolicyActionIgnore    PodFailurePolicyAction = "Ignore"
	PodFailurePolicyActionCount     PodFailurePolicyAction = "Count"
)

// PodFailurePolicyOnExitCodesOperator is In or NotIn.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicyOnExitCodesOperator.
type PodFailurePolicyOnExitCodesOperator string

// The exit code operators.
const (
	PodFailurePolicyOnExitCodesOpIn    PodFailurePolicyOnExitCodesOperator = "In"
	PodFailurePolicyOnExitCodesOpNotIn PodFailurePolicyOnExitCodesOperator = "NotIn"
)

// PodReplacementPolicy says when the controller replaces a failed pod.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodReplacementPolicy.
type PodReplacementPolicy string

// The pod replacement policies.
const (
	// TerminatingOrFailed replaces a pod as soon as it is terminating.
	TerminatingOrFailed PodReplacementPolicy = "TerminatingOrFailed"
	// Failed waits until the pod has fully terminated.
	Failed PodReplacementPolicy = "Failed"
)

// PodFailurePolicyOnExitCodesRequirement matches failed pods by the exit
// codes of their containers.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicyOnExitCodesRequirement.
type PodFailurePolicyOnExitCodesRequirement struct {
	// ContainerName restricts the match to one container; unset: any.
	ContainerName *string
	// Operator is In or NotIn.
	Operator PodFailurePolicyOnExitCodesOperator
	// Values are the exit codes, sorted, without 0 for In.
	Values []int32
}

// PodFailurePolicyOnPodConditionsPattern matches failed pods by a condition.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicyOnPodConditionsPattern.
type PodFailurePolicyOnPodConditionsPattern struct {
	// Type is the pod condition type to match.
	Type core.PodConditionType
	// Status is the condition status to match. Defaults to True.
	Status core.ConditionStatus
}

// PodFailurePolicyRule is one rule of a pod failure policy: an action
// and exactly one of its two requirements.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicyRule.
type PodFailurePolicyRule struct {
	// Action is FailJob, FailIndex, Ignore or Count.
	Action PodFailurePolicyAction
	// OnExitCodes matches by container exit codes.
	OnExitCodes *PodFailurePolicyOnExitCodesRequirement
	// OnPodConditions matches by pod conditions.
	OnPodConditions []PodFailurePolicyOnPodConditionsPattern
}

// PodFailurePolicy says what a pod failure does to the job; the first
// rule that matches decides.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.PodFailurePolicy.
type PodFailurePolicy struct {
	// Rules are tried in order; at most 20.
	Rules []PodFailurePolicyRule
}

// SuccessPolicy says when an Indexed job counts as succeeded before
// every index has.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.SuccessPolicy.
type SuccessPolicy struct {
	// Rules: the job succeeds once any rule is met; at most 20.
	Rules []SuccessPolicyRule
}

// SuccessPolicyRule is met when the given indexes, or a number of them,
// have succeeded.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.SuccessPolicyRule.
type SuccessPolicyRule struct {
	// SucceededIndexes is a list of indexes and ranges, such as "1,3-5".
	SucceededIndexes *string
	// SucceededCount is how many of succeededIndexes (or of all indexes)
	// must succeed.
	SucceededCount *int32
}

// JobSpec is the desired behaviour of a job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobSpec (less Scheduling, an
// alpha field behind a gate that is off by default).
type JobSpec struct {
	// Parallelism is how many pods may run at once. Defaults to 1.
	Parallelism *int32
	// Completions is how many pods must succeed. Unset: any one success
	// completes the job (a work queue). Defaults to 1 when parallelism is
	// unset too.
	Completions *int32
	// ActiveDeadlineSeconds bounds the job's running time; past it the job
	// fails and its pods are stopped.
	ActiveDeadlineSeconds *int64
	// PodFailurePolicy says what a pod failure does to the job.
	PodFailurePolicy *PodFailurePolicy
	// SuccessPolicy says when an Indexed job succeeds early.
	SuccessPolicy *SuccessPolicy
	// BackoffLimit is how many retries before the job fails. Defaults to 6.
	BackoffLimit *int32
	// BackoffLimitPerIndex is the retry limit of each index of an Indexed job.
	BackoffLimitPerIndex *int32
	// MaxFailedIndexes fails the job once more indexes than this failed.
	MaxFailedIndexes *int32
	// Selector picks the job's pods. Normally left unset: the server
	// generates one matching the job's uid.
	Selector *metav1.LabelSelector
	// ManualSelector, true, lets the user set the selector instead of the
	// server generating it.
	ManualSelector *bool
	// Template is the pod the job runs; its restartPolicy must be Never
	// or OnFailure.
	Template core.PodTemplateSpec
	// TTLSecondsAfterFinished deletes the job this long after it finished.
	TTLSecondsAfterFinished *int32
	// CompletionMode is NonIndexed or Indexed. Defaults to NonIndexed.
	CompletionMode *CompletionMode
	// Suspend, true, stops the job's pods and starts none until false.
	// Defaults to false.
	Suspend *bool
	// PodReplacementPolicy is TerminatingOrFailed or Failed. Defaults to
	// Failed with a pod failure policy, TerminatingOrFailed without.
	PodReplacementPolicy *PodReplacementPolicy
	// ManagedBy names the controller that syncs the job; unset: the
	// built-in job controller. Immutable.
	ManagedBy *string
}

// JobStatus is the observed state of a job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobStatus.
type JobStatus struct {
	// Conditions are the job's states: Complete, Failed, Suspended ...
	Conditions []JobCondition
	// StartTime is when the controller first started the job.
	StartTime *metav1.Time
	// CompletionTime is when the job completed.
	CompletionTime *metav1.Time
	// Active counts the pods pending or running.
	Active int32
	// Succeeded counts the pods that succeeded.
	Succeeded int32
	// Failed counts the pods that failed.
	Failed int32
	// Terminating counts the pods being deleted.
	Terminating *int32
	// CompletedIndexes lists the succeeded indexes of an Indexed job, as
	// ranges ("1,3-5").
	CompletedIndexes string
	// FailedIndexes lists the failed indexes, with backoffLimitPerIndex.
	FailedIndexes *string
	// UncountedTerminatedPods are finished pods the counts above do not
	// include yet.
	UncountedTerminatedPods *UncountedTerminatedPods
	// Ready counts the active pods that are ready.
	Ready *int32
}

// UncountedTerminatedPods are the uids of finished pods not yet counted.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.UncountedTerminatedPods.
type UncountedTerminatedPods struct {
	// Succeeded are the uids of succeeded pods.
	Succeeded []metav1.UID
	// Failed are the uids of failed pods.
	Failed []metav1.UID
}

// JobConditionType names a condition of a job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobConditionType.
type JobConditionType string

// The job conditions.
const (
	JobSuspended          JobConditionType = "Suspended"
	JobComplete           JobConditionType = "Complete"
	JobFailed             JobConditionType = "Failed"
	JobFailureTarget      JobConditionType = "FailureTarget"
	JobSuccessCriteriaMet JobConditionType = "SuccessCriteriaMet"
)

// JobCondition is one condition of a job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobCondition.
type JobCondition struct {
	// Type names the condition.
	Type JobConditionType
	// Status is True, False or Unknown.
	Status core.ConditionStatus
	// LastProbeTime is when the condition was last checked.
	LastProbeTime metav1.Time
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time
	// Reason is a short CamelCase word saying why.
	Reason string
	// Message explains the condition for humans.
	Message string
}

// JobTemplateSpec is the job a cron job creates at each scheduled time.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.JobTemplateSpec.
type JobTemplateSpec struct {
	// ObjectMeta is the metadata of the jobs created from the template.
	metav1.ObjectMeta
	// Spec is the spec of the jobs created from the template.
	Spec JobSpec
}

// CronJob creates a job on a schedule.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.CronJob.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CronJob struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ObjectMeta is the cron job's standard metadata.
	metav1.ObjectMeta

	// Spec is the schedule and the job to run.
	Spec CronJobSpec
	// Status is the observed state, written by the cron job controller.
	Status CronJobStatus
}

// CronJobList is a list of cron jobs.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.CronJobList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CronJobList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta
	// Items are the cron jobs.
	Items []CronJob
}

// CronJobSpec is the schedule of a cron job and the job it runs.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.CronJobSpec.
type CronJobSpec struct {
	// Schedule is in cron format ("*/5 * * * *", "@hourly").
	Schedule string
	// TimeZone is the schedule's time zone name ("Etc/UTC"); unset: the
	// controller manager's local time.
	TimeZone *string
	// StartingDeadlineSeconds is how late a missed run may still start.
	StartingDeadlineSeconds *int64
	// ConcurrencyPolicy is Allow, Forbid or Replace: what to do when a run
	// is due while the last one still runs. Defaults to Allow.
	ConcurrencyPolicy ConcurrencyPolicy
	// Suspend, true, skips the runs until false. Defaults to false.
	Suspend *bool
	// JobTemplate is the job created at each run.
	JobTemplate JobTemplateSpec
	// SuccessfulJobsHistoryLimit is how many finished successful jobs to
	// keep. Defaults to 3.
	SuccessfulJobsHistoryLimit *int32
	// FailedJobsHistoryLimit is how many failed jobs to keep. Defaults to 1.
	FailedJobsHistoryLimit *int32
}

// ConcurrencyPolicy is Allow, Forbid or Replace.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.ConcurrencyPolicy.
type ConcurrencyPolicy string

// The concurrency policies.
const (
	AllowConcurrent   ConcurrencyPolicy = "Allow"
	ForbidConcurrent  ConcurrencyPolicy = "Forbid"
	ReplaceConcurrent ConcurrencyPolicy = "Replace"
)

// CronJobStatus is the observed state of a cron job.
// Upstream: k8s.io/kubernetes/pkg/apis/batch.CronJobStatus.
type CronJobStatus struct {
	// Active are references to the jobs running now.
	Active []core.ObjectReference
	// LastScheduleTime is when a job was last scheduled.
	LastScheduleTime *metav1.Time
	// LastSuccessfulTime is when a job last completed successfully.
	LastSuccessfulTime *metav1.Time
}

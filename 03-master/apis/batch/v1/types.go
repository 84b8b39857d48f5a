package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Labels the job controller relies on. The strategy writes the first two
// on a job's template (and its selector) when the job is created.
const (
	// JobNameLabel holds the job's name on its pods.
	// Upstream: k8s.io/api/batch/v1.JobNameLabel.
	JobNameLabel = "batch.kubernetes.io/job-name"
	// ControllerUidLabel holds the job's uid on its pods; the generated
	// selector matches it.
	// Upstream: k8s.io/api/batch/v1.ControllerUidLabel.
	ControllerUidLabel = "batch.kubernetes.io/controller-uid"
	// LegacyJobNameLabel is the job name label without a prefix, still set.
	// Upstream: k8s.io/api/batch/v1.LegacyJobNameLabel.
	LegacyJobNameLabel = "job-name"
	// LegacyControllerUidLabel is the uid label without a prefix, still set.
	// Upstream: k8s.io/api/batch/v1.LegacyControllerUidLabel.
	LegacyControllerUidLabel = "controller-uid"
	// JobCompletionIndexAnnotation holds the completion index of a pod of
	// an Indexed job.
	// Upstream: k8s.io/api/batch/v1.JobCompletionIndexAnnotation.
	JobCompletionIndexAnnotation = "batch.kubernetes.io/job-completion-index"
)

// Job runs pods until a number of them succeed.
// Upstream: k8s.io/api/batch/v1.Job.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Job struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the job's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired behaviour of the job.
	Spec JobSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the job controller.
	Status JobStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// JobList is a list of jobs.
// Upstream: k8s.io/api/batch/v1.JobList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type JobList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the jobs.
	Items []Job `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// CompletionMode is NonIndexed or Indexed.
// Upstream: k8s.io/api/batch/v1.CompletionMode.
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
// Upstream: k8s.io/api/batch/v1.PodFailurePolicyAction.
type PodFailurePolicyAction string

// The pod failure policy actions.
const (
	PodFailurePolicyActionFailJob   PodFailurePolicyAction = "FailJob"
	PodFailurePolicyActionFailIndex PodFailurePolicyAction = "FailIndex"
	PodFailurePolicyActionIgnore    PodFailurePolicyAction = "Ignore"
	PodFailurePolicyActionCount     PodFailurePolicyAction = "Count"
)

// PodFailurePolicyOnExitCodesOperator is In or NotIn.
// Upstream: k8s.io/api/batch/v1.PodFailurePolicyOnExitCodesOperator.
type PodFailurePolicyOnExitCodesOperator string

// The exit code operators.
const (
	PodFailurePolicyOnExitCodesOpIn    PodFailurePolicyOnExitCodesOperator = "In"
	PodFailurePolicyOnExitCodesOpNotIn PodFailurePolicyOnExitCodesOperator = "NotIn"
)

// PodReplacementPolicy says when the controller replaces a failed pod.
// Upstream: k8s.io/api/batch/v1.PodReplacementPolicy.
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
// Upstream: k8s.io/api/batch/v1.PodFailurePolicyOnExitCodesRequirement.
type PodFailurePolicyOnExitCodesRequirement struct {
	// ContainerName restricts the match to one container; unset: any.
	ContainerName *string `json:"containerName,omitempty" protobuf:"bytes,1,opt,name=containerName"`
	// Operator is In or NotIn.
	Operator PodFailurePolicyOnExitCodesOperator `json:"operator" protobuf:"bytes,2,req,name=operator"`
	// Values are the exit codes, sorted, without 0 for In.
	// +listType=set
	Values []int32 `json:"values" protobuf:"varint,3,rep,name=values"`
}

// PodFailurePolicyOnPodConditionsPattern matches failed pods by a condition.
// Upstream: k8s.io/api/batch/v1.PodFailurePolicyOnPodConditionsPattern.
type PodFailurePolicyOnPodConditionsPattern struct {
	// Type is the pod condition type to match.
	Type corev1.PodConditionType `json:"type" protobuf:"bytes,1,req,name=type"`
	// Status is the condition status to match. Defaults to True.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,req,name=status"`
}

// PodFailurePolicyRule is one rule of a pod failure policy: an action
// and exactly one of its two requirements.
// Upstream: k8s.io/api/batch/v1.PodFailurePolicyRule.
type PodFailurePolicyRule struct {
	// Action is FailJob, FailIndex, Ignore or Count.
	Action PodFailurePolicyAction `json:"action" protobuf:"bytes,1,req,name=action"`
	// OnExitCodes matches by container exit codes.
	OnExitCodes *PodFailurePolicyOnExitCodesRequirement `json:"onExitCodes,omitempty" protobuf:"bytes,2,opt,name=onExitCodes"`
	// OnPodConditions matches by pod conditions.
	// +listType=atomic
	OnPodConditions []PodFailurePolicyOnPodConditionsPattern `json:"onPodConditions,omitempty" protobuf:"bytes,3,opt,name=onPodConditions"`
}

// PodFailurePolicy says what a pod failure does to the job; the first
// rule that matches decides.
// Upstream: k8s.io/api/batch/v1.PodFailurePolicy.
type PodFailurePolicy struct {
	// Rules are tried in order; at most 20.
	// +listType=atomic
	Rules []PodFailurePolicyRule `json:"rules" protobuf:"bytes,1,opt,name=rules"`
}

// SuccessPolicy says when an Indexed job counts as succeeded before
// every index has.
// Upstream: k8s.io/api/batch/v1.SuccessPolicy.
type SuccessPolicy struct {
	// Rules: the job succeeds once any rule is met; at most 20.
	// +listType=atomic
	Rules []SuccessPolicyRule `json:"rules" protobuf:"bytes,1,opt,name=rules"`
}

// SuccessPolicyRule is met when the given indexes, or a number of them,
// have succeeded.
// Upstream: k8s.io/api/batch/v1.SuccessPolicyRule.
type SuccessPolicyRule struct {
	// SucceededIndexes is a list of indexes and ranges, such as "1,3-5".
	SucceededIndexes *string `json:"succeededIndexes,omitempty" protobuf:"bytes,1,opt,name=succeededIndexes"`
	// SucceededCount is how many of succeededIndexes (or of all indexes)
	// must succeed.
	SucceededCount *int32 `json:"succeededCount,omitempty" protobuf:"varint,2,opt,name=succeededCount"`
}

// JobSpec is the desired behaviour of a job.
// Upstream: k8s.io/api/batch/v1.JobSpec (less scheduling, field 17, an
// alpha field behind a gate that is off by default).
type JobSpec struct {
	// Parallelism is how many pods may run at once. Defaults to 1.
	Parallelism *int32 `json:"parallelism,omitempty" protobuf:"varint,1,opt,name=parallelism"`
	// Completions is how many pods must succeed. Unset: any one success
	// completes the job (a work queue). Defaults to 1 when parallelism is
	// unset too.
	Completions *int32 `json:"completions,omitempty" protobuf:"varint,2,opt,name=completions"`
	// ActiveDeadlineSeconds bounds the job's running time; past it the job
	// fails and its pods are stopped.
	ActiveDeadlineSeconds *int64 `json:"activeDeadlineSeconds,omitempty" protobuf:"varint,3,opt,name=activeDeadlineSeconds"`
	// PodFailurePolicy says what a pod failure does to the job.
	PodFailurePolicy *PodFailurePolicy `json:"podFailurePolicy,omitempty" protobuf:"bytes,11,opt,name=podFailurePolicy"`
	// SuccessPolicy says when an Indexed job succeeds early.
	SuccessPolicy *SuccessPolicy `json:"successPolicy,omitempty" protobuf:"bytes,16,opt,name=successPolicy"`
	// BackoffLimit is how many retries before the job fails. Defaults to 6.
	BackoffLimit *int32 `json:"backoffLimit,omitempty" protobuf:"varint,7,opt,name=backoffLimit"`
	// BackoffLimitPerIndex is the retry limit of each index of an Indexed job.
	BackoffLimitPerIndex *int32 `json:"backoffLimitPerIndex,omitempty" protobuf:"varint,12,opt,name=backoffLimitPerIndex"`
	// MaxFailedIndexes fails the job once more indexes than this failed.
	MaxFailedIndexes *int32 `json:"maxFailedIndexes,omitempty" protobuf:"varint,13,opt,name=maxFailedIndexes"`
	// Selector picks the job's pods. Normally left unset: the server
	// generates one matching the job's uid.
	Selector *metav1.LabelSelector `json:"selector,omitempty" protobuf:"bytes,4,opt,name=selector"`
	// ManualSelector, true, lets the user set the selector instead of the
	// server generating it.
	ManualSelector *bool `json:"manualSelector,omitempty" protobuf:"varint,5,opt,name=manualSelector"`
	// Template is the pod the job runs; its restartPolicy must be Never
	// or OnFailure.
	Template corev1.PodTemplateSpec `json:"template" protobuf:"bytes,6,opt,name=template"`
	// TTLSecondsAfterFinished deletes the job this long after it finished.
	TTLSecondsAfterFinished *int32 `json:"ttlSecondsAfterFinished,omitempty" protobuf:"varint,8,opt,name=ttlSecondsAfterFinished"`
	// CompletionMode is NonIndexed or Indexed. Defaults to NonIndexed.
	CompletionMode *CompletionMode `json:"completionMode,omitempty" protobuf:"bytes,9,opt,name=completionMode,casttype=CompletionMode"`
	// Suspend, true, stops the job's pods and starts none until false.
	// Defaults to false.
	Suspend *bool `json:"suspend,omitempty" protobuf:"varint,10,opt,name=suspend"`
	// PodReplacementPolicy is TerminatingOrFailed or Failed. Defaults to
	// Failed with a pod failure policy, TerminatingOrFailed without.
	PodReplacementPolicy *PodReplacementPolicy `json:"podReplacementPolicy,omitempty" protobuf:"bytes,14,opt,name=podReplacementPolicy,casttype=podReplacementPolicy"`
	// ManagedBy names the controller that syncs the job; unset: the
	// built-in job controller. Immutable.
	ManagedBy *string `json:"managedBy,omitempty" protobuf:"bytes,15,opt,name=managedBy"`
}

// JobStatus is the observed state of a job.
// Upstream: k8s.io/api/batch/v1.JobStatus.
type JobStatus struct {
	// Conditions are the job's states: Complete, Failed, Suspended ...
	// +listType=atomic
	Conditions []JobCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
	// StartTime is when the controller first started the job.
	StartTime *metav1.Time `json:"startTime,omitempty" protobuf:"bytes,2,opt,name=startTime"`
	// CompletionTime is when the job completed.
	CompletionTime *metav1.Time `json:"completionTime,omitempty" protobuf:"bytes,3,opt,name=completionTime"`
	// Active counts the pods pending or running.
	Active int32 `json:"active,omitempty" protobuf:"varint,4,opt,name=active"`
	// Succeeded counts the pods that succeeded.
	Succeeded int32 `json:"succeeded,omitempty" protobuf:"varint,5,opt,name=succeeded"`
	// Failed counts the pods that failed.
	Failed int32 `json:"failed,omitempty" protobuf:"varint,6,opt,name=failed"`
	// Terminating counts the pods being deleted.
	Terminating *int32 `json:"terminating,omitempty" protobuf:"varint,11,opt,name=terminating"`
	// CompletedIndexes lists the succeeded indexes of an Indexed job, as
	// ranges ("1,3-5").
	CompletedIndexes string `json:"completedIndexes,omitempty" protobuf:"bytes,7,opt,name=completedIndexes"`
	// FailedIndexes lists the failed indexes, with backoffLimitPerIndex.
	FailedIndexes *string `json:"failedIndexes,omitempty" protobuf:"bytes,10,opt,name=failedIndexes"`
	// UncountedTerminatedPods are finished pods the counts above do not
	// include yet.
	UncountedTerminatedPods *UncountedTerminatedPods `json:"uncountedTerminatedPods,omitempty" protobuf:"bytes,8,opt,name=uncountedTerminatedPods"`
	// Ready counts the active pods that are ready.
	Ready *int32 `json:"ready,omitempty" protobuf:"varint,9,opt,name=ready"`
}

// UncountedTerminatedPods are the uids of finished pods not yet counted.
// Upstream: k8s.io/api/batch/v1.UncountedTerminatedPods.
type UncountedTerminatedPods struct {
	// Succeeded are the uids of succeeded pods.
	// +listType=set
	Succeeded []metav1.UID `json:"succeeded,omitempty" protobuf:"bytes,1,rep,name=succeeded,casttype=k8s.io/apimachinery/pkg/types.UID"`
	// Failed are the uids of failed pods.
	// +listType=set
	Failed []metav1.UID `json:"failed,omitempty" protobuf:"bytes,2,rep,name=failed,casttype=k8s.io/apimachinery/pkg/types.UID"`
}

// JobConditionType names a condition of a job.
// Upstream: k8s.io/api/batch/v1.JobConditionType.
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
// Upstream: k8s.io/api/batch/v1.JobCondition.
type JobCondition struct {
	// Type names the condition.
	Type JobConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=JobConditionType"`
	// Status is True, False or Unknown.
	Status corev1.ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	// LastProbeTime is when the condition was last checked.
	LastProbeTime metav1.Time `json:"lastProbeTime,omitempty" protobuf:"bytes,3,opt,name=lastProbeTime"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why.
	Reason string `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// JobTemplateSpec is the job a cron job creates at each scheduled time.
// Upstream: k8s.io/api/batch/v1.JobTemplateSpec.
type JobTemplateSpec struct {
	// ObjectMeta is the metadata of the jobs created from the template.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the spec of the jobs created from the template.
	Spec JobSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// CronJob creates a job on a schedule.
// Upstream: k8s.io/api/batch/v1.CronJob.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CronJob struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the cron job's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the schedule and the job to run.
	Spec CronJobSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the cron job controller.
	Status CronJobStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// CronJobList is a list of cron jobs.
// Upstream: k8s.io/api/batch/v1.CronJobList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CronJobList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is
	// paged, the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the cron jobs.
	Items []CronJob `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// CronJobSpec is the schedule of a cron job and the job it runs.
// Upstream: k8s.io/api/batch/v1.CronJobSpec.
type CronJobSpec struct {
	// Schedule is in cron format ("*/5 * * * *", "@hourly").
	Schedule string `json:"schedule" protobuf:"bytes,1,opt,name=schedule"`
	// TimeZone is the schedule's time zone name ("Etc/UTC"); unset: the
	// controller manager's local time.
	TimeZone *string `json:"timeZone,omitempty" protobuf:"bytes,8,opt,name=timeZone"`
	// StartingDeadlineSeconds is how late a missed run may still start.
	StartingDeadlineSeconds *int64 `json:"startingDeadlineSeconds,omitempty" protobuf:"varint,2,opt,name=startingDeadlineSeconds"`
	// ConcurrencyPolicy is Allow, Forbid or Replace: what to do when a run
	// is due while the last one still runs. Defaults to Allow.
	ConcurrencyPolicy ConcurrencyPolicy `json:"concurrencyPolicy,omitempty" protobuf:"bytes,3,opt,name=concurrencyPolicy,casttype=ConcurrencyPolicy"`
	// Suspend, true, skips the runs until false. Defaults to false.
	Suspend *bool `json:"suspend,omitempty" protobuf:"varint,4,opt,name=suspend"`
	// JobTemplate is the job created at each run.
	JobTemplate JobTemplateSpec `json:"jobTemplate" protobuf:"bytes,5,opt,name=jobTemplate"`
	// SuccessfulJobsHistoryLimit is how many finished successful jobs to
	// keep. Defaults to 3.
	SuccessfulJobsHistoryLimit *int32 `json:"successfulJobsHistoryLimit,omitempty" protobuf:"varint,6,opt,name=successfulJobsHistoryLimit"`
	// FailedJobsHistoryLimit is how many failed jobs to keep. Defaults to 1.
	FailedJobsHistoryLimit *int32 `json:"failedJobsHistoryLimit,omitempty" protobuf:"varint,7,opt,name=failedJobsHistoryLimit"`
}

// ConcurrencyPolicy is Allow, Forbid or Replace.
// Upstream: k8s.io/api/batch/v1.ConcurrencyPolicy.
type ConcurrencyPolicy string

// The concurrency policies.
const (
	AllowConcurrent   ConcurrencyPolicy = "Allow"
	ForbidConcurrent  ConcurrencyPolicy = "Forbid"
	ReplaceConcurrent ConcurrencyPolicy = "Replace"
)

// CronJobStatus is the observed state of a cron job.
// Upstream: k8s.io/api/batch/v1.CronJobStatus.
type CronJobStatus struct {
	// Active are references to the jobs running now.
	// +listType=atomic
	Active []corev1.ObjectReference `json:"active,omitempty" protobuf:"bytes,1,rep,name=active"`
	// LastScheduleTime is when a job was last scheduled.
	LastScheduleTime *metav1.Time `json:"lastScheduleTime,omitempty" protobuf:"bytes,4,opt,name=lastScheduleTime"`
	// LastSuccessfulTime is when a job last completed successfully.
	LastSuccessfulTime *metav1.Time `json:"lastSuccessfulTime,omitempty" protobuf:"bytes,5,opt,name=lastSuccessfulTime"`
}

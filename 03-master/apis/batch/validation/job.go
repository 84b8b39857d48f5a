package validation

import (
	"fmt"
	"reflect"
	"slices"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// Limits of a job's spec.
// Upstream: the constants of k8s.io/kubernetes/pkg/apis/batch/validation.
const (
	maxParallelismForIndexedJob                = 100000
	maxFailedIndexesForIndexedJob              = 100_000
	completionsSoftLimit                       = 100_000
	parallelismLimitForHighCompletions         = 10_000
	maxFailedIndexesLimitForHighCompletions    = 10_000
	maxPodFailurePolicyRules                   = 20
	maxPodFailurePolicyOnExitCodesValues       = 255
	maxPodFailurePolicyOnPodConditionsPatterns = 20
	maxManagedByLength                         = 63
	maxJobSuccessPolicySucceededIndexesLimit   = 64 * 1024
	maxSuccessPolicyRule                       = 20
)

// The enums a job's spec accepts, sorted as upstream's sets.List sorts them.
var (
	supportedPodFailurePolicyActions = []batch.PodFailurePolicyAction{
		batch.PodFailurePolicyActionCount, batch.PodFailurePolicyActionFailIndex,
		batch.PodFailurePolicyActionFailJob, batch.PodFailurePolicyActionIgnore}
	supportedPodFailurePolicyOnExitCodesOperator = []batch.PodFailurePolicyOnExitCodesOperator{
		batch.PodFailurePolicyOnExitCodesOpIn, batch.PodFailurePolicyOnExitCodesOpNotIn}
	supportedPodFailurePolicyOnPodConditionsStatus = []core.ConditionStatus{
		core.ConditionFalse, core.ConditionTrue, core.ConditionUnknown}
	supportedPodReplacementPolicy = []batch.PodReplacementPolicy{batch.Failed, batch.TerminatingOrFailed}
)

// ValidateJobCreate checks a new job: its metadata (a DNS subdomain
// name), the generated selector, the spec, and a name that leaves room
// for the index suffix of an Indexed job's pods.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobCreate.
func ValidateJobCreate(job *batch.Job) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&job.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	allErrs = append(allErrs, validateGeneratedSelector(job)...)
	allErrs = append(allErrs, ValidateJobSpec(&job.Spec, field.NewPath("spec"))...)
	return append(allErrs, validateNameAllowsCompletions(job)...)
}

// validateGeneratedSelector checks, unless the selector is manual, that
// the job has a uid, that its template carries the four labels the
// strategy generates (job name and controller uid, prefixed and legacy)
// with the job's values, and that the selector selects them.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateGeneratedSelector
// (with RequirePrefixedLabels, which upstream sets for new jobs).
func validateGeneratedSelector(obj *batch.Job) field.ErrorList {
	if obj.Spec.ManualSelector != nil && *obj.Spec.ManualSelector || obj.Spec.Selector == nil {
		return nil
	}
	var allErrs field.ErrorList
	if obj.UID == "" {
		allErrs = append(allErrs, field.Required(field.NewPath("metadata").Child("uid"), ""))
	}
	metaPath := field.NewPath("spec").Child("template").Child("metadata")
	expected := map[string]string{
		batch.LegacyControllerUidLabel: string(obj.UID),
		batch.LegacyJobNameLabel:       obj.Name,
		batch.ControllerUidLabel:       string(obj.UID),
		batch.JobNameLabel:             obj.Name,
	}
	for _, key := range []string{batch.LegacyControllerUidLabel, batch.LegacyJobNameLabel, batch.ControllerUidLabel, batch.JobNameLabel} {
		allErrs = append(allErrs, validateHasLabel(obj.Spec.Template.ObjectMeta, metaPath, key, expected[key])...)
	}
	if selector, err := metav1.LabelSelectorAsSelector(obj.Spec.Selector); err == nil && !selector.Matches(labels.Set(expected)) {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec").Child("selector"), obj.Spec.Selector, "`selector` not auto-generated"))
	}
	return allErrs
}

// validateHasLabel requires the label key with the value expectedValue.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateHasLabel.
func validateHasLabel(meta metav1.ObjectMeta, fldPath *field.Path, key, expectedValue string) field.ErrorList {
	actualValue, ok := meta.Labels[key]
	if !ok {
		return field.ErrorList{field.Required(fldPath.Child("labels").Key(key), key)}
	}
	if actualValue != expectedValue {
		return field.ErrorList{field.Invalid(fldPath.Child("labels").Key(key), meta.Labels, "must be '"+expectedValue+"'")}
	}
	return nil
}

// validateNameAllowsCompletions checks that the hostname of an Indexed
// job's last pod, "<name>-<completions-1>", is a DNS label.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateNameAllowsCompletions.
func validateNameAllowsCompletions(job *batch.Job) field.ErrorList {
	if job.Spec.CompletionMode == nil || *job.Spec.CompletionMode != batch.IndexedCompletion || job.Spec.Completions == nil || *job.Spec.Completions <= 0 {
		return nil
	}
	maximumPodHostname := fmt.Sprintf("%s-%d", job.Name, *job.Spec.Completions-1)
	if errs := utilvalidation.IsDNS1123Label(maximumPodHostname); len(errs) > 0 {
		return field.ErrorList{field.Invalid(field.NewPath("metadata").Child("name"), job.Name, fmt.Sprintf("will not able to create pod with invalid DNS label: %s", maximumPodHostname))}
	}
	return nil
}

// ValidateJobSpec checks a job's spec and its selector: required, and
// selecting the template's labels.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobSpec.
func ValidateJobSpec(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateJobSpec(spec, fldPath)
	if spec.Selector == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("selector"), ""))
	} else {
		allErrs = append(allErrs, apivalidation.ValidateLabels(spec.Selector.MatchLabels, fldPath.Child("selector", "matchLabels"))...)
	}
	if selector, err := metav1.LabelSelectorAsSelector(spec.Selector); err == nil && !selector.Matches(labels.Set(spec.Template.Labels)) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("template", "metadata", "labels"), spec.Template.Labels, "`selector` does not match template `labels`"))
	}
	return allErrs
}

// validateJobSpec checks what a job and a cron job's job template share:
// counts, the completion mode and the fields it allows, the policies,
// and the pod template, whose pods restart Never or OnFailure (Never
// with a pod failure policy).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateJobSpec.
func validateJobSpec(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, c := range []struct {
		name  string
		value *int32
	}{
		{"parallelism", spec.Parallelism}, {"completions", spec.Completions}, {"backoffLimit", spec.BackoffLimit},
		{"ttlSecondsAfterFinished", spec.TTLSecondsAfterFinished}, {"backoffLimitPerIndex", spec.BackoffLimitPerIndex},
	} {
		if c.value != nil {
			allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*c.value), fldPath.Child(c.name))...)
		}
	}
	if spec.ActiveDeadlineSeconds != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(*spec.ActiveDeadlineSeconds, fldPath.Child("activeDeadlineSeconds"))...)
	}
	if spec.MaxFailedIndexes != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.MaxFailedIndexes), fldPath.Child("maxFailedIndexes"))...)
		if spec.BackoffLimitPerIndex == nil {
			allErrs = append(allErrs, field.Required(fldPath.Child("backoffLimitPerIndex"), "when maxFailedIndexes is specified"))
		}
	}
	if spec.ManagedBy != nil {
		allErrs = append(allErrs, validateDomainPrefixedPath(fldPath.Child("managedBy"), *spec.ManagedBy)...)
		if len(*spec.ManagedBy) > maxManagedByLength {
			allErrs = append(allErrs, field.TooLong(fldPath.Child("managedBy"), "", maxManagedByLength))
		}
	}
	allErrs = append(allErrs, validateCompletionMode(spec, fldPath)...)
	if spec.PodFailurePolicy != nil {
		allErrs = append(allErrs, validatePodFailurePolicy(spec, fldPath.Child("podFailurePolicy"))...)
	}
	if spec.SuccessPolicy != nil {
		if spec.CompletionMode == nil || *spec.CompletionMode != batch.IndexedCompletion {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("successPolicy"), *spec.SuccessPolicy, "requires indexed completion mode"))
		} else {
			allErrs = append(allErrs, validateSuccessPolicy(spec, fldPath.Child("successPolicy"))...)
		}
	}
	allErrs = append(allErrs, validatePodReplacementPolicy(spec, fldPath.Child("podReplacementPolicy"))...)
	allErrs = append(allErrs, validatePodTemplateSpec(&spec.Template, fldPath.Child("template"))...)
	return append(allErrs, validateJobRestartPolicy(spec, fldPath.Child("template", "spec", "restartPolicy"))...)
}

// validateCompletionMode checks the completion mode and what depends on
// it: an Indexed job needs completions and bounds its parallelism and
// failed indexes; per-index limits need the Indexed mode.
// Upstream: the completion mode lines of
// k8s.io/kubernetes/pkg/apis/batch/validation.validateJobSpec.
func validateCompletionMode(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.CompletionMode != nil {
		if *spec.CompletionMode != batch.NonIndexedCompletion && *spec.CompletionMode != batch.IndexedCompletion {
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("completionMode"), spec.CompletionMode, []batch.CompletionMode{batch.NonIndexedCompletion, batch.IndexedCompletion}))
		}
		if *spec.CompletionMode == batch.IndexedCompletion {
			allErrs = append(allErrs, validateIndexedJob(spec, fldPath)...)
		}
	}
	if spec.CompletionMode == nil || *spec.CompletionMode == batch.NonIndexedCompletion {
		if spec.BackoffLimitPerIndex != nil {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("backoffLimitPerIndex"), *spec.BackoffLimitPerIndex, "requires indexed completion mode"))
		}
		if spec.MaxFailedIndexes != nil {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("maxFailedIndexes"), *spec.MaxFailedIndexes, "requires indexed completion mode"))
		}
	}
	return allErrs
}

// validateIndexedJob checks the bounds of an Indexed job.
// Upstream: the IndexedCompletion branch of
// k8s.io/kubernetes/pkg/apis/batch/validation.validateJobSpec.
func validateIndexedJob(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.Completions == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("completions"), fmt.Sprintf("when completion mode is %s", batch.IndexedCompletion)))
	}
	if spec.Parallelism != nil && *spec.Parallelism > maxParallelismForIndexedJob {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("parallelism"), *spec.Parallelism, fmt.Sprintf("must be less than or equal to %d when completion mode is %s", maxParallelismForIndexedJob, batch.IndexedCompletion)))
	}
	if spec.Completions != nil && spec.MaxFailedIndexes != nil && *spec.MaxFailedIndexes > *spec.Completions {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxFailedIndexes"), *spec.MaxFailedIndexes, "must be less than or equal to completions"))
	}
	if spec.MaxFailedIndexes != nil && *spec.MaxFailedIndexes > maxFailedIndexesForIndexedJob {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxFailedIndexes"), *spec.MaxFailedIndexes, fmt.Sprintf("must be less than or equal to %d", maxFailedIndexesForIndexedJob)))
	}
	if spec.Completions != nil && *spec.Completions > completionsSoftLimit && spec.BackoffLimitPerIndex != nil {
		if spec.MaxFailedIndexes == nil {
			allErrs = append(allErrs, field.Required(fldPath.Child("maxFailedIndexes"), fmt.Sprintf("must be specified when completions is above %d", completionsSoftLimit)))
		}
		if spec.Parallelism != nil && *spec.Parallelism > parallelismLimitForHighCompletions {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("parallelism"), *spec.Parallelism, fmt.Sprintf("must be less than or equal to %d when completions are above %d and used with backoff limit per index", parallelismLimitForHighCompletions, completionsSoftLimit)))
		}
		if spec.MaxFailedIndexes != nil && *spec.MaxFailedIndexes > maxFailedIndexesLimitForHighCompletions {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("maxFailedIndexes"), *spec.MaxFailedIndexes, fmt.Sprintf("must be less than or equal to %d when completions are above %d and used with backoff limit per index", maxFailedIndexesLimitForHighCompletions, completionsSoftLimit)))
		}
	}
	return allErrs
}

// validateJobRestartPolicy requires Never or OnFailure (defaulting turns
// an unset policy into Always, so both count as unset), and Never with a
// pod failure policy.
// Upstream: the restart policy lines of
// k8s.io/kubernetes/pkg/apis/batch/validation.validateJobSpec.
func validateJobRestartPolicy(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	policy := spec.Template.Spec.RestartPolicy
	switch {
	case policy == core.RestartPolicyAlways || policy == "":
		return field.ErrorList{field.Required(fldPath, fmt.Sprintf("valid values: %q, %q", core.RestartPolicyOnFailure, core.RestartPolicyNever))}
	case policy != core.RestartPolicyOnFailure && policy != core.RestartPolicyNever:
		return field.ErrorList{field.NotSupported(fldPath, policy, []core.RestartPolicy{core.RestartPolicyOnFailure, core.RestartPolicyNever})}
	case spec.PodFailurePolicy != nil && policy != core.RestartPolicyNever:
		return field.ErrorList{field.Invalid(fldPath, policy, fmt.Sprintf("only %q is supported when podFailurePolicy is specified", core.RestartPolicyNever))}
	}
	return nil
}

// validatePodTemplateSpec checks a pod template: its labels, annotations
// and pod spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodTemplateSpec.
func validatePodTemplateSpec(spec *core.PodTemplateSpec, fldPath *field.Path) field.ErrorList {
	metaPath := fldPath.Child("metadata")
	allErrs := apivalidation.ValidateLabels(spec.Labels, metaPath.Child("labels"))
	allErrs = append(allErrs, apivalidation.ValidateAnnotations(spec.Annotations, metaPath.Child("annotations"))...)
	return append(allErrs, corevalidation.ValidatePodSpec(&spec.Spec, fldPath.Child("spec"))...)
}

// validateDomainPrefixedPath checks a value such as
// "kueue.x-k8s.io/multikueue": a DNS subdomain, a slash, a path.
// Upstream: k8s.io/apimachinery/pkg/api/validation.IsDomainPrefixedPath.
func validateDomainPrefixedPath(fldPath *field.Path, dpPath string) field.ErrorList {
	if len(dpPath) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	var allErrs field.ErrorList
	segments := splitOnce(dpPath, '/')
	if len(segments) != 2 || len(segments[0]) == 0 || len(segments[1]) == 0 {
		return field.ErrorList{field.Invalid(fldPath, dpPath, "must be a domain-prefixed path (such as \"acme.io/foo\")")}
	}
	host, path := segments[0], segments[1]
	for _, err := range utilvalidation.IsDNS1123Subdomain(host) {
		allErrs = append(allErrs, field.Invalid(fldPath, host, err))
	}
	for _, c := range path {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '-' || c == '_' || c == '.' || c == '~' || c == '%' || c == '!' || c == '$' || c == '&' || c == '\'' || c == '(' || c == ')' || c == '*' || c == '+' || c == ',' || c == ';' || c == '=' || c == ':' || c == '@') {
			return append(allErrs, field.Invalid(fldPath, path, "Invalid path"))
		}
	}
	return allErrs
}

// splitOnce splits s at the first sep.
func splitOnce(s string, sep byte) []string {
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			return []string{s[:i], s[i+1:]}
		}
	}
	return []string{s}
}

// validatePodReplacementPolicy checks the policy: Failed only, with a pod
// failure policy.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validatePodReplacementPolicy.
func validatePodReplacementPolicy(spec *batch.JobSpec, fldPath *field.Path) field.ErrorList {
	if spec.PodReplacementPolicy == nil {
		return nil
	}
	if spec.PodFailurePolicy != nil {
		if *spec.PodReplacementPolicy != batch.Failed {
			return field.ErrorList{field.NotSupported(fldPath, *spec.PodReplacementPolicy, []batch.PodReplacementPolicy{batch.Failed})}
		}
		return nil
	}
	if !slices.Contains(supportedPodReplacementPolicy, *spec.PodReplacementPolicy) {
		return field.ErrorList{field.NotSupported(fldPath, *spec.PodReplacementPolicy, supportedPodReplacementPolicy)}
	}
	return nil
}

// ValidateJobUpdate checks an update of a job: the metadata rules of an
// update, the spec's update rules, and the name against the completions.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobUpdate.
func ValidateJobUpdate(job, oldJob *batch.Job) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&job.ObjectMeta, &oldJob.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidateJobSpecUpdate(job.Spec, oldJob.Spec, field.NewPath("spec"))...)
	return append(allErrs, validateNameAllowsCompletions(job)...)
}

// ValidateJobSpecUpdate checks the new spec and what may not change: the
// selector, the template (unless the job is suspended... and then only
// by the feature-gated rules we leave out: not at all), completions of a
// NonIndexed job, the completion mode, the policies and managedBy.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobSpecUpdate.
func ValidateJobSpecUpdate(spec, oldSpec batch.JobSpec, fldPath *field.Path) field.ErrorList {
	allErrs := ValidateJobSpec(&spec, fldPath)
	allErrs = append(allErrs, validateCompletions(spec, oldSpec, fldPath.Child("completions"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.Selector, oldSpec.Selector, fldPath.Child("selector"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(&spec.Template, &oldSpec.Template, fldPath.Child("template"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.CompletionMode, oldSpec.CompletionMode, fldPath.Child("completionMode"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.PodFailurePolicy, oldSpec.PodFailurePolicy, fldPath.Child("podFailurePolicy"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.BackoffLimitPerIndex, oldSpec.BackoffLimitPerIndex, fldPath.Child("backoffLimitPerIndex"))...)
	allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.ManagedBy, oldSpec.ManagedBy, fldPath.Child("managedBy"))...)
	return append(allErrs, apivalidation.ValidateImmutableField(spec.SuccessPolicy, oldSpec.SuccessPolicy, fldPath.Child("successPolicy"))...)
}

// validateCompletions keeps completions of a NonIndexed job; an Indexed
// job may change it together with parallelism (to scale elastically).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateCompletions
// (which names the root of fldPath: always spec).
func validateCompletions(spec, oldSpec batch.JobSpec, fldPath *field.Path) field.ErrorList {
	if spec.CompletionMode == nil || *spec.CompletionMode != batch.IndexedCompletion {
		return apivalidation.ValidateImmutableField(spec.Completions, oldSpec.Completions, fldPath)
	}
	if reflect.DeepEqual(spec.Completions, oldSpec.Completions) || spec.Completions == nil {
		return nil
	}
	if spec.Parallelism == nil || *spec.Completions != *spec.Parallelism {
		return field.ErrorList{field.Invalid(fldPath, spec.Completions, fmt.Sprintf("can only be modified in tandem with %s", field.NewPath("spec").Child("parallelism").String()))}
	}
	return nil
}

// ValidateJobUpdateStatus checks a write to jobs/status: the metadata
// rules of an update and the status rules.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobUpdateStatus.
func ValidateJobUpdateStatus(job, oldJob *batch.Job) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&job.ObjectMeta, &oldJob.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateJobStatusUpdate(job, oldJob)...)
}

// ValidateJobStatusUpdate checks a status write: counters not negative,
// a terminal condition (Complete, Failed, FailureTarget) and
// SuccessCriteriaMet never switched off, failed and succeeded counters
// never decreased, and a completionTime that does not change once set.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobStatusUpdate,
// with every option upstream turns on for a job the built-in controller
// manages (getStatusValidationOptions) that we carry.
func ValidateJobStatusUpdate(job, oldJob *batch.Job) field.ErrorList {
	statusFld := field.NewPath("status")
	allErrs := validateJobStatusCounts(&job.Status, statusFld)
	for _, cType := range []batch.JobConditionType{batch.JobFailed, batch.JobComplete, batch.JobFailureTarget} {
		if isConditionTrue(oldJob.Status.Conditions, cType) && !isConditionTrue(job.Status.Conditions, cType) {
			allErrs = append(allErrs, field.Invalid(statusFld.Child("conditions"), field.OmitValueType{}, fmt.Sprintf("cannot disable the terminal %s=True condition", string(cType))))
		}
	}
	if job.Status.Failed < oldJob.Status.Failed {
		allErrs = append(allErrs, field.Invalid(statusFld.Child("failed"), job.Status.Failed, "cannot decrease the failed counter"))
	}
	if job.Status.Succeeded < oldJob.Status.Succeeded {
		allErrs = append(allErrs, field.Invalid(statusFld.Child("succeeded"), job.Status.Succeeded, "cannot decrease the succeeded counter"))
	}
	if job.Status.CompletionTime != nil && oldJob.Status.CompletionTime != nil && !job.Status.CompletionTime.Equal(oldJob.Status.CompletionTime) {
		allErrs = append(allErrs, field.Invalid(statusFld.Child("completionTime"), job.Status.CompletionTime, "field is immutable"))
	}
	if isConditionTrue(oldJob.Status.Conditions, batch.JobSuccessCriteriaMet) && !isConditionTrue(job.Status.Conditions, batch.JobSuccessCriteriaMet) {
		allErrs = append(allErrs, field.Invalid(statusFld.Child("conditions"), field.OmitValueType{}, "cannot disable the SuccessCriteriaMet=True condition"))
	}
	return allErrs
}

// validateJobStatusCounts requires every counter to be non-negative.
// Upstream: the first lines of
// k8s.io/kubernetes/pkg/apis/batch/validation.validateJobStatus.
func validateJobStatusCounts(status *batch.JobStatus, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateNonnegativeField(int64(status.Active), fldPath.Child("active"))
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.Succeeded), fldPath.Child("succeeded"))...)
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.Failed), fldPath.Child("failed"))...)
	if status.Ready != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.Ready), fldPath.Child("ready"))...)
	}
	if status.Terminating != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*status.Terminating), fldPath.Child("terminating"))...)
	}
	return allErrs
}

// isConditionTrue reports whether the list has cType with status True.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.IsConditionTrue.
func isConditionTrue(list []batch.JobCondition, cType batch.JobConditionType) bool {
	for _, c := range list {
		if c.Type == cType && c.Status == core.ConditionTrue {
			return true
		}
	}
	return false
}

package validation

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
)

// ValidateCronJobCreate checks a new cron job: its metadata, its spec,
// and a name of at most 52 characters (the controller appends an
// 11-character suffix to name each job, and a job name has at most 63).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateCronJobCreate.
func ValidateCronJobCreate(cronJob *batch.CronJob) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&cronJob.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	allErrs = append(allErrs, validateCronJobSpec(&cronJob.Spec, nil, field.NewPath("spec"))...)
	if len(cronJob.Name) > 63-11 {
		allErrs = append(allErrs, field.Invalid(field.NewPath("metadata").Child("name"), cronJob.Name, "must be no more than 52 characters"))
	}
	return allErrs
}

// ValidateCronJobUpdate checks an update: the metadata rules of an update
// and the new spec (not the name's length, so an old long-named cron job
// can still be changed and deleted).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateCronJobUpdate.
func ValidateCronJobUpdate(job, oldJob *batch.CronJob) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&job.ObjectMeta, &oldJob.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, validateCronJobSpec(&job.Spec, &oldJob.Spec, field.NewPath("spec"))...)
}

// validateCronJobSpec checks the schedule, the deadline, the time zone
// (when new or changed), the concurrency policy, the job template and the
// history limits. oldSpec is nil on create.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateCronJobSpec.
func validateCronJobSpec(spec, oldSpec *batch.CronJobSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(spec.Schedule) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("schedule"), ""))
	} else {
		allowTZInSchedule := oldSpec != nil && strings.Contains(oldSpec.Schedule, "TZ")
		allErrs = append(allErrs, validateScheduleFormat(spec.Schedule, allowTZInSchedule, spec.TimeZone, fldPath.Child("schedule"))...)
	}
	if spec.StartingDeadlineSeconds != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(*spec.StartingDeadlineSeconds, fldPath.Child("startingDeadlineSeconds"))...)
	}
	if oldSpec == nil || !equalStringPtr(oldSpec.TimeZone, spec.TimeZone) {
		allErrs = append(allErrs, validateTimeZone(spec.TimeZone, fldPath.Child("timeZone"))...)
	}
	allErrs = append(allErrs, validateConcurrencyPolicy(spec.ConcurrencyPolicy, fldPath.Child("concurrencyPolicy"))...)
	allErrs = append(allErrs, ValidateJobTemplateSpec(&spec.JobTemplate, fldPath.Child("jobTemplate"))...)
	if spec.SuccessfulJobsHistoryLimit != nil {
		// zero is a valid SuccessfulJobsHistoryLimit
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.SuccessfulJobsHistoryLimit), fldPath.Child("successfulJobsHistoryLimit"))...)
	}
	if spec.FailedJobsHistoryLimit != nil {
		allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(*spec.FailedJobsHistoryLimit), fldPath.Child("failedJobsHistoryLimit"))...)
	}
	return allErrs
}

// equalStringPtr reports whether both are nil or point to equal strings.
// Upstream: k8s.io/utils/ptr.Equal.
func equalStringPtr(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// validateConcurrencyPolicy requires Allow, Forbid or Replace.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateConcurrencyPolicy.
func validateConcurrencyPolicy(policy batch.ConcurrencyPolicy, fldPath *field.Path) field.ErrorList {
	switch policy {
	case batch.AllowConcurrent, batch.ForbidConcurrent, batch.ReplaceConcurrent:
		return nil
	case "":
		return field.ErrorList{field.Required(fldPath, "")}
	}
	return field.ErrorList{field.NotSupported(fldPath, policy, []batch.ConcurrencyPolicy{batch.AllowConcurrent, batch.ForbidConcurrent, batch.ReplaceConcurrent})}
}

// validateScheduleFormat checks the schedule parses, and refuses a TZ in
// it (use timeZone) unless the old schedule had one already.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateScheduleFormat.
func validateScheduleFormat(schedule string, allowTZInSchedule bool, timeZone *string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if err := parseCronSchedule(schedule); err != nil {
		allErrs = append(allErrs, field.Invalid(fldPath, schedule, err.Error()))
	}
	switch {
	case allowTZInSchedule && strings.Contains(schedule, "TZ") && timeZone != nil:
		allErrs = append(allErrs, field.Invalid(fldPath, schedule, "cannot use both timeZone field and TZ or CRON_TZ in schedule"))
	case !allowTZInSchedule && strings.Contains(schedule, "TZ"):
		allErrs = append(allErrs, field.Invalid(fldPath, schedule, "cannot use TZ or CRON_TZ in schedule, use timeZone field instead"))
	}
	return allErrs
}

// validTimeZoneCharacters is what a component of an IANA zone name may
// hold. Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validTimeZoneCharacters.
var validTimeZoneCharacters = regexp.MustCompile(`^[A-Za-z\.\-_0-9+]{1,14}$`)

// validateTimeZone checks a time zone name: not empty, IANA-shaped, not
// "Local", and known to the time zone database.
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.validateTimeZone.
func validateTimeZone(timeZone *string, fldPath *field.Path) field.ErrorList {
	if timeZone == nil {
		return nil
	}
	if len(*timeZone) == 0 {
		return field.ErrorList{field.Invalid(fldPath, timeZone, "timeZone must be nil or non-empty string")}
	}
	for _, part := range strings.Split(*timeZone, "/") {
		if part == "." || part == ".." || strings.HasPrefix(part, "-") || !validTimeZoneCharacters.MatchString(part) {
			return field.ErrorList{field.Invalid(fldPath, timeZone, fmt.Sprintf("unknown time zone %s", *timeZone))}
		}
	}
	var allErrs field.ErrorList
	if strings.EqualFold(*timeZone, "Local") {
		allErrs = append(allErrs, field.Invalid(fldPath, timeZone, "timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones"))
	}
	if _, err := time.LoadLocation(*timeZone); err != nil {
		allErrs = append(allErrs, field.Invalid(fldPath, timeZone, err.Error()))
	}
	return allErrs
}

// ValidateJobTemplateSpec checks a cron job's job template: the job spec,
// and no selector (the job's is generated when it is created).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/validation.ValidateJobTemplateSpec.
func ValidateJobTemplateSpec(spec *batch.JobTemplateSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateJobSpec(&spec.Spec, fldPath.Child("spec"))
	if spec.Spec.Selector != nil {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("spec", "selector"), spec.Spec.Selector, "`selector` will be auto-generated"))
	}
	if spec.Spec.ManualSelector != nil && *spec.Spec.ManualSelector {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("spec", "manualSelector"), spec.Spec.ManualSelector, []string{"nil", "false"}))
	}
	return allErrs
}

package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
)

func ptr[T any](v T) *T { return &v }

// newJob is a valid job as the strategy leaves it on create: defaulted,
// with the generated selector and labels.
func newJob() *batch.Job {
	uid := metav1.UID("2d0f6a1e")
	labels := map[string]string{
		batch.LegacyControllerUidLabel: string(uid), batch.ControllerUidLabel: string(uid),
		batch.LegacyJobNameLabel: "pi", batch.JobNameLabel: "pi",
	}
	return &batch.Job{
		ObjectMeta: metav1.ObjectMeta{Name: "pi", Namespace: "demo", UID: uid, ResourceVersion: "3"},
		Spec: batch.JobSpec{
			Parallelism: ptr[int32](1), Completions: ptr[int32](1), BackoffLimit: ptr[int32](6),
			CompletionMode: ptr(batch.NonIndexedCompletion), Suspend: ptr(false), ManualSelector: ptr(false),
			PodReplacementPolicy: ptr(batch.TerminatingOrFailed),
			Selector:             &metav1.LabelSelector{MatchLabels: map[string]string{batch.ControllerUidLabel: string(uid)}},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "pi", Image: "perl:5.34", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
					RestartPolicy: core.RestartPolicyNever,
					DNSPolicy:     core.DNSClusterFirst,
				},
			},
		},
	}
}

// check wants errs to be one error at wantField whose text holds
// wantDetail, or none when wantField is "".
func check(t *testing.T, errs field.ErrorList, wantField, wantDetail string) {
	t.Helper()
	if wantField == "" {
		if len(errs) != 0 {
			t.Errorf("got %v; want no errors", errs)
		}
		return
	}
	if len(errs) != 1 || errs[0].Field != wantField || !strings.Contains(errs[0].Error(), wantDetail) {
		t.Errorf("got %v; want one error at %s with %q", errs, wantField, wantDetail)
	}
}

// TestValidateJobCreate: upstream's rules and messages for a new job.
func TestValidateJobCreate(t *testing.T) {
	tests := []struct {
		name          string
		mutate        func(j *batch.Job)
		field, detail string
	}{
		{"valid", func(j *batch.Job) {}, "", ""},
		{"no uid", func(j *batch.Job) {
			j.UID = ""
			j.Spec.Template.Labels = nil
			j.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"a": "b"}}
			j.Spec.ManualSelector = ptr(true)
		}, "spec.template.metadata.labels", "`selector` does not match template `labels`"},
		{"generated label missing", func(j *batch.Job) { delete(j.Spec.Template.Labels, batch.JobNameLabel) }, "spec.template.metadata.labels[batch.kubernetes.io/job-name]", "Required value"},
		{"restartPolicy Always", func(j *batch.Job) { j.Spec.Template.Spec.RestartPolicy = core.RestartPolicyAlways }, "spec.template.spec.restartPolicy", `Required value: valid values: "OnFailure", "Never"`},
		{"negative parallelism", func(j *batch.Job) { j.Spec.Parallelism = ptr[int32](-1) }, "spec.parallelism", "must be greater than or equal to 0"},
		{"indexed without completions", func(j *batch.Job) {
			j.Spec.CompletionMode = ptr(batch.IndexedCompletion)
			j.Spec.Completions = nil
		}, "spec.completions", "when completion mode is Indexed"},
		{"per-index limit not indexed", func(j *batch.Job) { j.Spec.BackoffLimitPerIndex = ptr[int32](1) }, "spec.backoffLimitPerIndex", "requires indexed completion mode"},
		{"bad completion mode", func(j *batch.Job) { j.Spec.CompletionMode = ptr(batch.CompletionMode("Sometimes")) }, "spec.completionMode", "Unsupported value"},
		{"pod failure policy with OnFailure", func(j *batch.Job) {
			j.Spec.Template.Spec.RestartPolicy = core.RestartPolicyOnFailure
			j.Spec.PodReplacementPolicy = ptr(batch.Failed)
			j.Spec.PodFailurePolicy = &batch.PodFailurePolicy{Rules: []batch.PodFailurePolicyRule{{
				Action: batch.PodFailurePolicyActionFailJob, OnExitCodes: &batch.PodFailurePolicyOnExitCodesRequirement{Operator: batch.PodFailurePolicyOnExitCodesOpIn, Values: []int32{1}}}}}
		}, "spec.template.spec.restartPolicy", `only "Never" is supported when podFailurePolicy is specified`},
		{"exit codes unordered", func(j *batch.Job) {
			j.Spec.PodReplacementPolicy = ptr(batch.Failed)
			j.Spec.PodFailurePolicy = &batch.PodFailurePolicy{Rules: []batch.PodFailurePolicyRule{{
				Action: batch.PodFailurePolicyActionFailJob, OnExitCodes: &batch.PodFailurePolicyOnExitCodesRequirement{Operator: batch.PodFailurePolicyOnExitCodesOpNotIn, Values: []int32{3, 2}}}}}
		}, "spec.podFailurePolicy.rules[0].onExitCodes.values", "must be ordered"},
		{"rule without requirement", func(j *batch.Job) {
			j.Spec.PodReplacementPolicy = ptr(batch.Failed)
			j.Spec.PodFailurePolicy = &batch.PodFailurePolicy{Rules: []batch.PodFailurePolicyRule{{Action: batch.PodFailurePolicyActionIgnore}}}
		}, "spec.podFailurePolicy.rules[0]", "Invalid value: specifying one of OnExitCodes and OnPodConditions is required"},
		{"replacement policy with failure policy", func(j *batch.Job) {
			j.Spec.PodFailurePolicy = &batch.PodFailurePolicy{Rules: []batch.PodFailurePolicyRule{{
				Action: batch.PodFailurePolicyActionIgnore, OnPodConditions: []batch.PodFailurePolicyOnPodConditionsPattern{{Type: "DisruptionTarget", Status: core.ConditionTrue}}}}}
		}, "spec.podReplacementPolicy", "Unsupported value"},
		{"success policy not indexed", func(j *batch.Job) {
			j.Spec.SuccessPolicy = &batch.SuccessPolicy{Rules: []batch.SuccessPolicyRule{{SucceededCount: ptr[int32](1)}}}
		}, "spec.successPolicy", "requires indexed completion mode"},
		{"indexed name too long", func(j *batch.Job) {
			j.Spec.CompletionMode = ptr(batch.IndexedCompletion)
			j.Spec.Completions = ptr[int32](10)
			j.Name = strings.Repeat("a", 62)
			for _, k := range []string{batch.LegacyJobNameLabel, batch.JobNameLabel} {
				j.Spec.Template.Labels[k] = j.Name
			}
		}, "metadata.name", "will not able to create pod with invalid DNS label"},
		{"bad managedBy", func(j *batch.Job) { j.Spec.ManagedBy = ptr("kueue") }, "spec.managedBy", "must be a domain-prefixed path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := newJob()
			tt.mutate(j)
			check(t, ValidateJobCreate(j), tt.field, tt.detail)
		})
	}
}

// TestValidateSelectorNotGenerated: a selector the strategy did not
// generate is refused twice, as upstream: it selects other labels than
// the generated ones, and not the template's.
func TestValidateSelectorNotGenerated(t *testing.T) {
	j := newJob()
	j.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{batch.ControllerUidLabel: "other"}}
	errs := ValidateJobCreate(j)
	if len(errs) != 2 || errs[0].Field != "spec.selector" || errs[0].Detail != "`selector` not auto-generated" || errs[1].Field != "spec.template.metadata.labels" {
		t.Errorf("got %v; want spec.selector not auto-generated, then spec.template.metadata.labels", errs)
	}
}

// TestValidateJobUpdate: what an update may not change.
func TestValidateJobUpdate(t *testing.T) {
	tests := []struct {
		name          string
		mutate        func(j *batch.Job)
		field, detail string
	}{
		{"parallelism", func(j *batch.Job) { j.Spec.Parallelism = ptr[int32](3) }, "", ""},
		{"suspend", func(j *batch.Job) { j.Spec.Suspend = ptr(true) }, "", ""},
		{"completions", func(j *batch.Job) { j.Spec.Completions = ptr[int32](3) }, "spec.completions", "field is immutable"},
		{"template", func(j *batch.Job) { j.Spec.Template.Spec.Containers[0].Image = "perl:5.36" }, "spec.template", "field is immutable"},
		{"backoffLimitPerIndex", func(j *batch.Job) {
			j.Spec.BackoffLimitPerIndex = ptr[int32](1)
		}, "spec.backoffLimitPerIndex", "requires indexed completion mode"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, j := newJob(), newJob()
			tt.mutate(j)
			errs := ValidateJobUpdate(j, old)
			if tt.name == "backoffLimitPerIndex" {
				// Both the spec rule and immutability speak up.
				if len(errs) != 2 {
					t.Errorf("got %v; want two errors", errs)
				}
				return
			}
			check(t, errs, tt.field, tt.detail)
		})
	}
}

// TestValidateIndexedCompletionsScale: an Indexed job may change
// completions together with parallelism only.
func TestValidateIndexedCompletionsScale(t *testing.T) {
	old := newJob()
	old.Spec.CompletionMode = ptr(batch.IndexedCompletion)
	j := old.DeepCopy()
	j.Spec.Completions, j.Spec.Parallelism = ptr[int32](4), ptr[int32](4)
	check(t, ValidateJobUpdate(j, old), "", "")
	j.Spec.Parallelism = ptr[int32](2)
	check(t, ValidateJobUpdate(j, old), "spec.completions", "can only be modified in tandem with spec.parallelism")
}

// TestValidateJobStatusUpdate: counters only grow and terminal
// conditions stay.
func TestValidateJobStatusUpdate(t *testing.T) {
	complete := []batch.JobCondition{{Type: batch.JobComplete, Status: core.ConditionTrue}}
	tests := []struct {
		name          string
		old, new      batch.JobStatus
		field, detail string
	}{
		{"progress", batch.JobStatus{Active: 1}, batch.JobStatus{Succeeded: 1, Conditions: complete}, "", ""},
		{"succeeded down", batch.JobStatus{Succeeded: 2}, batch.JobStatus{Succeeded: 1}, "status.succeeded", "cannot decrease the succeeded counter"},
		{"failed down", batch.JobStatus{Failed: 2}, batch.JobStatus{Failed: 1}, "status.failed", "cannot decrease the failed counter"},
		{"negative active", batch.JobStatus{}, batch.JobStatus{Active: -1}, "status.active", "must be greater than or equal to 0"},
		{"complete undone", batch.JobStatus{Conditions: complete}, batch.JobStatus{}, "status.conditions", "Invalid value: cannot disable the terminal Complete=True condition"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, j := newJob(), newJob()
			old.Status, j.Status = tt.old, tt.new
			check(t, ValidateJobUpdateStatus(j, old), tt.field, tt.detail)
		})
	}
}

func newCronJob() *batch.CronJob {
	return &batch.CronJob{
		ObjectMeta: metav1.ObjectMeta{Name: "hello", Namespace: "demo", ResourceVersion: "3"},
		Spec: batch.CronJobSpec{
			Schedule: "*/5 * * * *", ConcurrencyPolicy: batch.AllowConcurrent,
			JobTemplate: batch.JobTemplateSpec{Spec: batch.JobSpec{
				Parallelism: ptr[int32](1), Completions: ptr[int32](1), BackoffLimit: ptr[int32](6),
				CompletionMode: ptr(batch.NonIndexedCompletion), Suspend: ptr(false), ManualSelector: ptr(false),
				PodReplacementPolicy: ptr(batch.TerminatingOrFailed),
				Template: core.PodTemplateSpec{Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "hello", Image: "busybox:1.36", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}},
					RestartPolicy: core.RestartPolicyOnFailure, DNSPolicy: core.DNSClusterFirst,
				}},
			}},
		},
	}
}

// TestValidateCronJob: schedules, time zones, the name's length, and a
// job template without selector.
func TestValidateCronJob(t *testing.T) {
	tests := []struct {
		name          string
		mutate        func(cj *batch.CronJob)
		field, detail string
	}{
		{"valid", func(cj *batch.CronJob) {}, "", ""},
		{"names and lists", func(cj *batch.CronJob) { cj.Spec.Schedule = "0,30 9-17 ? JAN-jun mon-FRI" }, "", ""},
		{"descriptor", func(cj *batch.CronJob) { cj.Spec.Schedule = "@hourly" }, "", ""},
		{"every", func(cj *batch.CronJob) { cj.Spec.Schedule = "@every 1h30m" }, "", ""},
		{"time zone", func(cj *batch.CronJob) { cj.Spec.TimeZone = ptr("Etc/UTC") }, "", ""},
		{"no schedule", func(cj *batch.CronJob) { cj.Spec.Schedule = "" }, "spec.schedule", "Required value"},
		{"four fields", func(cj *batch.CronJob) { cj.Spec.Schedule = "* * * *" }, "spec.schedule", "expected exactly 5 fields, found 4: [* * * *]"},
		{"minute 60", func(cj *batch.CronJob) { cj.Spec.Schedule = "60 * * * *" }, "spec.schedule", "end of range (60) above maximum (59): 60"},
		{"day 0", func(cj *batch.CronJob) { cj.Spec.Schedule = "* * 0 * *" }, "spec.schedule", "beginning of range (0) below minimum (1): 0"},
		{"backwards", func(cj *batch.CronJob) { cj.Spec.Schedule = "* 5-2 * * *" }, "spec.schedule", "beginning of range (5) beyond end of range (2): 5-2"},
		{"step 0", func(cj *batch.CronJob) { cj.Spec.Schedule = "*/0 * * * *" }, "spec.schedule", "step of range should be a positive number: */0"},
		{"word", func(cj *batch.CronJob) { cj.Spec.Schedule = "@sometimes" }, "spec.schedule", "unrecognized descriptor: @sometimes"},
		{"not a number", func(cj *batch.CronJob) { cj.Spec.Schedule = "x * * * *" }, "spec.schedule", `failed to parse int from x: strconv.Atoi: parsing "x": invalid syntax`},
		{"TZ in schedule", func(cj *batch.CronJob) { cj.Spec.Schedule = "TZ=Etc/UTC * * * * *" }, "spec.schedule", "cannot use TZ or CRON_TZ in schedule, use timeZone field instead"},
		{"unknown zone", func(cj *batch.CronJob) { cj.Spec.TimeZone = ptr("Mars/Olympus") }, "spec.timeZone", "unknown time zone Mars/Olympus"},
		{"Local", func(cj *batch.CronJob) { cj.Spec.TimeZone = ptr("Local") }, "spec.timeZone", "timeZone must be an explicit time zone"},
		{"bad policy", func(cj *batch.CronJob) { cj.Spec.ConcurrencyPolicy = "Sometimes" }, "spec.concurrencyPolicy", "Unsupported value"},
		{"name too long", func(cj *batch.CronJob) { cj.Name = strings.Repeat("c", 53) }, "metadata.name", "must be no more than 52 characters"},
		{"template selector", func(cj *batch.CronJob) {
			cj.Spec.JobTemplate.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"a": "b"}}
		}, "spec.jobTemplate.spec.selector", "`selector` will be auto-generated"},
		{"template restartPolicy", func(cj *batch.CronJob) {
			cj.Spec.JobTemplate.Spec.Template.Spec.RestartPolicy = core.RestartPolicyAlways
		}, "spec.jobTemplate.spec.template.spec.restartPolicy", "Required value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cj := newCronJob()
			tt.mutate(cj)
			check(t, ValidateCronJobCreate(cj), tt.field, tt.detail)
		})
	}
}

// TestValidateCronJobUpdate: an old schedule with TZ may keep it; a long
// old name may be updated.
func TestValidateCronJobUpdate(t *testing.T) {
	old := newCronJob()
	old.Name = strings.Repeat("c", 60)
	old.Spec.Schedule = "TZ=Etc/UTC */5 * * * *"
	cj := old.DeepCopy()
	cj.Spec.Schedule = "TZ=Etc/UTC */10 * * * *"
	check(t, ValidateCronJobUpdate(cj, old), "", "")
}

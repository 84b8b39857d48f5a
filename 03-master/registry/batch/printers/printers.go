package printers

import (
	"fmt"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
)

// Jobs: NAME STATUS COMPLETIONS DURATION AGE, wide adds CONTAINERS IMAGES
// SELECTOR.
// Upstream: jobColumnDefinitions and printJob in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Jobs = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Status", Type: "string", Description: "Status of the job."},
	{Name: "Completions", Type: "string", Description: "The number of pods which reached phase Succeeded."},
	{Name: "Duration", Type: "string", Description: "Time required to complete the job."},
	genericprinters.AgeColumn,
	genericprinters.ContainersColumn,
	genericprinters.ImagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "A label query over pods that should match the pod count."},
}, Row: printJob}

// printJob makes a job's cells: its state from the conditions,
// succeeded/completions, and how long it ran (or has been running).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printJob.
func printJob(obj runtime.Object) (metav1.TableRow, error) {
	job, ok := obj.(*batch.Job)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a Job, got %T", obj)
	}
	var completions string
	switch {
	case job.Spec.Completions != nil:
		completions = fmt.Sprintf("%d/%d", job.Status.Succeeded, *job.Spec.Completions)
	case job.Spec.Parallelism != nil && *job.Spec.Parallelism > 1:
		completions = fmt.Sprintf("%d/1 of %d", job.Status.Succeeded, *job.Spec.Parallelism)
	default:
		completions = fmt.Sprintf("%d/1", job.Status.Succeeded)
	}
	var jobDuration string
	switch {
	case job.Status.StartTime == nil:
	case job.Status.CompletionTime == nil:
		jobDuration = duration.HumanDuration(time.Since(job.Status.StartTime.Time))
	default:
		jobDuration = duration.HumanDuration(job.Status.CompletionTime.Sub(job.Status.StartTime.Time))
	}
	containers, images := genericprinters.LayoutContainerCells(job.Spec.Template.Spec.Containers)
	return genericprinters.Cells(job.Name, jobStatus(job), completions, jobDuration,
		genericprinters.TranslateTimestampSince(job.CreationTimestamp),
		containers, images, metav1.FormatLabelSelector(job.Spec.Selector)), nil
}

// jobStatus is the STATUS cell: the first of Complete, Failed,
// Terminating, Suspended, FailureTarget, SuccessCriteriaMet that holds,
// else Running.
// Upstream: the status lines of k8s.io/kubernetes/pkg/printers/internalversion.printJob.
func jobStatus(job *batch.Job) string {
	switch {
	case hasJobCondition(job.Status.Conditions, batch.JobComplete):
		return "Complete"
	case hasJobCondition(job.Status.Conditions, batch.JobFailed):
		return "Failed"
	case job.DeletionTimestamp != nil:
		return "Terminating"
	case hasJobCondition(job.Status.Conditions, batch.JobSuspended):
		return "Suspended"
	case hasJobCondition(job.Status.Conditions, batch.JobFailureTarget):
		return "FailureTarget"
	case hasJobCondition(job.Status.Conditions, batch.JobSuccessCriteriaMet):
		return "SuccessCriteriaMet"
	}
	return "Running"
}

// hasJobCondition reports whether the first condition of the type is True.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.hasJobCondition.
func hasJobCondition(conditions []batch.JobCondition, conditionType batch.JobConditionType) bool {
	for _, condition := range conditions {
		if condition.Type == conditionType {
			return condition.Status == core.ConditionTrue
		}
	}
	return false
}

// CronJobs: NAME SCHEDULE TIMEZONE SUSPEND ACTIVE LAST SCHEDULE AGE, wide
// adds CONTAINERS IMAGES SELECTOR.
// Upstream: cronJobColumnDefinitions and printCronJob in
// k8s.io/kubernetes/pkg/printers/internalversion.
var CronJobs = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Schedule", Type: "string", Description: "The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron."},
	{Name: "Timezone", Type: "string", Description: "The time zone name for the given schedule, see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones."},
	{Name: "Suspend", Type: "boolean", Description: "This flag tells the controller to suspend subsequent executions, it does not apply to already started executions.  Defaults to false."},
	{Name: "Active", Type: "integer", Description: "A list of pointers to currently running jobs."},
	{Name: "Last Schedule", Type: "string", Description: "Information when was the last time the job was successfully scheduled."},
	genericprinters.AgeColumn,
	genericprinters.ContainersColumn,
	genericprinters.ImagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "A label query over pods that should match the pod count."},
}, Row: printCronJob}

// printCronJob makes a cron job's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printCronJob.
func printCronJob(obj runtime.Object) (metav1.TableRow, error) {
	cj, ok := obj.(*batch.CronJob)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a CronJob, got %T", obj)
	}
	lastScheduleTime := "<none>"
	if cj.Status.LastScheduleTime != nil {
		lastScheduleTime = genericprinters.TranslateTimestampSince(*cj.Status.LastScheduleTime)
	}
	timeZone := "<none>"
	if cj.Spec.TimeZone != nil {
		timeZone = *cj.Spec.TimeZone
	}
	suspend := "<unset>"
	if cj.Spec.Suspend != nil {
		suspend = "False"
		if *cj.Spec.Suspend {
			suspend = "True"
		}
	}
	containers, images := genericprinters.LayoutContainerCells(cj.Spec.JobTemplate.Spec.Template.Spec.Containers)
	return genericprinters.Cells(cj.Name, cj.Spec.Schedule, timeZone, suspend, int64(len(cj.Status.Active)), lastScheduleTime,
		genericprinters.TranslateTimestampSince(cj.CreationTimestamp),
		containers, images, metav1.FormatLabelSelector(cj.Spec.JobTemplate.Spec.Selector)), nil
}

package job

import (
	"context"
	"fmt"
	"reflect"
	"strconv"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// jobStrategy is the create and update behaviour of jobs.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.
type jobStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating jobs through
// the API.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.Strategy.
var Strategy = jobStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: jobs live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.NamespaceScoped.
func (jobStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate generates the selector (unless manual), clears the
// status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.PrepareForCreate.
func (jobStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	newJob := obj.(*batch.Job)
	generateSelectorIfNeeded(newJob)
	newJob.Status = batch.JobStatus{}
	newJob.Generation = 1
}

// generateSelectorIfNeeded generates the selector unless
// spec.manualSelector is true (every version defaults it to false).
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.generateSelectorIfNeeded.
func generateSelectorIfNeeded(obj *batch.Job) {
	if obj.Spec.ManualSelector == nil || !*obj.Spec.ManualSelector {
		generateSelector(obj)
	}
}

// generateSelector labels the template with the job's name and uid
// (labels the user set are left for validation to judge) and selects the
// uid, which no other job's pods carry.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.generateSelector.
func generateSelector(obj *batch.Job) {
	if obj.Spec.Template.Labels == nil {
		obj.Spec.Template.Labels = make(map[string]string)
	}
	for _, key := range []string{batch.LegacyJobNameLabel, batch.JobNameLabel} {
		if _, found := obj.Spec.Template.Labels[key]; !found {
			obj.Spec.Template.Labels[key] = obj.Name
		}
	}
	for _, key := range []string{batch.LegacyControllerUidLabel, batch.ControllerUidLabel} {
		if _, found := obj.Spec.Template.Labels[key]; !found {
			obj.Spec.Template.Labels[key] = string(obj.UID)
		}
	}
	if obj.Spec.Selector == nil {
		obj.Spec.Selector = &metav1.LabelSelector{}
	}
	if obj.Spec.Selector.MatchLabels == nil {
		obj.Spec.Selector.MatchLabels = make(map[string]string)
	}
	if _, found := obj.Spec.Selector.MatchLabels[batch.ControllerUidLabel]; !found {
		obj.Spec.Selector.MatchLabels[batch.ControllerUidLabel] = string(obj.UID)
	}
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.PrepareForUpdate.
func (jobStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newJob := obj.(*batch.Job)
	oldJob := old.(*batch.Job)
	newJob.Status = oldJob.Status
	if !reflect.DeepEqual(newJob.Spec, oldJob.Spec) {
		newJob.Generation = oldJob.Generation + 1
	}
}

// Validate checks a new job.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.Validate.
func (jobStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateJobCreate(obj.(*batch.Job))
}

// WarningsOnCreate warns of a name that is no DNS label and about the
// pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.WarningsOnCreate
// (whose job.WarningsForJobSpec also warns about an Indexed job's
// completions and parallelism: left out).
func (jobStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newJob := obj.(*batch.Job)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newJob.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newJob.Spec.Template)...)
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.Canonicalize.
func (jobStrategy) Canonicalize(obj runtime.Object) {}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.AllowUnconditionalUpdate.
func (jobStrategy) AllowUnconditionalUpdate() bool { return true }

// AllowCreateOnUpdate is false: a PUT of a missing job is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.AllowCreateOnUpdate.
func (jobStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.ValidateUpdate.
func (jobStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateJobUpdate(obj.(*batch.Job), old.(*batch.Job))
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.WarningsOnUpdate.
func (jobStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newJob, oldJob := obj.(*batch.Job), old.(*batch.Job)
	if newJob.Generation == oldJob.Generation {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newJob.Spec.Template)
}

// jobStatusStrategy is the update behaviour of jobs/status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStatusStrategy.
type jobStatusStrategy struct {
	jobStrategy
}

// StatusStrategy is the default logic invoked when updating a job's status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.StatusStrategy.
var StatusStrategy = jobStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStatusStrategy.PrepareForUpdate.
func (jobStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newJob := obj.(*batch.Job)
	oldJob := old.(*batch.Job)
	newJob.Spec = oldJob.Spec
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStatusStrategy.ValidateUpdate.
func (jobStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateJobUpdateStatus(obj.(*batch.Job), old.(*batch.Job))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStatusStrategy.WarningsOnUpdate.
func (jobStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// JobToSelectableFields returns the fields a job's field selector may
// name: the metadata and status.successful.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.JobToSelectableFields.
func JobToSelectableFields(job *batch.Job) fields.Set {
	return generic.MergeFieldsSets(generic.ObjectMetaFieldsSet(&job.ObjectMeta, true), fields.Set{
		"status.successful": strconv.Itoa(int(job.Status.Succeeded)),
	})
}

// GetAttrs returns a job's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	job, ok := obj.(*batch.Job)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a job")
	}
	return labels.Set(job.Labels), JobToSelectableFields(job), nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStrategy.GetResetFields.
func (jobStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"batch/v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job.jobStatusStrategy.GetResetFields.
func (jobStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"batch/v1": reset(),
	}
}

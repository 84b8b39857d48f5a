package cronjob

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch/validation"
)

// cronJobStrategy is the create and update behaviour of cron jobs.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.
type cronJobStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating cron jobs
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.Strategy.
var Strategy = cronJobStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: cron jobs live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.NamespaceScoped.
func (cronJobStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.PrepareForCreate.
func (cronJobStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	cronJob := obj.(*batch.CronJob)
	cronJob.Status = batch.CronJobStatus{}
	cronJob.Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.PrepareForUpdate.
func (cronJobStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newCronJob := obj.(*batch.CronJob)
	oldCronJob := old.(*batch.CronJob)
	newCronJob.Status = oldCronJob.Status
	if !reflect.DeepEqual(newCronJob.Spec, oldCronJob.Spec) {
		newCronJob.Generation = oldCronJob.Generation + 1
	}
}

// Validate checks a new cron job.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.Validate.
func (cronJobStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCronJobCreate(obj.(*batch.CronJob))
}

// WarningsOnCreate warns of a name that is no DNS label and about the
// job template's pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.WarningsOnCreate.
func (cronJobStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newCronJob := obj.(*batch.CronJob)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newCronJob.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPodTemplate(field.NewPath("spec", "jobTemplate", "spec", "template"), &newCronJob.Spec.JobTemplate.Spec.Template)...)
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.Canonicalize.
func (cronJobStrategy) Canonicalize(obj runtime.Object) {}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.AllowUnconditionalUpdate.
func (cronJobStrategy) AllowUnconditionalUpdate() bool { return true }

// AllowCreateOnUpdate is false: a PUT of a missing cron job is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.AllowCreateOnUpdate.
func (cronJobStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.ValidateUpdate.
func (cronJobStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCronJobUpdate(obj.(*batch.CronJob), old.(*batch.CronJob))
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.WarningsOnUpdate.
func (cronJobStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newCronJob, oldCronJob := obj.(*batch.CronJob), old.(*batch.CronJob)
	if newCronJob.Generation == oldCronJob.Generation {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "jobTemplate", "spec", "template"), &newCronJob.Spec.JobTemplate.Spec.Template)
}

// cronJobStatusStrategy is the update behaviour of cronjobs/status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStatusStrategy.
type cronJobStatusStrategy struct {
	cronJobStrategy
}

// StatusStrategy is the default logic invoked when updating a cron job's
// status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.StatusStrategy.
var StatusStrategy = cronJobStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStatusStrategy.PrepareForUpdate.
func (cronJobStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newCronJob := obj.(*batch.CronJob)
	oldCronJob := old.(*batch.CronJob)
	newCronJob.Spec = oldCronJob.Spec
}

// ValidateUpdate checks nothing of the status, as upstream.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStatusStrategy.ValidateUpdate.
func (cronJobStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return field.ErrorList{}
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStatusStrategy.WarningsOnUpdate.
func (cronJobStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStrategy.GetResetFields.
func (cronJobStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"batch/v1":      reset(),
		"batch/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob.cronJobStatusStrategy.GetResetFields.
func (cronJobStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"batch/v1":      reset(),
		"batch/v1beta1": reset(),
	}
}

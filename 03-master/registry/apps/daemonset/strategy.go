package daemonset

import (
	"context"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
)

// daemonSetStrategy is the create and update behaviour of daemon sets.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.
type daemonSetStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating daemon sets
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.Strategy.
var Strategy = daemonSetStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: daemon sets live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.NamespaceScoped.
func (daemonSetStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status, starts the generation at 1 and the
// template generation at 1 at least.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.PrepareForCreate.
func (daemonSetStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	daemonSet := obj.(*apps.DaemonSet)
	daemonSet.Status = apps.DaemonSetStatus{}
	daemonSet.Generation = 1
	if daemonSet.Spec.TemplateGeneration < 1 {
		daemonSet.Spec.TemplateGeneration = 1
	}
}

// PrepareForUpdate keeps the stored status and template generation; a
// template change bumps both generations, any other spec change the
// generation alone.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.PrepareForUpdate.
func (daemonSetStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newDaemonSet := obj.(*apps.DaemonSet)
	oldDaemonSet := old.(*apps.DaemonSet)
	newDaemonSet.Status = oldDaemonSet.Status
	newDaemonSet.Spec.TemplateGeneration = oldDaemonSet.Spec.TemplateGeneration
	if !reflect.DeepEqual(oldDaemonSet.Spec.Template, newDaemonSet.Spec.Template) {
		newDaemonSet.Spec.TemplateGeneration = oldDaemonSet.Spec.TemplateGeneration + 1
		newDaemonSet.Generation = oldDaemonSet.Generation + 1
		return
	}
	if !reflect.DeepEqual(oldDaemonSet.Spec, newDaemonSet.Spec) {
		newDaemonSet.Generation = oldDaemonSet.Generation + 1
	}
}

// Validate checks a new daemon set.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.Validate.
func (daemonSetStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateDaemonSet(obj.(*apps.DaemonSet))
}

// WarningsOnCreate warns about the pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.WarningsOnCreate.
func (daemonSetStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newDaemonSet := obj.(*apps.DaemonSet)
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newDaemonSet.Spec.Template)
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.Canonicalize.
func (daemonSetStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing daemon set is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.AllowCreateOnUpdate.
func (daemonSetStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update; the selector stays (every version we
// serve, apps/v1, keeps it).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.ValidateUpdate.
func (daemonSetStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDaemonSetUpdate(obj.(*apps.DaemonSet), old.(*apps.DaemonSet))
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.WarningsOnUpdate.
func (daemonSetStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newDaemonSet, oldDaemonSet := obj.(*apps.DaemonSet), old.(*apps.DaemonSet)
	if newDaemonSet.Spec.TemplateGeneration == oldDaemonSet.Spec.TemplateGeneration {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newDaemonSet.Spec.Template)
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.AllowUnconditionalUpdate.
func (daemonSetStrategy) AllowUnconditionalUpdate() bool { return true }

// daemonSetStatusStrategy is the update behaviour of daemonsets/status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStatusStrategy.
type daemonSetStatusStrategy struct {
	daemonSetStrategy
}

// StatusStrategy is the default logic invoked when updating a daemon
// set's status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.StatusStrategy.
var StatusStrategy = daemonSetStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStatusStrategy.PrepareForUpdate.
func (daemonSetStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newDaemonSet := obj.(*apps.DaemonSet)
	oldDaemonSet := old.(*apps.DaemonSet)
	newDaemonSet.Spec = oldDaemonSet.Spec
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStatusStrategy.ValidateUpdate.
func (daemonSetStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDaemonSetStatusUpdate(obj.(*apps.DaemonSet), old.(*apps.DaemonSet))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStatusStrategy.WarningsOnUpdate.
func (daemonSetStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStrategy.GetResetFields.
func (daemonSetStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset.daemonSetStatusStrategy.GetResetFields.
func (daemonSetStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1": reset(),
	}
}

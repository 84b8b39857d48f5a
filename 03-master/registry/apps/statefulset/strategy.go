package statefulset

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
)

// statefulSetStrategy is the create and update behaviour of stateful sets.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.
type statefulSetStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating stateful sets
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.Strategy.
var Strategy = statefulSetStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: stateful sets live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.NamespaceScoped.
func (statefulSetStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.PrepareForCreate.
func (statefulSetStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	statefulSet := obj.(*apps.StatefulSet)
	statefulSet.Status = apps.StatefulSetStatus{}
	statefulSet.Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.PrepareForUpdate.
func (statefulSetStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newStatefulSet := obj.(*apps.StatefulSet)
	oldStatefulSet := old.(*apps.StatefulSet)
	newStatefulSet.Status = oldStatefulSet.Status
	if !reflect.DeepEqual(oldStatefulSet.Spec, newStatefulSet.Spec) {
		newStatefulSet.Generation = oldStatefulSet.Generation + 1
	}
}

// Validate checks a new stateful set.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.Validate.
func (statefulSetStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateStatefulSet(obj.(*apps.StatefulSet))
}

// WarningsOnCreate warns of a name that is no DNS label and about the
// pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.WarningsOnCreate.
func (statefulSetStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newStatefulSet := obj.(*apps.StatefulSet)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newStatefulSet.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newStatefulSet.Spec.Template)...)
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.Canonicalize.
func (statefulSetStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing stateful set is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.AllowCreateOnUpdate.
func (statefulSetStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update, including the fields that cannot
// change (selector, serviceName, podManagementPolicy).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.ValidateUpdate.
func (statefulSetStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStatefulSetUpdate(obj.(*apps.StatefulSet), old.(*apps.StatefulSet))
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.WarningsOnUpdate.
func (statefulSetStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newStatefulSet, oldStatefulSet := obj.(*apps.StatefulSet), old.(*apps.StatefulSet)
	if newStatefulSet.Generation == oldStatefulSet.Generation {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newStatefulSet.Spec.Template)
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.AllowUnconditionalUpdate.
func (statefulSetStrategy) AllowUnconditionalUpdate() bool { return true }

// statefulSetStatusStrategy is the update behaviour of statefulsets/status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStatusStrategy.
type statefulSetStatusStrategy struct {
	statefulSetStrategy
}

// StatusStrategy is the default logic invoked when updating a stateful
// set's status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.StatusStrategy.
var StatusStrategy = statefulSetStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec: a status writer changes only
// the status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStatusStrategy.PrepareForUpdate.
func (statefulSetStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newStatefulSet := obj.(*apps.StatefulSet)
	oldStatefulSet := old.(*apps.StatefulSet)
	newStatefulSet.Spec = oldStatefulSet.Spec
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStatusStrategy.ValidateUpdate.
func (statefulSetStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStatefulSetStatusUpdate(obj.(*apps.StatefulSet), old.(*apps.StatefulSet))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStatusStrategy.WarningsOnUpdate.
func (statefulSetStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStrategy.GetResetFields.
func (statefulSetStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset.statefulSetStatusStrategy.GetResetFields.
func (statefulSetStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1": reset(),
	}
}

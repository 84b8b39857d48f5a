package horizontalpodautoscaler

import (
	"context"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/autoscaling/validation"
)

// autoscalerStrategy is the create and update behaviour of autoscalers.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.
type autoscalerStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating autoscalers
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.Strategy.
var Strategy = autoscalerStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: autoscalers live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.NamespaceScoped.
func (autoscalerStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.PrepareForCreate.
func (autoscalerStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	newHPA := obj.(*autoscaling.HorizontalPodAutoscaler)
	newHPA.Status = autoscaling.HorizontalPodAutoscalerStatus{}
	newHPA.Generation = 1
}

// Validate checks a new autoscaler.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.Validate.
func (autoscalerStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	autoscaler := obj.(*autoscaling.HorizontalPodAutoscaler)
	return validation.ValidateHorizontalPodAutoscaler(autoscaler, validationOptionsForHorizontalPodAutoscaler(autoscaler, nil))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.WarningsOnCreate.
func (autoscalerStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.Canonicalize.
func (autoscalerStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing autoscaler is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.AllowCreateOnUpdate.
func (autoscalerStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.PrepareForUpdate.
func (autoscalerStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newHPA := obj.(*autoscaling.HorizontalPodAutoscaler)
	oldHPA := old.(*autoscaling.HorizontalPodAutoscaler)
	newHPA.Status = oldHPA.Status
	if !reflect.DeepEqual(newHPA.Spec, oldHPA.Spec) {
		newHPA.Generation = oldHPA.Generation + 1
	}
}

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.ValidateUpdate.
func (autoscalerStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newHPA, oldHPA := obj.(*autoscaling.HorizontalPodAutoscaler), old.(*autoscaling.HorizontalPodAutoscaler)
	return validation.ValidateHorizontalPodAutoscalerUpdate(newHPA, oldHPA, validationOptionsForHorizontalPodAutoscaler(newHPA, oldHPA))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.WarningsOnUpdate.
func (autoscalerStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.AllowUnconditionalUpdate.
func (autoscalerStrategy) AllowUnconditionalUpdate() bool { return true }

// validationOptionsForHorizontalPodAutoscaler relaxes validation where an
// old object was already accepted: a minReplicas of 0 kept, a scale
// target whose apiVersion and kind did not change, Object metrics whose
// apiVersion was already invalid; and allows "v1" for a
// ReplicationController target.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.validationOptionsForHorizontalPodAutoscaler.
func validationOptionsForHorizontalPodAutoscaler(newHPA, oldHPA *autoscaling.HorizontalPodAutoscaler) validation.HorizontalPodAutoscalerSpecValidationOptions {
	opts := validation.HorizontalPodAutoscalerSpecValidationOptions{
		MinReplicasLowerBound:          1,
		ObjectMetricsValidationOptions: validation.CrossVersionObjectReferenceValidationOptions{AllowEmptyAPIGroup: true},
	}
	if oldHPA != nil && oldHPA.Spec.MinReplicas != nil && *oldHPA.Spec.MinReplicas == 0 {
		opts.MinReplicasLowerBound = 0
	}
	switch {
	case oldHPA != nil && oldHPA.Spec.ScaleTargetRef.APIVersion == newHPA.Spec.ScaleTargetRef.APIVersion && oldHPA.Spec.ScaleTargetRef.Kind == newHPA.Spec.ScaleTargetRef.Kind:
		opts.ScaleTargetRefValidationOptions.AllowInvalidAPIVersion = true
	case newHPA.Spec.ScaleTargetRef.Kind == "ReplicationController":
		opts.ScaleTargetRefValidationOptions.AllowEmptyAPIGroup = true
	}
	if oldHPA != nil {
		for _, metric := range oldHPA.Spec.Metrics {
			if metric.Type == autoscaling.ObjectMetricSourceType && metric.Object != nil {
				if err := validation.ValidateAPIVersion(metric.Object.DescribedObject, opts.ObjectMetricsValidationOptions); err != nil {
					opts.ObjectMetricsValidationOptions.AllowInvalidAPIVersion = true
					break
				}
			}
		}
	}
	return opts
}

// autoscalerStatusStrategy is the update behaviour of
// horizontalpodautoscalers/status.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStatusStrategy.
type autoscalerStatusStrategy struct {
	autoscalerStrategy
}

// StatusStrategy is the default logic invoked when updating an
// autoscaler's status.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.StatusStrategy.
var StatusStrategy = autoscalerStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStatusStrategy.PrepareForUpdate.
func (autoscalerStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newAutoscaler := obj.(*autoscaling.HorizontalPodAutoscaler)
	oldAutoscaler := old.(*autoscaling.HorizontalPodAutoscaler)
	newAutoscaler.Spec = oldAutoscaler.Spec
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStatusStrategy.ValidateUpdate.
func (autoscalerStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateHorizontalPodAutoscalerStatusUpdate(obj.(*autoscaling.HorizontalPodAutoscaler), old.(*autoscaling.HorizontalPodAutoscaler))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStatusStrategy.WarningsOnUpdate.
func (autoscalerStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStrategy.GetResetFields.
func (autoscalerStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"autoscaling/v1": reset(),
		"autoscaling/v2": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler.autoscalerStatusStrategy.GetResetFields.
func (autoscalerStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"autoscaling/v1": reset(),
		"autoscaling/v2": reset(),
	}
}

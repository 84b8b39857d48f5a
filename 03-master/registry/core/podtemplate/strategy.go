package podtemplate

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// podTemplateStrategy is the pod templates' create, update and delete
// rules. Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.
type podTemplateStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of pod templates.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.Strategy.
var Strategy = podTemplateStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.NamespaceScoped.
func (podTemplateStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.PrepareForCreate.
func (podTemplateStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*core.PodTemplate).Generation = 1
}

// Validate checks a new pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.Validate.
func (podTemplateStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePodTemplate(obj.(*core.PodTemplate))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.WarningsOnCreate.
func (podTemplateStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.Canonicalize.
func (podTemplateStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.AllowCreateOnUpdate.
func (podTemplateStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate bumps the generation when the template changes.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.PrepareForUpdate.
func (podTemplateStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newTemplate, oldTemplate := obj.(*core.PodTemplate), old.(*core.PodTemplate)
	if !validation.SemanticDeepEqual(newTemplate.Template, oldTemplate.Template) {
		newTemplate.Generation = oldTemplate.Generation + 1
	}
}

// ValidateUpdate checks an update against the stored template.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.ValidateUpdate.
func (podTemplateStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodTemplateUpdate(obj.(*core.PodTemplate), old.(*core.PodTemplate))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.WarningsOnUpdate.
func (podTemplateStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.podTemplateStrategy.AllowUnconditionalUpdate.
func (podTemplateStrategy) AllowUnconditionalUpdate() bool { return true }

package resourceclaimtemplate

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
)

// resourceClaimTemplateStrategy is the create, update and delete rules of resourceclaimtemplates.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.
type resourceClaimTemplateStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of resourceclaimtemplates.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.Strategy.
var Strategy = resourceClaimTemplateStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a template serves the pods of its namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.NamespaceScoped.
func (resourceClaimTemplateStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.PrepareForCreate.
func (resourceClaimTemplateStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.PrepareForUpdate.
func (resourceClaimTemplateStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.Validate.
func (resourceClaimTemplateStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateResourceClaimTemplate(obj.(*resource.ResourceClaimTemplate))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.WarningsOnCreate.
func (resourceClaimTemplateStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.Canonicalize.
func (resourceClaimTemplateStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.AllowCreateOnUpdate.
func (resourceClaimTemplateStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.ValidateUpdate.
func (resourceClaimTemplateStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceClaimTemplateUpdate(obj.(*resource.ResourceClaimTemplate), old.(*resource.ResourceClaimTemplate))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.WarningsOnUpdate.
func (resourceClaimTemplateStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.resourceClaimTemplateStrategy.AllowUnconditionalUpdate.
func (resourceClaimTemplateStrategy) AllowUnconditionalUpdate() bool { return true }

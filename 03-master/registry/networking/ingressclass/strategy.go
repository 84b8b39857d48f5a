package ingressclass

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking/validation"
)

// ingressClassStrategy is the IngressClasss' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.
type ingressClassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of IngressClasss; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.Strategy.
var Strategy = ingressClassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: IngressClasss are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.NamespaceScoped.
func (ingressClassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.PrepareForCreate.
func (ingressClassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*networking.IngressClass).Generation = 1
}

// PrepareForUpdate bumps the generation when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.PrepareForUpdate.
func (ingressClassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.IngressClass), old.(*networking.IngressClass)
	if !corevalidation.SemanticDeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new IngressClass.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.Validate.
func (ingressClassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateIngressClass(obj.(*networking.IngressClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.WarningsOnCreate.
func (ingressClassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.Canonicalize.
func (ingressClassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing IngressClass is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.AllowCreateOnUpdate.
func (ingressClassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored IngressClass.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.ValidateUpdate.
func (ingressClassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateIngressClassUpdate(obj.(*networking.IngressClass), old.(*networking.IngressClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.WarningsOnUpdate.
func (ingressClassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass.ingressClassStrategy.AllowUnconditionalUpdate.
func (ingressClassStrategy) AllowUnconditionalUpdate() bool { return true }

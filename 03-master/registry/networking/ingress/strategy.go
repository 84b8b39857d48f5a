package ingress

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking/validation"
)

// ingressStrategy is the Ingresss' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.
type ingressStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of Ingresss; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.Strategy.
var Strategy = ingressStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: Ingresss are namespaced.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.NamespaceScoped.
func (ingressStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.PrepareForCreate.
func (ingressStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*networking.Ingress).Status = networking.IngressStatus{}
	obj.(*networking.Ingress).Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.PrepareForUpdate.
func (ingressStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.Ingress), old.(*networking.Ingress)
	newObj.Status = oldObj.Status
	if !corevalidation.SemanticDeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new Ingress.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.Validate.
func (ingressStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateIngressCreate(obj.(*networking.Ingress))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.WarningsOnCreate.
func (ingressStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.Canonicalize.
func (ingressStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing Ingress is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.AllowCreateOnUpdate.
func (ingressStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored Ingress.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.ValidateUpdate.
func (ingressStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateIngressUpdate(obj.(*networking.Ingress), old.(*networking.Ingress))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.WarningsOnUpdate.
func (ingressStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.AllowUnconditionalUpdate.
func (ingressStrategy) AllowUnconditionalUpdate() bool { return true }

// ingressStatusStrategy is the update behaviour of ingresses/status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStatusStrategy.
type ingressStatusStrategy struct {
	ingressStrategy
}

// StatusStrategy is the strategy of ingresses/status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.StatusStrategy.
var StatusStrategy = ingressStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec: a status writer changes only
// the status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStatusStrategy.PrepareForUpdate.
func (ingressStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.Ingress), old.(*networking.Ingress)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks a status update.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStatusStrategy.ValidateUpdate.
func (ingressStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateIngressStatusUpdate(obj.(*networking.Ingress), old.(*networking.Ingress))
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStrategy.GetResetFields.
func (ingressStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"extensions/v1beta1":        reset(),
		"networking.k8s.io/v1beta1": reset(),
		"networking.k8s.io/v1":      reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.ingressStatusStrategy.GetResetFields.
func (ingressStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"extensions/v1beta1":        reset(),
		"networking.k8s.io/v1beta1": reset(),
		"networking.k8s.io/v1":      reset(),
	}
}

package validatingadmissionpolicybinding

import (
	"context"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/validation"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/resolver"
)

// strategy is the create, update and delete rules of
// ValidatingAdmissionPolicyBindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.validatingAdmissionPolicyBindingStrategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	// authorizer, resourceResolver and paramKindOf check that the author
	// of a binding with a paramRef may read the params it names; a nil
	// authorizer checks nothing.
	authorizer       authorizer.Authorizer
	resourceResolver resolver.ResourceResolver
	paramKindOf      ParamKindGetter
}

// ParamKindGetter returns the paramKind of the policy called name.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.PolicyGetter,
// which returns the whole policy.
type ParamKindGetter func(ctx context.Context, name string) (*admissionregistration.ParamKind, error)

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = strategy{}
	_ rest.RESTUpdateStrategy = strategy{}
	_ rest.RESTDeleteStrategy = strategy{}
)

// NewStrategy returns the strategy, typing objects with typer and
// authorizing paramRefs with authz (nil: no check), the bound policy's
// paramKind from paramKindOf, resolved by resourceResolver.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper, authz authorizer.Authorizer, paramKindOf ParamKindGetter, resourceResolver resolver.ResourceResolver) strategy {
	return strategy{typer, names.SimpleNameGenerator, authz, resourceResolver, paramKindOf}
}

// NamespaceScoped is false: bindings are cluster-scoped.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*admissionregistration.ValidatingAdmissionPolicyBinding).Generation = 1
}

// PrepareForUpdate bumps the generation when the spec changed.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newB := obj.(*admissionregistration.ValidatingAdmissionPolicyBinding)
	oldB := old.(*admissionregistration.ValidatingAdmissionPolicyBinding)
	if !reflect.DeepEqual(oldB.Spec, newB.Spec) {
		newB.Generation = oldB.Generation + 1
	}
}

// Validate checks a new binding, then that its author may read the
// params it names.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).Validate.
func (s strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	b := obj.(*admissionregistration.ValidatingAdmissionPolicyBinding)
	errs := validation.ValidateValidatingAdmissionPolicyBinding(b)
	if len(errs) == 0 {
		errs = s.authorize(ctx, b)
	}
	return errs
}

// authorize checks the author's access to the params, as a Forbidden
// error on spec.paramRef.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).authorize.
func (s strategy) authorize(ctx context.Context, b *admissionregistration.ValidatingAdmissionPolicyBinding) field.ErrorList {
	if s.paramKindOf == nil {
		return nil
	}
	if err := resolver.AuthorizeParamRef(ctx, s.authorizer, s.resourceResolver, b.Spec.PolicyName, b.Spec.ParamRef, s.paramKindOf); err != nil {
		return field.ErrorList{field.Forbidden(field.NewPath("spec", "paramRef"), err.Error())}
	}
	return nil
}

// WarningsOnCreate returns none.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update, and the author's access to the
// params when the paramRef or the policy changed.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).ValidateUpdate.
func (s strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newB, oldB := obj.(*admissionregistration.ValidatingAdmissionPolicyBinding), old.(*admissionregistration.ValidatingAdmissionPolicyBinding)
	errs := validation.ValidateValidatingAdmissionPolicyBindingUpdate(newB, oldB)
	// as upstream, the refs compare as values: a selector is a pointer,
	// so a binding with a selector is authorized on every update
	unchanged := oldB.Spec.ParamRef != nil && newB.Spec.ParamRef != nil &&
		*oldB.Spec.ParamRef == *newB.Spec.ParamRef && oldB.Spec.PolicyName == newB.Spec.PolicyName
	if len(errs) == 0 && newB.Spec.ParamRef != nil && !unchanged {
		errs = s.authorize(ctx, newB)
	}
	return errs
}

// WarningsOnUpdate returns none.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

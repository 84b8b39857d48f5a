package mutatingadmissionpolicy

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
// MutatingAdmissionPolicys.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy.mutatingAdmissionPolicyStrategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	// authorizer and resourceResolver check that the author of a policy
	// with a paramKind may read its params; a nil authorizer checks
	// nothing.
	authorizer       authorizer.Authorizer
	resourceResolver resolver.ResourceResolver
}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = strategy{}
	_ rest.RESTUpdateStrategy = strategy{}
	_ rest.RESTDeleteStrategy = strategy{}
)

// NewStrategy returns the strategy, typing objects with typer and
// authorizing paramKinds with authz (nil: no check) through
// resourceResolver.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper, authz authorizer.Authorizer, resourceResolver resolver.ResourceResolver) strategy {
	return strategy{typer, names.SimpleNameGenerator, authz, resourceResolver}
}

// NamespaceScoped is false: policies are cluster-scoped.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*admissionregistration.MutatingAdmissionPolicy).Generation = 1
}

// PrepareForUpdate bumps the generation when the spec changed.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newP := obj.(*admissionregistration.MutatingAdmissionPolicy)
	oldP := old.(*admissionregistration.MutatingAdmissionPolicy)
	if !reflect.DeepEqual(oldP.Spec, newP.Spec) {
		newP.Generation = oldP.Generation + 1
	}
}

// Validate checks a new policy, then that its author may read its
// params.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).Validate.
func (s strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	p := obj.(*admissionregistration.MutatingAdmissionPolicy)
	errs := validation.ValidateMutatingAdmissionPolicy(p)
	if len(errs) == 0 {
		if err := resolver.AuthorizeParamKind(ctx, s.authorizer, s.resourceResolver, p.Spec.ParamKind); err != nil {
			errs = append(errs, field.Forbidden(field.NewPath("spec", "paramKind"), err.Error()))
		}
	}
	return errs
}

// WarningsOnCreate returns none.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update, and the author's access to the
// params when the paramKind changed.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).ValidateUpdate.
func (s strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newP, oldP := obj.(*admissionregistration.MutatingAdmissionPolicy), old.(*admissionregistration.MutatingAdmissionPolicy)
	errs := validation.ValidateMutatingAdmissionPolicyUpdate(newP, oldP)
	if len(errs) == 0 && newP.Spec.ParamKind != nil && (oldP.Spec.ParamKind == nil || *oldP.Spec.ParamKind != *newP.Spec.ParamKind) {
		if err := resolver.AuthorizeParamKind(ctx, s.authorizer, s.resourceResolver, newP.Spec.ParamKind); err != nil {
			errs = append(errs, field.Forbidden(field.NewPath("spec", "paramKind"), err.Error()))
		}
	}
	return errs
}

// WarningsOnUpdate returns none.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false.
// Upstream: ...mutatingadmissionpolicy.(*mutatingAdmissionPolicyStrategy).AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

package validatingadmissionpolicy

import (
	"context"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
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
// ValidatingAdmissionPolicies.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy.validatingAdmissionPolicyStrategy.
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
	_ rest.RESTCreateStrategy  = strategy{}
	_ rest.RESTUpdateStrategy  = strategy{}
	_ rest.RESTDeleteStrategy  = strategy{}
	_ rest.ResetFieldsStrategy = strategy{}
)

// NewStrategy returns the strategy, typing objects with typer and
// authorizing paramKinds with authz (nil: no check) through
// resourceResolver.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper, authz authorizer.Authorizer, resourceResolver resolver.ResourceResolver) strategy {
	return strategy{typer, names.SimpleNameGenerator, authz, resourceResolver}
}

// NamespaceScoped is false: policies are cluster-scoped.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate clears the status (only the controller writes it) and
// starts the generation at 1.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	p := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	p.Status = admissionregistration.ValidatingAdmissionPolicyStatus{}
	p.Generation = 1
}

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed: the controller type-checks each new generation.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newP := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	oldP := old.(*admissionregistration.ValidatingAdmissionPolicy)
	newP.Status = oldP.Status
	if !reflect.DeepEqual(oldP.Spec, newP.Spec) {
		newP.Generation = oldP.Generation + 1
	}
}

// Validate checks a new policy, then that its author may read its
// params.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).Validate.
func (s strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	p := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	errs := validation.ValidateValidatingAdmissionPolicy(p)
	if len(errs) == 0 {
		if err := resolver.AuthorizeParamKind(ctx, s.authorizer, s.resourceResolver, p.Spec.ParamKind); err != nil {
			errs = append(errs, field.Forbidden(field.NewPath("spec", "paramKind"), err.Error()))
		}
	}
	return errs
}

// WarningsOnCreate returns none.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update, and the author's access to the
// params when the paramKind changed.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).ValidateUpdate.
func (s strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newP, oldP := obj.(*admissionregistration.ValidatingAdmissionPolicy), old.(*admissionregistration.ValidatingAdmissionPolicy)
	errs := validation.ValidateValidatingAdmissionPolicyUpdate(newP, oldP)
	if len(errs) == 0 && newP.Spec.ParamKind != nil && (oldP.Spec.ParamKind == nil || *oldP.Spec.ParamKind != *newP.Spec.ParamKind) {
		if err := resolver.AuthorizeParamKind(ctx, s.authorizer, s.resourceResolver, newP.Spec.ParamKind); err != nil {
			errs = append(errs, field.Forbidden(field.NewPath("spec", "paramKind"), err.Error()))
		}
	}
	return errs
}

// WarningsOnUpdate returns none.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false: an update must name the
// resourceVersion it read.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

// GetResetFields is status: an apply to the policy never owns what the
// controller writes.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).GetResetFields.
func (strategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"admissionregistration.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
	}
}

// statusStrategy is the update rules of validatingadmissionpolicies/status.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy.validatingAdmissionPolicyStatusStrategy.
type statusStrategy struct {
	strategy
}

var _ rest.ResetFieldsStrategy = statusStrategy{}

// NewStatusStrategy returns the status strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy.NewStatusStrategy.
func NewStatusStrategy(s strategy) statusStrategy { return statusStrategy{s} }

// PrepareForUpdate keeps the stored spec and metadata: /status changes
// the status alone.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStatusStrategy).PrepareForUpdate.
func (statusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newP := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	oldP := old.(*admissionregistration.ValidatingAdmissionPolicy)
	newP.Spec = oldP.Spec
	metav1.ResetObjectMetaForStatus(&newP.ObjectMeta, &oldP.ObjectMeta)
}

// ValidateUpdate checks the status.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStatusStrategy).ValidateUpdate.
func (statusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateValidatingAdmissionPolicyStatusUpdate(obj.(*admissionregistration.ValidatingAdmissionPolicy),
		old.(*admissionregistration.ValidatingAdmissionPolicy))
}

// GetResetFields is spec and metadata.
// Upstream: ...validatingadmissionpolicy.(*validatingAdmissionPolicyStatusStrategy).GetResetFields.
func (statusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"admissionregistration.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("metadata")),
	}
}

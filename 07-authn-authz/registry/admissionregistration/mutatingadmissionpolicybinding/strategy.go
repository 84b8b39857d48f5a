package mutatingadmissionpolicybinding

import (
	"context"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/validation"
)

// strategy is the create, update and delete rules of
// MutatingAdmissionPolicyBindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding.mutatingAdmissionPolicyBindingStrategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = strategy{}
	_ rest.RESTUpdateStrategy = strategy{}
	_ rest.RESTDeleteStrategy = strategy{}
)

// NewStrategy returns the strategy, typing objects with typer.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: bindings are cluster-scoped.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*admissionregistration.MutatingAdmissionPolicyBinding).Generation = 1
}

// PrepareForUpdate bumps the generation when the spec changed.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newB := obj.(*admissionregistration.MutatingAdmissionPolicyBinding)
	oldB := old.(*admissionregistration.MutatingAdmissionPolicyBinding)
	if !reflect.DeepEqual(oldB.Spec, newB.Spec) {
		newB.Generation = oldB.Generation + 1
	}
}

// Validate checks a new binding.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateMutatingAdmissionPolicyBinding(obj.(*admissionregistration.MutatingAdmissionPolicyBinding))
}

// WarningsOnCreate returns none.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateMutatingAdmissionPolicyBindingUpdate(obj.(*admissionregistration.MutatingAdmissionPolicyBinding),
		old.(*admissionregistration.MutatingAdmissionPolicyBinding))
}

// WarningsOnUpdate returns none.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false.
// Upstream: ...mutatingadmissionpolicybinding.(*mutatingAdmissionPolicyBindingStrategy).AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

package validatingadmissionpolicybinding

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
// ValidatingAdmissionPolicyBindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.validatingAdmissionPolicyBindingStrategy.
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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
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

// Validate checks a new binding.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateValidatingAdmissionPolicyBinding(obj.(*admissionregistration.ValidatingAdmissionPolicyBinding))
}

// WarningsOnCreate returns none.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateValidatingAdmissionPolicyBindingUpdate(obj.(*admissionregistration.ValidatingAdmissionPolicyBinding),
		old.(*admissionregistration.ValidatingAdmissionPolicyBinding))
}

// WarningsOnUpdate returns none.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is false.
// Upstream: ...validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return false }

package mutatingwebhookconfiguration

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
// MutatingWebhookConfigurations.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.
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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration.Strategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: the configurations are cluster-scoped.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*admissionregistration.MutatingWebhookConfiguration).Generation = 1
}

// PrepareForUpdate bumps the generation when the webhooks changed.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newC := obj.(*admissionregistration.MutatingWebhookConfiguration)
	oldC := old.(*admissionregistration.MutatingWebhookConfiguration)
	if !reflect.DeepEqual(oldC.Webhooks, newC.Webhooks) {
		newC.Generation = oldC.Generation + 1
	}
}

// Validate checks a new configuration.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateMutatingWebhookConfiguration(obj.(*admissionregistration.MutatingWebhookConfiguration))
}

// WarningsOnCreate returns none.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateMutatingWebhookConfigurationUpdate(obj.(*admissionregistration.MutatingWebhookConfiguration),
		old.(*admissionregistration.MutatingWebhookConfiguration))
}

// WarningsOnUpdate returns none.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: ...mutatingwebhookconfiguration.mutatingWebhookConfigurationStrategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

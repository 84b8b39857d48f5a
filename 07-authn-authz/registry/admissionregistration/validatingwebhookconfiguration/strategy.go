package validatingwebhookconfiguration

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
// ValidatingWebhookConfigurations.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.
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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingwebhookconfiguration.Strategy.
func NewStrategy(typer runtime.ObjectTyper) strategy {
	return strategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: the configurations are cluster-scoped.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*admissionregistration.ValidatingWebhookConfiguration).Generation = 1
}

// PrepareForUpdate bumps the generation when the webhooks changed.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newC := obj.(*admissionregistration.ValidatingWebhookConfiguration)
	oldC := old.(*admissionregistration.ValidatingWebhookConfiguration)
	if !reflect.DeepEqual(oldC.Webhooks, newC.Webhooks) {
		newC.Generation = oldC.Generation + 1
	}
}

// Validate checks a new configuration.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateValidatingWebhookConfiguration(obj.(*admissionregistration.ValidatingWebhookConfiguration))
}

// WarningsOnCreate returns none.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// ValidateUpdate checks an update.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateValidatingWebhookConfigurationUpdate(obj.(*admissionregistration.ValidatingWebhookConfiguration),
		old.(*admissionregistration.ValidatingWebhookConfiguration))
}

// WarningsOnUpdate returns none.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: an update need not name a
// resourceVersion.
// Upstream: ...validatingwebhookconfiguration.validatingWebhookConfigurationStrategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

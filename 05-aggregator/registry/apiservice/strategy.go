package apiservice

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration/validation"
)

// apiServerStrategy is the create, update and delete rules of
// APIServices.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.
type apiServerStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = apiServerStrategy{}
	_ rest.RESTUpdateStrategy = apiServerStrategy{}
	_ rest.RESTDeleteStrategy = apiServerStrategy{}
	_ rest.RESTUpdateStrategy = apiServerStatusStrategy{}
)

// NewStrategy returns the strategy of APIServices, typing objects with
// typer.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) apiServerStrategy {
	return apiServerStrategy{typer, names.SimpleNameGenerator}
}

// NamespaceScoped is false: APIServices are cluster-scoped.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.NamespaceScoped.
func (apiServerStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status; a local APIService is marked
// Available at once (nothing can be unreachable about the servers behind
// the aggregator), a remote one waits for the availability controller.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.PrepareForCreate.
func (apiServerStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	apiService := obj.(*apiregistration.APIService)
	apiService.Status = apiregistration.APIServiceStatus{}
	if apiService.Spec.Service == nil {
		apiregistration.SetAPIServiceCondition(apiService, apiregistration.NewLocalAvailableAPIServiceCondition())
	}
}

// PrepareForUpdate keeps the stored status: only /status writes it.
// Upstream's strategy bumps no generation, and neither does ours.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.PrepareForUpdate.
func (apiServerStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newAPIService := obj.(*apiregistration.APIService)
	oldAPIService := old.(*apiregistration.APIService)
	newAPIService.Status = oldAPIService.Status
}

// Validate checks a new APIService.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.Validate.
func (apiServerStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateAPIService(obj.(*apiregistration.APIService))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.WarningsOnCreate.
func (apiServerStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.Canonicalize.
func (apiServerStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT never creates an APIService.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.AllowCreateOnUpdate.
func (apiServerStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false: an update must name the
// resourceVersion it read.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.AllowUnconditionalUpdate.
func (apiServerStrategy) AllowUnconditionalUpdate() bool { return false }

// ValidateUpdate checks an update against the stored APIService.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.ValidateUpdate.
func (apiServerStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateAPIServiceUpdate(obj.(*apiregistration.APIService), old.(*apiregistration.APIService))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.WarningsOnUpdate.
func (apiServerStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// apiServerStatusStrategy is the update rule of apiservices/status.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStatusStrategy.
type apiServerStatusStrategy struct {
	apiServerStrategy
}

// NewStatusStrategy returns the strategy of apiservices/status.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.NewStatusStrategy.
func NewStatusStrategy(typer runtime.ObjectTyper) apiServerStatusStrategy {
	return apiServerStatusStrategy{NewStrategy(typer)}
}

// PrepareForUpdate keeps the stored spec, labels, annotations,
// finalizers and owner references: a status writer changes the status
// and nothing else.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStatusStrategy.PrepareForUpdate.
func (apiServerStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newAPIService := obj.(*apiregistration.APIService)
	oldAPIService := old.(*apiregistration.APIService)
	newAPIService.Spec = oldAPIService.Spec
	newAPIService.Labels = oldAPIService.Labels
	newAPIService.Annotations = oldAPIService.Annotations
	newAPIService.Finalizers = oldAPIService.Finalizers
	newAPIService.OwnerReferences = oldAPIService.OwnerReferences
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStatusStrategy.ValidateUpdate.
func (apiServerStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateAPIServiceStatusUpdate(obj.(*apiregistration.APIService), old.(*apiregistration.APIService))
}

// GetAttrs returns an APIService's labels and selectable fields.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	apiService, ok := obj.(*apiregistration.APIService)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a APIService")
	}
	return labels.Set(apiService.Labels), ToSelectableFields(apiService), nil
}

// MatchAPIService is the filter of list and watch.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.MatchAPIService.
func MatchAPIService(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
	return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: GetAttrs}
}

// ToSelectableFields returns metadata.name and metadata.namespace (always
// empty: upstream lists it for a cluster-scoped kind too).
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.ToSelectableFields.
func ToSelectableFields(obj *apiregistration.APIService) fields.Set {
	return generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true)
}

// GetResetFields is status: an apply to apiservices never owns the
// availability the controller writes.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStrategy.GetResetFields.
func (apiServerStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apiregistration.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
	}
}

// GetResetFields is spec and metadata: apiservices/status changes the
// status alone.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice.apiServerStatusStrategy.GetResetFields.
func (apiServerStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apiregistration.k8s.io/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("metadata")),
	}
}

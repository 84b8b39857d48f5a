package resourcequota

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// resourcequotaStrategy is the resource quotas' create, update and delete
// rules. Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.
type resourcequotaStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of resource quotas.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.Strategy.
var Strategy = resourcequotaStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is true: a quota caps its own namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.NamespaceScoped.
func (resourcequotaStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status: the use is the quota controller's
// to record.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.PrepareForCreate.
func (resourcequotaStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*core.ResourceQuota).Status = core.ResourceQuotaStatus{}
}

// Validate checks a new quota.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.Validate.
func (resourcequotaStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateResourceQuota(obj.(*core.ResourceQuota))
}

// quotaWarningResources are the resources whose request and limit a quota
// may both cap.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.knownResourceNames.
var quotaWarningResources = []core.ResourceName{core.ResourceCPU, core.ResourceMemory, core.ResourceStorage, core.ResourceEphemeralStorage}

// WarningsOnCreate warns when a quota allows less in limits than in
// requests: no pod could use the requests then (a container's limit is
// at least its request). For cpu and memory, the bare name means the
// request.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.WarningsOnCreate.
func (resourcequotaStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	hard := obj.(*core.ResourceQuota).Spec.Hard
	var warnings []string
	for _, name := range quotaWarningResources {
		requestName := core.ResourceName("requests." + string(name))
		request, hasRequest := hard[requestName]
		if !hasRequest && (name == core.ResourceCPU || name == core.ResourceMemory) {
			if request, hasRequest = hard[name]; hasRequest {
				requestName = name
			}
		}
		limitName := core.ResourceName("limits." + string(name))
		limit, hasLimit := hard[limitName]
		if hasRequest && hasLimit && request.Cmp(limit) > 0 {
			warnings = append(warnings, fmt.Sprintf("ResourceQuota %s (%s) should be less than %s (%s)",
				requestName, request.String(), limitName, limit.String()))
		}
	}
	return warnings
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.Canonicalize.
func (resourcequotaStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing quota is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.AllowCreateOnUpdate.
func (resourcequotaStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status: the main resource changes
// only the spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.PrepareForUpdate.
func (resourcequotaStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.ResourceQuota).Status = old.(*core.ResourceQuota).Status
}

// ValidateUpdate checks an update of the spec: scopes may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.ValidateUpdate.
func (resourcequotaStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceQuotaUpdate(obj.(*core.ResourceQuota), old.(*core.ResourceQuota))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.WarningsOnUpdate.
func (resourcequotaStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites the spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.AllowUnconditionalUpdate.
func (resourcequotaStrategy) AllowUnconditionalUpdate() bool { return true }

// resourcequotaStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStatusStrategy.
type resourcequotaStatusStrategy struct {
	resourcequotaStrategy
}

// StatusStrategy is the strategy of resourcequotas/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.StatusStrategy.
var StatusStrategy = resourcequotaStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec: the status subresource changes
// only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStatusStrategy.PrepareForUpdate.
func (resourcequotaStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.ResourceQuota).Spec = old.(*core.ResourceQuota).Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStatusStrategy.ValidateUpdate.
func (resourcequotaStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceQuotaStatusUpdate(obj.(*core.ResourceQuota), old.(*core.ResourceQuota))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStatusStrategy.WarningsOnUpdate.
func (resourcequotaStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields is status: PrepareForCreate and PrepareForUpdate keep
// the stored status, so an apply to resourcequotas never owns it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStrategy.GetResetFields.
func (resourcequotaStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status"))}
}

// GetResetFields is what resourcequotas/status keeps from the stored object:
// `spec`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota.resourcequotaStatusStrategy.GetResetFields.
func (resourcequotaStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))}
}

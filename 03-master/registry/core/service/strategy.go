package service

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// svcStrategy is the services' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.
type svcStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of services.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.Strategy.
var Strategy = svcStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.NamespaceScoped.
func (svcStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status (a load balancer controller fills
// it). spec.clusterIP is kept as given: the ClusterIP allocator, which
// wraps this storage, fills an empty one.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.PrepareForCreate.
func (svcStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*core.Service).Status = core.ServiceStatus{}
}

// PrepareForUpdate keeps the stored status, and the allocated cluster
// IPs when the client sent none (kubectl replace of a manifest without
// them), brings clusterIP and clusterIPs in step (NormalizeClusterIPs),
// and clears what a change of type leaves behind (dropTypeDependentFields).
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.PrepareForUpdate,
// and patchAllocatedValues and normalizeClusterIPs, which upstream's
// storage calls in beginUpdate.
func (svcStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newService, oldService := obj.(*core.Service), old.(*core.Service)
	newService.Status = oldService.Status
	patchAllocatedValues(newService, oldService)
	NormalizeClusterIPs(newService, oldService)
	dropTypeDependentFields(newService, oldService)
}

// needsClusterIP: every type but ExternalName has one.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.needsClusterIP.
func needsClusterIP(svc *core.Service) bool {
	return svc.Spec.Type != core.ServiceTypeExternalName
}

// Validate checks a new service.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.Validate.
func (svcStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateServiceCreate(obj.(*core.Service))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.WarningsOnCreate.
func (svcStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the service as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.Canonicalize.
func (svcStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.AllowCreateOnUpdate.
func (svcStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored service.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.ValidateUpdate.
func (svcStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateServiceUpdate(obj.(*core.Service), old.(*core.Service))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.WarningsOnUpdate.
func (svcStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.AllowUnconditionalUpdate.
func (svcStrategy) AllowUnconditionalUpdate() bool { return true }

// serviceStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.serviceStatusStrategy.
type serviceStatusStrategy struct {
	svcStrategy
}

// StatusStrategy is the strategy of services/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.StatusStrategy.
var StatusStrategy = serviceStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.serviceStatusStrategy.PrepareForUpdate.
func (serviceStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.Service).Spec = old.(*core.Service).Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.serviceStatusStrategy.ValidateUpdate.
func (serviceStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateServiceStatusUpdate(obj.(*core.Service), old.(*core.Service))
}

// GetAttrs returns a service's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	svc, ok := obj.(*core.Service)
	if !ok {
		return nil, nil, fmt.Errorf("not a service: %T", obj)
	}
	return labels.Set(svc.Labels), SelectableFields(svc), nil
}

// SelectableFields returns the metadata, spec.clusterIP and spec.type.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.SelectableFields.
func SelectableFields(service *core.Service) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{
		"spec.clusterIP": service.Spec.ClusterIP,
		"spec.type":      string(service.Spec.Type),
	}, &service.ObjectMeta, true)
}

// GetResetFields is status: PrepareForCreate and PrepareForUpdate keep
// the stored status, so an apply to services never owns it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.svcStrategy.GetResetFields.
func (svcStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status"))}
}

// GetResetFields is what services/status keeps from the stored object:
// `spec`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.serviceStatusStrategy.GetResetFields.
func (serviceStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))}
}

package servicecidr

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking/validation"
)

// serviceCIDRStrategy is the ServiceCIDRs' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.
type serviceCIDRStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of ServiceCIDRs; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.Strategy.
var Strategy = serviceCIDRStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: ServiceCIDRs are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.NamespaceScoped.
func (serviceCIDRStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.PrepareForCreate.
func (serviceCIDRStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*networking.ServiceCIDR).Status = networking.ServiceCIDRStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.PrepareForUpdate.
func (serviceCIDRStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.ServiceCIDR), old.(*networking.ServiceCIDR)
	newObj.Status = oldObj.Status
}

// Validate checks a new ServiceCIDR.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.Validate.
func (serviceCIDRStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateServiceCIDR(obj.(*networking.ServiceCIDR))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.WarningsOnCreate.
func (serviceCIDRStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.Canonicalize.
func (serviceCIDRStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing ServiceCIDR is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.AllowCreateOnUpdate.
func (serviceCIDRStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored ServiceCIDR.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.ValidateUpdate.
func (serviceCIDRStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateServiceCIDRUpdate(obj.(*networking.ServiceCIDR), old.(*networking.ServiceCIDR))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.WarningsOnUpdate.
func (serviceCIDRStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.AllowUnconditionalUpdate.
func (serviceCIDRStrategy) AllowUnconditionalUpdate() bool { return true }

// serviceCIDRStatusStrategy is the update behaviour of servicecidrs/status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStatusStrategy.
type serviceCIDRStatusStrategy struct {
	serviceCIDRStrategy
}

// StatusStrategy is the strategy of servicecidrs/status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.StatusStrategy.
var StatusStrategy = serviceCIDRStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec: a status writer changes only
// the status.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStatusStrategy.PrepareForUpdate.
func (serviceCIDRStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.ServiceCIDR), old.(*networking.ServiceCIDR)
	newObj.Spec = oldObj.Spec
	metav1.ResetObjectMetaForStatus(newObj, oldObj)
}

// ValidateUpdate checks a status update.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStatusStrategy.ValidateUpdate.
func (serviceCIDRStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateServiceCIDRStatusUpdate(obj.(*networking.ServiceCIDR), old.(*networking.ServiceCIDR))
}

// GetResetFields says, per served version, what the main resource resets:
// the status. Upstream resets it only while the
// ServiceCIDRStatusFieldWiping gate is on (the default since 1.36); we have
// no gate and always wipe it.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStrategy.GetResetFields.
func (serviceCIDRStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"networking.k8s.io/v1":      reset(),
		"networking.k8s.io/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.serviceCIDRStatusStrategy.GetResetFields.
func (serviceCIDRStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"networking.k8s.io/v1":      reset(),
		"networking.k8s.io/v1beta1": reset(),
	}
}

package resourceclaim

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
)

// resourceclaimStrategy is the create, update and delete rules of resourceclaims.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.
type resourceclaimStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of resourceclaims.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.Strategy.
var Strategy = resourceclaimStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a claim belongs to the pods of its namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.NamespaceScoped.
func (resourceclaimStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.PrepareForCreate.
func (resourceclaimStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*resource.ResourceClaim).Status = resource.ResourceClaimStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.PrepareForUpdate.
func (resourceclaimStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.ResourceClaim), old.(*resource.ResourceClaim)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.Validate.
func (resourceclaimStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateResourceClaim(obj.(*resource.ResourceClaim))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.WarningsOnCreate.
func (resourceclaimStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.Canonicalize.
func (resourceclaimStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.AllowCreateOnUpdate.
func (resourceclaimStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.ValidateUpdate.
func (resourceclaimStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceClaimUpdate(obj.(*resource.ResourceClaim), old.(*resource.ResourceClaim))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.WarningsOnUpdate.
func (resourceclaimStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.AllowUnconditionalUpdate.
func (resourceclaimStrategy) AllowUnconditionalUpdate() bool { return true }

// resourceclaimStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStatusStrategy.
type resourceclaimStatusStrategy struct {
	resourceclaimStrategy
}

// StatusStrategy is the strategy of resourceclaims/status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.StatusStrategy.
var StatusStrategy = resourceclaimStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStatusStrategy.PrepareForUpdate.
func (resourceclaimStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.ResourceClaim), old.(*resource.ResourceClaim)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStatusStrategy.ValidateUpdate.
func (resourceclaimStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceClaimStatusUpdate(obj.(*resource.ResourceClaim), old.(*resource.ResourceClaim))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStatusStrategy.WarningsOnUpdate.
func (resourceclaimStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStrategy.GetResetFields.
func (resourceclaimStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"resource.k8s.io/v1alpha3": reset(),
		"resource.k8s.io/v1beta1":  reset(),
		"resource.k8s.io/v1beta2":  reset(),
		"resource.k8s.io/v1":       reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim.resourceclaimStatusStrategy.GetResetFields.
func (resourceclaimStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"resource.k8s.io/v1alpha3": reset(),
		"resource.k8s.io/v1beta1":  reset(),
		"resource.k8s.io/v1beta2":  reset(),
		"resource.k8s.io/v1":       reset(),
	}
}

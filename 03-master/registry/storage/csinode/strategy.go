package csinode

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// csiNodeStrategy is the create, update and delete rules of csinodes.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.
type csiNodeStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of csinodes.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.Strategy.
var Strategy = csiNodeStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a CSINode is named after its node.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.NamespaceScoped.
func (csiNodeStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.PrepareForCreate.
func (csiNodeStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.CSINode).Status = storage.CSINodeStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.PrepareForUpdate.
func (csiNodeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSINode), old.(*storage.CSINode)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.Validate.
func (csiNodeStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCSINode(obj.(*storage.CSINode))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.WarningsOnCreate.
func (csiNodeStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.Canonicalize.
func (csiNodeStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.AllowCreateOnUpdate.
func (csiNodeStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.ValidateUpdate.
func (csiNodeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSINodeUpdate(obj.(*storage.CSINode), old.(*storage.CSINode))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.WarningsOnUpdate.
func (csiNodeStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.AllowUnconditionalUpdate.
func (csiNodeStrategy) AllowUnconditionalUpdate() bool { return true }

// csiNodeStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStatusStrategy.
type csiNodeStatusStrategy struct {
	csiNodeStrategy
}

// StatusStrategy is the strategy of csinodes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.StatusStrategy.
var StatusStrategy = csiNodeStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStatusStrategy.PrepareForUpdate.
func (csiNodeStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSINode), old.(*storage.CSINode)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStatusStrategy.ValidateUpdate.
func (csiNodeStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSINodeUpdate(obj.(*storage.CSINode), old.(*storage.CSINode))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStatusStrategy.WarningsOnUpdate.
func (csiNodeStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStrategy.GetResetFields.
func (csiNodeStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storage.k8s.io/v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csiNodeStatusStrategy.GetResetFields.
func (csiNodeStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storage.k8s.io/v1": reset(),
	}
}

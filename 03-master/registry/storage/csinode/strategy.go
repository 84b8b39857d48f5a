package csinode

import (
	"context"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// csinodeStrategy is the create, update and delete rules of csinodes.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.
type csinodeStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of csinodes.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.Strategy.
var Strategy = csinodeStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a CSINode is named after its node.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.NamespaceScoped.
func (csinodeStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.PrepareForCreate.
func (csinodeStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.CSINode).Status = storage.CSINodeStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.PrepareForUpdate.
func (csinodeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSINode), old.(*storage.CSINode)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.Validate.
func (csinodeStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCSINode(obj.(*storage.CSINode))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.WarningsOnCreate.
func (csinodeStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.Canonicalize.
func (csinodeStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.AllowCreateOnUpdate.
func (csinodeStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.ValidateUpdate.
func (csinodeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSINodeUpdate(obj.(*storage.CSINode), old.(*storage.CSINode))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.WarningsOnUpdate.
func (csinodeStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStrategy.AllowUnconditionalUpdate.
func (csinodeStrategy) AllowUnconditionalUpdate() bool { return true }

// csinodeStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStatusStrategy.
type csinodeStatusStrategy struct {
	csinodeStrategy
}

// StatusStrategy is the strategy of csinodes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.StatusStrategy.
var StatusStrategy = csinodeStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStatusStrategy.PrepareForUpdate.
func (csinodeStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.CSINode), old.(*storage.CSINode)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStatusStrategy.ValidateUpdate.
func (csinodeStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCSINodeUpdate(obj.(*storage.CSINode), old.(*storage.CSINode))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode.csinodeStatusStrategy.WarningsOnUpdate.
func (csinodeStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

package storageclass

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

// storageClassStrategy is the create, update and delete rules of storageclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.
type storageClassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of storageclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.Strategy.
var Strategy = storageClassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a class serves every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.NamespaceScoped.
func (storageClassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.PrepareForCreate.
func (storageClassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.PrepareForUpdate.
func (storageClassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.Validate.
func (storageClassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateStorageClass(obj.(*storage.StorageClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.WarningsOnCreate.
func (storageClassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.Canonicalize.
func (storageClassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.AllowCreateOnUpdate.
func (storageClassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.ValidateUpdate.
func (storageClassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStorageClassUpdate(obj.(*storage.StorageClass), old.(*storage.StorageClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.WarningsOnUpdate.
func (storageClassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageClassStrategy.AllowUnconditionalUpdate.
func (storageClassStrategy) AllowUnconditionalUpdate() bool { return true }

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

// storageclassStrategy is the create, update and delete rules of storageclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.
type storageclassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of storageclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.Strategy.
var Strategy = storageclassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a class serves every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.NamespaceScoped.
func (storageclassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.PrepareForCreate.
func (storageclassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.PrepareForUpdate.
func (storageclassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.Validate.
func (storageclassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateStorageClass(obj.(*storage.StorageClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.WarningsOnCreate.
func (storageclassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.Canonicalize.
func (storageclassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.AllowCreateOnUpdate.
func (storageclassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.ValidateUpdate.
func (storageclassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateStorageClassUpdate(obj.(*storage.StorageClass), old.(*storage.StorageClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.WarningsOnUpdate.
func (storageclassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass.storageclassStrategy.AllowUnconditionalUpdate.
func (storageclassStrategy) AllowUnconditionalUpdate() bool { return true }

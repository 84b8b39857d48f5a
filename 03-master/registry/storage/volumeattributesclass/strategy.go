package volumeattributesclass

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

// volumeAttributesClassStrategy is the create, update and delete rules of volumeattributesclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.
type volumeAttributesClassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of volumeattributesclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.Strategy.
var Strategy = volumeAttributesClassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a class serves every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.NamespaceScoped.
func (volumeAttributesClassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.PrepareForCreate.
func (volumeAttributesClassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.PrepareForUpdate.
func (volumeAttributesClassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.Validate.
func (volumeAttributesClassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttributesClass(obj.(*storage.VolumeAttributesClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.WarningsOnCreate.
func (volumeAttributesClassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.Canonicalize.
func (volumeAttributesClassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.AllowCreateOnUpdate.
func (volumeAttributesClassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.ValidateUpdate.
func (volumeAttributesClassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttributesClassUpdate(obj.(*storage.VolumeAttributesClass), old.(*storage.VolumeAttributesClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.WarningsOnUpdate.
func (volumeAttributesClassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeAttributesClassStrategy.AllowUnconditionalUpdate.
func (volumeAttributesClassStrategy) AllowUnconditionalUpdate() bool { return true }

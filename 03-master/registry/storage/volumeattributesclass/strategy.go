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

// volumeattributesclassStrategy is the create, update and delete rules of volumeattributesclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.
type volumeattributesclassStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of volumeattributesclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.Strategy.
var Strategy = volumeattributesclassStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a class serves every namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.NamespaceScoped.
func (volumeattributesclassStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.PrepareForCreate.
func (volumeattributesclassStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.PrepareForUpdate.
func (volumeattributesclassStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.Validate.
func (volumeattributesclassStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttributesClass(obj.(*storage.VolumeAttributesClass))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.WarningsOnCreate.
func (volumeattributesclassStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.Canonicalize.
func (volumeattributesclassStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.AllowCreateOnUpdate.
func (volumeattributesclassStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.ValidateUpdate.
func (volumeattributesclassStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttributesClassUpdate(obj.(*storage.VolumeAttributesClass), old.(*storage.VolumeAttributesClass))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.WarningsOnUpdate.
func (volumeattributesclassStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass.volumeattributesclassStrategy.AllowUnconditionalUpdate.
func (volumeattributesclassStrategy) AllowUnconditionalUpdate() bool { return true }

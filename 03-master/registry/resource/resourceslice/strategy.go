package resourceslice

import (
	"context"
	"fmt"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// resourceSliceStrategy is the create, update and delete rules of resourceslices.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.
type resourceSliceStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of resourceslices.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.Strategy.
var Strategy = resourceSliceStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a slice describes devices of a node or of the cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.NamespaceScoped.
func (resourceSliceStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.PrepareForCreate.
func (resourceSliceStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*resource.ResourceSlice).Generation = 1
}

// PrepareForUpdate bumps the generation when spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.PrepareForUpdate.
func (resourceSliceStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*resource.ResourceSlice), old.(*resource.ResourceSlice)
	if !reflect.DeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.Validate.
func (resourceSliceStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateResourceSlice(obj.(*resource.ResourceSlice))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.WarningsOnCreate.
func (resourceSliceStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.Canonicalize.
func (resourceSliceStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.AllowCreateOnUpdate.
func (resourceSliceStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.ValidateUpdate.
func (resourceSliceStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateResourceSliceUpdate(obj.(*resource.ResourceSlice), old.(*resource.ResourceSlice))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.WarningsOnUpdate.
func (resourceSliceStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.resourceSliceStrategy.AllowUnconditionalUpdate.
func (resourceSliceStrategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns the object's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.GetAttrs (or the package's AttrFunc).
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*resource.ResourceSlice)
	if !ok {
		return nil, nil, fmt.Errorf("not a ResourceSlice: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a ResourceSlice a field selector may
// name: the metadata, and spec.nodeName, spec.driver, spec.pool.name.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice.toSelectableFields.
func SelectableFields(o *resource.ResourceSlice) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{"spec.nodeName": nodeName(o), "spec.driver": o.Spec.Driver, "spec.pool.name": o.Spec.Pool.Name}, &o.ObjectMeta, false)
}

// nodeName is the slice's node, "" when it has none.
func nodeName(o *resource.ResourceSlice) string {
	if o.Spec.NodeName == nil {
		return ""
	}
	return *o.Spec.NodeName
}

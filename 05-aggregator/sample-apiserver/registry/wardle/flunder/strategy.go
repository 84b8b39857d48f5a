package flunder

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/validation"
)

// flunderStrategy is the flunders' create, update and delete rules.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.flunderStrategy.
type flunderStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// NewStrategy returns the strategy, typing objects with typer (the
// sample server's scheme).
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) flunderStrategy {
	return flunderStrategy{typer, names.SimpleNameGenerator}
}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = flunderStrategy{}
	_ rest.RESTUpdateStrategy = flunderStrategy{}
	_ rest.RESTDeleteStrategy = flunderStrategy{}
)

// NamespaceScoped is true: flunders live in namespaces.
func (flunderStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: the status is empty.
func (flunderStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate keeps nothing from the old object.
func (flunderStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new flunder's spec.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.flunderStrategy.Validate.
func (flunderStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateFlunder(obj.(*wardle.Flunder))
}

// ValidateUpdate checks the updated spec as a new one (upstream checks
// nothing on update; see the package comment).
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.flunderStrategy.ValidateUpdate.
func (flunderStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateFlunder(obj.(*wardle.Flunder))
}

// WarningsOnCreate returns none.
func (flunderStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// WarningsOnUpdate returns none.
func (flunderStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowCreateOnUpdate is false: a PUT of a missing flunder is a 404.
func (flunderStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false: a PUT must carry the resourceVersion
// it read (kubectl's patches are applied to the stored object, so they
// are not affected).
func (flunderStrategy) AllowUnconditionalUpdate() bool { return false }

// Canonicalize leaves the object as it is.
func (flunderStrategy) Canonicalize(obj runtime.Object) {}

// GetAttrs returns a flunder's labels and the fields a field selector may
// name: metadata.name and metadata.namespace.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	f, ok := obj.(*wardle.Flunder)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a Flunder: %T", obj)
	}
	return labels.Set(f.Labels), generic.ObjectMetaFieldsSet(&f.ObjectMeta, true), nil
}

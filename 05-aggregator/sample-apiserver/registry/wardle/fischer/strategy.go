package fischer

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
)

// fischerStrategy is the fischers' create, update and delete rules.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.fischerStrategy.
type fischerStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// NewStrategy returns the strategy, typing objects with typer (the
// sample server's scheme).
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.NewStrategy.
func NewStrategy(typer runtime.ObjectTyper) fischerStrategy {
	return fischerStrategy{typer, names.SimpleNameGenerator}
}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = fischerStrategy{}
	_ rest.RESTUpdateStrategy = fischerStrategy{}
	_ rest.RESTDeleteStrategy = fischerStrategy{}
)

// NamespaceScoped is false: fischers belong to the whole cluster.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.fischerStrategy.NamespaceScoped.
func (fischerStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate has nothing to clear.
func (fischerStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate keeps nothing from the old object.
func (fischerStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate has no rules beyond the generic metadata checks, as upstream.
func (fischerStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList { return nil }

// ValidateUpdate has no rules either.
func (fischerStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return nil
}

// WarningsOnCreate returns none.
func (fischerStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// WarningsOnUpdate returns none.
func (fischerStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowCreateOnUpdate is false: a PUT of a missing fischer is a 404.
func (fischerStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is false: a PUT must carry a resourceVersion.
func (fischerStrategy) AllowUnconditionalUpdate() bool { return false }

// Canonicalize leaves the object as it is.
func (fischerStrategy) Canonicalize(obj runtime.Object) {}

// GetAttrs returns a fischer's labels and the one field a field selector
// may name: metadata.name.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	f, ok := obj.(*wardle.Fischer)
	if !ok {
		return nil, nil, fmt.Errorf("given object is not a Fischer: %T", obj)
	}
	return labels.Set(f.Labels), generic.ObjectMetaFieldsSet(&f.ObjectMeta, false), nil
}

package endpoint

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// endpointsStrategy is the Endpoints' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.
type endpointsStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of Endpoints; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.Strategy.
var Strategy = endpointsStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: Endpoints live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.NamespaceScoped.
func (endpointsStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: an Endpoints object has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.PrepareForCreate.
func (endpointsStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new Endpoints object.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.Validate.
func (endpointsStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateEndpoints(obj.(*core.Endpoints))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.WarningsOnCreate.
func (endpointsStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.Canonicalize.
func (endpointsStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing Endpoints object is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.AllowCreateOnUpdate.
func (endpointsStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps nothing from the old object: every field of a
// Endpoints is the client's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.PrepareForUpdate.
func (endpointsStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update against the stored Endpoints object.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.ValidateUpdate.
func (endpointsStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateEndpointsUpdate(obj.(*core.Endpoints), old.(*core.Endpoints))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.WarningsOnUpdate.
func (endpointsStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (last writer wins).
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.endpointsStrategy.AllowUnconditionalUpdate.
func (endpointsStrategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns a Endpoints's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*core.Endpoints)
	if !ok {
		return nil, nil, fmt.Errorf("not a Endpoints: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a Endpoints a field selector may
// name: metadata.name and metadata.namespace.
// Upstream: generic.DefaultNamespaceScopedAttr, which upstream endpoints use.
func SelectableFields(o *core.Endpoints) fields.Set {
	return generic.ObjectMetaFieldsSet(&o.ObjectMeta, true)
}

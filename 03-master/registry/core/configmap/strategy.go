package configmap

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

// strategy is the ConfigMaps' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of ConfigMaps; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: ConfigMaps live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: a ConfigMap has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new ConfigMap.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateConfigMap(obj.(*core.ConfigMap))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing ConfigMap is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps nothing from the old object: every field of a
// ConfigMap is the client's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update against the stored ConfigMap.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateConfigMapUpdate(obj.(*core.ConfigMap), old.(*core.ConfigMap))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (last writer wins).
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns a ConfigMap's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*core.ConfigMap)
	if !ok {
		return nil, nil, fmt.Errorf("not a ConfigMap: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a ConfigMap a field selector may
// name: metadata.name and metadata.namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap.SelectableFields.
func SelectableFields(o *core.ConfigMap) fields.Set {
	return generic.ObjectMetaFieldsSet(&o.ObjectMeta, true)
}

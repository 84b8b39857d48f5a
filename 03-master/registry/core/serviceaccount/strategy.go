package serviceaccount

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

// strategy is the ServiceAccounts' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of ServiceAccounts; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: ServiceAccounts live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: a ServiceAccount has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new ServiceAccount.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateServiceAccount(obj.(*core.ServiceAccount))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing ServiceAccount is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps nothing from the old object: every field of a
// ServiceAccount is the client's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update against the stored ServiceAccount.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateServiceAccountUpdate(obj.(*core.ServiceAccount), old.(*core.ServiceAccount))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (last writer wins).
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns a ServiceAccount's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*core.ServiceAccount)
	if !ok {
		return nil, nil, fmt.Errorf("not a ServiceAccount: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a ServiceAccount a field selector may
// name: metadata.name and metadata.namespace.
// Upstream: generic.DefaultNamespaceScopedAttr, which upstream service accounts use.
func SelectableFields(o *core.ServiceAccount) fields.Set {
	return generic.ObjectMetaFieldsSet(&o.ObjectMeta, true)
}

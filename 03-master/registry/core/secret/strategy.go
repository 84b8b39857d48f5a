package secret

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

// strategy is the Secrets' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of Secrets; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: Secrets live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: a Secret has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new Secret.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateSecret(obj.(*core.Secret))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing Secret is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps nothing from the old object: every field of a
// Secret is the client's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update against the stored Secret.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateSecretUpdate(obj.(*core.Secret), old.(*core.Secret))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (last writer wins).
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns a Secret's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*core.Secret)
	if !ok {
		return nil, nil, fmt.Errorf("not a Secret: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a Secret a field selector may
// name: the metadata, and type.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret.SelectableFields.
func SelectableFields(o *core.Secret) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{"type": string(o.Type)}, &o.ObjectMeta, true)
}

package clustertrustbundle

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// strategy is the create, update and delete rules of clustertrustbundles.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.
type strategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of clustertrustbundles.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.Strategy.
var Strategy = strategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a bundle is published to the whole cluster.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.NamespaceScoped.
func (strategy) NamespaceScoped() bool { return false }

// PrepareForCreate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.PrepareForCreate.
func (strategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
}

// PrepareForUpdate does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.PrepareForUpdate.
func (strategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.Validate.
func (strategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateClusterTrustBundle(obj.(*certificates.ClusterTrustBundle))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.WarningsOnCreate.
func (strategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.Canonicalize.
func (strategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.AllowCreateOnUpdate.
func (strategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.ValidateUpdate.
func (strategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateClusterTrustBundleUpdate(obj.(*certificates.ClusterTrustBundle), old.(*certificates.ClusterTrustBundle))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.WarningsOnUpdate.
func (strategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string { return nil }

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.strategy.AllowUnconditionalUpdate.
func (strategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns the object's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.GetAttrs (or the package's AttrFunc).
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*certificates.ClusterTrustBundle)
	if !ok {
		return nil, nil, fmt.Errorf("not a ClusterTrustBundle: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a ClusterTrustBundle a field selector may
// name: the metadata, and spec.signerName.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.toSelectableFields.
func SelectableFields(o *certificates.ClusterTrustBundle) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{"spec.signerName": o.Spec.SignerName}, &o.ObjectMeta, false)
}

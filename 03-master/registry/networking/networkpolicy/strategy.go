package networkpolicy

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking/validation"
)

// networkPolicyStrategy is the NetworkPolicys' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.
type networkPolicyStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of NetworkPolicys; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.Strategy.
var Strategy = networkPolicyStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: NetworkPolicys are namespaced.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.NamespaceScoped.
func (networkPolicyStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.PrepareForCreate.
func (networkPolicyStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*networking.NetworkPolicy).Generation = 1
}

// PrepareForUpdate bumps the generation when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.PrepareForUpdate.
func (networkPolicyStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*networking.NetworkPolicy), old.(*networking.NetworkPolicy)
	if !corevalidation.SemanticDeepEqual(oldObj.Spec, newObj.Spec) {
		newObj.Generation = oldObj.Generation + 1
	}
}

// Validate checks a new NetworkPolicy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.Validate.
func (networkPolicyStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateNetworkPolicy(obj.(*networking.NetworkPolicy), validation.ValidationOptionsForNetworking(obj.(*networking.NetworkPolicy), nil))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.WarningsOnCreate.
func (networkPolicyStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.Canonicalize.
func (networkPolicyStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing NetworkPolicy is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.AllowCreateOnUpdate.
func (networkPolicyStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored NetworkPolicy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.ValidateUpdate.
func (networkPolicyStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateNetworkPolicyUpdate(obj.(*networking.NetworkPolicy), old.(*networking.NetworkPolicy), validation.ValidationOptionsForNetworking(obj.(*networking.NetworkPolicy), old.(*networking.NetworkPolicy)))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.WarningsOnUpdate.
func (networkPolicyStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy.networkPolicyStrategy.AllowUnconditionalUpdate.
func (networkPolicyStrategy) AllowUnconditionalUpdate() bool { return true }

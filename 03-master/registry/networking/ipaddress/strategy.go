package ipaddress

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking/validation"
)

// ipAddressStrategy is the IPAddresss' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.
type ipAddressStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of IPAddresss; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.Strategy.
var Strategy = ipAddressStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: IPAddresss are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.NamespaceScoped.
func (ipAddressStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate has nothing to clear.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.PrepareForCreate.
func (ipAddressStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {

}

// PrepareForUpdate keeps nothing from the old object.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.PrepareForUpdate.
func (ipAddressStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {

}

// Validate checks a new IPAddress.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.Validate.
func (ipAddressStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateIPAddress(obj.(*networking.IPAddress))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.WarningsOnCreate.
func (ipAddressStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.Canonicalize.
func (ipAddressStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing IPAddress is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.AllowCreateOnUpdate.
func (ipAddressStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored IPAddress.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.ValidateUpdate.
func (ipAddressStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return append(validation.ValidateIPAddress(obj.(*networking.IPAddress)), validation.ValidateIPAddressUpdate(obj.(*networking.IPAddress), old.(*networking.IPAddress))...)
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.WarningsOnUpdate.
func (ipAddressStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.ipAddressStrategy.AllowUnconditionalUpdate.
func (ipAddressStrategy) AllowUnconditionalUpdate() bool { return true }

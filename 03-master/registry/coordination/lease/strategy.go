package lease

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination/validation"
)

// leaseStrategy is the Leases' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.
type leaseStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of Leases; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.Strategy.
var Strategy = leaseStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: Leases live in namespaces (kube-system for
// leader election, kube-node-lease for node heartbeats).
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.NamespaceScoped.
func (leaseStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: a Lease has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.PrepareForCreate.
func (leaseStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// PrepareForUpdate keeps nothing from the old object: every field of a
// Lease is its holder's.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.PrepareForUpdate.
func (leaseStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// Validate checks a new Lease.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.Validate.
func (leaseStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateLease(obj.(*coordination.Lease))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.WarningsOnCreate.
func (leaseStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.Canonicalize.
func (leaseStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is true: a PUT of a missing Lease creates it.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.AllowCreateOnUpdate.
func (leaseStrategy) AllowCreateOnUpdate() bool { return true }

// ValidateUpdate checks an update against the stored Lease.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.ValidateUpdate.
func (leaseStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateLeaseUpdate(obj.(*coordination.Lease), old.(*coordination.Lease))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.WarningsOnUpdate.
func (leaseStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is false: a renewal must carry the
// resourceVersion it read, so two candidates racing for a lease cannot
// both win (the loser gets a 409 Conflict). This is what makes a Lease a
// lock.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease.leaseStrategy.AllowUnconditionalUpdate.
func (leaseStrategy) AllowUnconditionalUpdate() bool { return false }

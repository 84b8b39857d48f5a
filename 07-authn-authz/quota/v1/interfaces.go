package quota

import (
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// UsageStatsOptions asks for the usage of one namespace's objects that a
// quota with these scopes counts, of these resources.
// Upstream: k8s.io/apiserver/pkg/quota/v1.UsageStatsOptions.
type UsageStatsOptions struct {
	Namespace string
	Scopes    []core.ResourceQuotaScope
	Resources []core.ResourceName
}

// UsageStats is the usage of a namespace's objects.
// Upstream: k8s.io/apiserver/pkg/quota/v1.UsageStats.
type UsageStats struct {
	Used core.ResourceList
}

// Evaluator knows what the objects of one resource cost: which requests
// change usage (Handles), which quotas count an object (Matches), what an
// object uses (Usage) and what a whole namespace uses (UsageStats, for the
// controller).
// Upstream: k8s.io/apiserver/pkg/quota/v1.Evaluator, without Constraints,
// MatchingScopes and UncoveredQuotaScopes.
type Evaluator interface {
	// GroupResource is the resource whose objects it evaluates.
	GroupResource() schema.GroupResource
	// Handles reports whether the request may change usage: a create, or
	// an update of something the quota counts.
	Handles(a admission.Attributes) bool
	// Matches reports whether quota counts item: the quota limits one of
	// the resources the evaluator knows, and item is in its scopes.
	Matches(quota *core.ResourceQuota, item runtime.Object) (bool, error)
	// MatchingResources returns the names in input this evaluator counts.
	MatchingResources(input []core.ResourceName) []core.ResourceName
	// Usage is what item uses.
	Usage(item runtime.Object) (core.ResourceList, error)
	// UsageStats is the sum of Usage over a namespace's objects.
	UsageStats(options UsageStatsOptions) (UsageStats, error)
}

// Registry holds the evaluators, by resource.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Registry.
type Registry interface {
	// Add adds (or replaces) e.
	Add(e Evaluator)
	// Get returns the evaluator of gr, or nil.
	Get(gr schema.GroupResource) Evaluator
	// List returns every evaluator.
	List() []Evaluator
}

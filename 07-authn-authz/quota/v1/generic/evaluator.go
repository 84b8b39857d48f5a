package generic

import (
	"fmt"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

// ListFunc lists the objects of one resource in a namespace; nil lists
// nothing (admission needs no listing, only the controller does).
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.ListFuncByNamespace.
type ListFunc func(namespace string) ([]runtime.Object, error)

// MatchingResourceNamesFunc returns the names in input an evaluator counts.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.MatchingResourceNamesFunc.
type MatchingResourceNamesFunc func(input []core.ResourceName) []core.ResourceName

// MatchesScopeFunc reports whether item is in scope.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.MatchesScopeFunc.
type MatchesScopeFunc func(scope core.ScopedResourceSelectorRequirement, item runtime.Object) (bool, error)

// UsageFunc is what one object uses.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.UsageFunc.
type UsageFunc func(item runtime.Object) (core.ResourceList, error)

// ObjectCountQuotaResourceNameFor is the quota resource that counts the
// objects of gr: count/configmaps for a core resource, count/deployments.apps
// otherwise.
// Upstream: k8s.io/apiserver/pkg/quota/v1.ObjectCountQuotaResourceNameFor.
func ObjectCountQuotaResourceNameFor(gr schema.GroupResource) core.ResourceName {
	if gr.Group == "" {
		return core.ResourceName("count/" + gr.Resource)
	}
	return core.ResourceName("count/" + gr.Resource + "." + gr.Group)
}

// QuotaScopes returns the scopes of q as selector requirements: each of
// Spec.Scopes as "Exists", then the ScopeSelector's expressions. An
// object must match them all.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.getScopeSelectorsFromQuota.
func QuotaScopes(q *core.ResourceQuota) []core.ScopedResourceSelectorRequirement {
	var selectors []core.ScopedResourceSelectorRequirement
	for _, scope := range q.Spec.Scopes {
		selectors = append(selectors, core.ScopedResourceSelectorRequirement{ScopeName: scope, Operator: core.ScopeSelectorOpExists})
	}
	if q.Spec.ScopeSelector != nil {
		selectors = append(selectors, q.Spec.ScopeSelector.MatchExpressions...)
	}
	return selectors
}

// Matches reports whether q counts item: q limits a resource matchFunc
// knows, and item is in every one of q's scopes.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.Matches.
func Matches(q *core.ResourceQuota, item runtime.Object, matchFunc MatchingResourceNamesFunc, scopeFunc MatchesScopeFunc) (bool, error) {
	if q == nil {
		return false, fmt.Errorf("expected non-nil quota")
	}
	if len(matchFunc(quota.ResourceNames(q.Status.Hard))) == 0 && len(matchFunc(quota.ResourceNames(q.Spec.Hard))) == 0 {
		return false, nil
	}
	for _, selector := range QuotaScopes(q) {
		matches, err := scopeFunc(selector, item)
		if err != nil || !matches {
			return false, err
		}
	}
	return true, nil
}

// MatchesNoScope is the scope function of resources that have no scopes:
// a quota with any scope does not count them.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.MatchesNoScopeFunc.
func MatchesNoScope(core.ScopedResourceSelectorRequirement, runtime.Object) (bool, error) {
	return false, nil
}

// CalculateUsageStats sums usageFunc over the objects listFunc returns,
// of those in every scope, masked to options.Resources.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.CalculateUsageStats.
func CalculateUsageStats(options quota.UsageStatsOptions, listFunc ListFunc, scopeFunc MatchesScopeFunc, usageFunc UsageFunc) (quota.UsageStats, error) {
	stats := quota.UsageStats{Used: core.ResourceList{}}
	// every resource asked for is reported, zero when nothing uses it
	for _, name := range options.Resources {
		stats.Used[name] = zero()
	}
	if listFunc == nil {
		return stats, nil
	}
	items, err := listFunc(options.Namespace)
	if err != nil {
		return stats, fmt.Errorf("failed to list content: %w", err)
	}
	for _, item := range items {
		inScope := true
		for _, scope := range options.Scopes {
			match, err := scopeFunc(core.ScopedResourceSelectorRequirement{ScopeName: scope, Operator: core.ScopeSelectorOpExists}, item)
			if err != nil {
				return stats, err
			}
			inScope = inScope && match
		}
		if !inScope {
			continue
		}
		usage, err := usageFunc(item)
		if err != nil {
			return stats, err
		}
		stats.Used = quota.Add(stats.Used, quota.Mask(usage, options.Resources))
	}
	return stats, nil
}

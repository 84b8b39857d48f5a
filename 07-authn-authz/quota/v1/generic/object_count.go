package generic

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

// objectCountEvaluator counts objects: each one uses 1 of
// count/<resource>.<group>, and 1 of its legacy name (configmaps,
// secrets ...) when it has one.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.objectCountEvaluator.
type objectCountEvaluator struct {
	groupResource schema.GroupResource
	listFunc      ListFunc
	// resourceNames are the quota names it counts: the count/ name and,
	// for a few core resources, the legacy one.
	resourceNames []core.ResourceName
}

var _ quota.Evaluator = (*objectCountEvaluator)(nil)

// NewObjectCountEvaluator returns the evaluator that counts gr's objects;
// alias is the legacy quota name ("configmaps"), or "" for none; listFunc
// lists a namespace's objects for the controller, nil in admission.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.NewObjectCountEvaluator.
func NewObjectCountEvaluator(gr schema.GroupResource, listFunc ListFunc, alias core.ResourceName) quota.Evaluator {
	names := []core.ResourceName{ObjectCountQuotaResourceNameFor(gr)}
	if alias != "" {
		names = append(names, alias)
	}
	return &objectCountEvaluator{groupResource: gr, listFunc: listFunc, resourceNames: names}
}

// GroupResource is the resource counted.
func (o *objectCountEvaluator) GroupResource() schema.GroupResource { return o.groupResource }

// Handles is true for creates only: an update does not change a count.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.(*objectCountEvaluator).Handles.
func (o *objectCountEvaluator) Handles(a admission.Attributes) bool {
	return a.GetOperation() == admission.Create
}

// Matches reports whether q limits one of the counted names; objects
// counted only by number have no scopes.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.(*objectCountEvaluator).Matches.
func (o *objectCountEvaluator) Matches(q *core.ResourceQuota, item runtime.Object) (bool, error) {
	return Matches(q, item, o.MatchingResources, MatchesNoScope)
}

// MatchingResources returns the counted names among input.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.(*objectCountEvaluator).MatchingResources.
func (o *objectCountEvaluator) MatchingResources(input []core.ResourceName) []core.ResourceName {
	return quota.Intersection(input, o.resourceNames)
}

// Usage is 1 of each counted name.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.(*objectCountEvaluator).Usage.
func (o *objectCountEvaluator) Usage(runtime.Object) (core.ResourceList, error) {
	usage := core.ResourceList{}
	for _, name := range o.resourceNames {
		usage[name] = *resource.NewQuantity(1, resource.DecimalSI)
	}
	return usage, nil
}

// UsageStats counts the namespace's objects.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.(*objectCountEvaluator).UsageStats.
func (o *objectCountEvaluator) UsageStats(options quota.UsageStatsOptions) (quota.UsageStats, error) {
	return CalculateUsageStats(options, o.listFunc, MatchesNoScope, o.Usage)
}

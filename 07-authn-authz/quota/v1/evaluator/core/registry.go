package core

import (
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// ListerForResourceFunc returns the ListFunc of a resource (for the
// controller, an informer's ByNamespace), or nil where nothing lists.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.InformerForResourceFunc.
type ListerForResourceFunc func(gr schema.GroupResource) generic.ListFunc

// legacyObjectCountAliases are the core resources a quota also counts by
// their bare name ("configmaps" as well as "count/configmaps").
// Upstream: the alias argument NewEvaluators passes to
// generic.NewObjectCountEvaluator.
var legacyObjectCountAliases = map[schema.GroupResource]core.ResourceName{
	core.Resource("configmaps"):             core.ResourceConfigMaps,
	core.Resource("resourcequotas"):         core.ResourceQuotas,
	core.Resource("replicationcontrollers"): core.ResourceReplicationControllers,
	core.Resource("secrets"):                core.ResourceSecrets,
	core.Resource("persistentvolumeclaims"): core.ResourcePersistentVolumeClaims,
}

// NewEvaluators returns the core group's evaluators; f (nil in
// admission) gives each its ListFunc.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.NewEvaluators.
func NewEvaluators(f ListerForResourceFunc) []quota.Evaluator {
	lister := func(gr schema.GroupResource) generic.ListFunc {
		if f == nil {
			return nil
		}
		return f(gr)
	}
	result := []quota.Evaluator{
		NewPodEvaluator(lister(core.Resource("pods"))),
		NewServiceEvaluator(lister(core.Resource("services"))),
	}
	for gr, alias := range legacyObjectCountAliases {
		result = append(result, generic.NewObjectCountEvaluator(gr, lister(gr), alias))
	}
	return result
}

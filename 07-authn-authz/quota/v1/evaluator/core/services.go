package core

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// serviceObjectCountName is count/services.
var serviceObjectCountName = generic.ObjectCountQuotaResourceNameFor(schema.GroupResource{Resource: "services"})

// serviceResources are the quota names the service evaluator counts.
var serviceResources = []core.ResourceName{
	serviceObjectCountName,
	core.ResourceServices,
	core.ResourceServicesNodePorts,
	core.ResourceServicesLoadBalancers,
}

// serviceEvaluator is what services cost.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.serviceEvaluator.
type serviceEvaluator struct {
	listFunc generic.ListFunc
}

var _ quota.Evaluator = (*serviceEvaluator)(nil)

// NewServiceEvaluator returns the service evaluator.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.NewServiceEvaluator.
func NewServiceEvaluator(listFunc generic.ListFunc) quota.Evaluator {
	return &serviceEvaluator{listFunc: listFunc}
}

// GroupResource is services.
func (s *serviceEvaluator) GroupResource() schema.GroupResource { return core.Resource("services") }

// Handles creates and updates: an update may change the type, and so the
// node ports and load balancers.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*serviceEvaluator).Handles.
func (s *serviceEvaluator) Handles(a admission.Attributes) bool {
	op := a.GetOperation()
	return a.GetSubresource() == "" && (op == admission.Create || op == admission.Update)
}

// Matches reports whether q counts services; services have no scopes.
func (s *serviceEvaluator) Matches(q *core.ResourceQuota, item runtime.Object) (bool, error) {
	return generic.Matches(q, item, s.MatchingResources, generic.MatchesNoScope)
}

// MatchingResources returns the service resources among input.
func (s *serviceEvaluator) MatchingResources(input []core.ResourceName) []core.ResourceName {
	return quota.Intersection(input, serviceResources)
}

// Usage counts the service, and a load balancer and node ports by type:
// a NodePort or LoadBalancer service uses one node port per port (a load
// balancer that allocates none, only the ports naming one).
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*serviceEvaluator).Usage.
func (s *serviceEvaluator) Usage(item runtime.Object) (core.ResourceList, error) {
	svc, ok := item.(*core.Service)
	if !ok {
		return nil, fmt.Errorf("expect *core.Service, got %T", item)
	}
	count := func(n int) resource.Quantity { return *resource.NewQuantity(int64(n), resource.DecimalSI) }
	nodePorts, loadBalancers := 0, 0
	switch svc.Spec.Type {
	case core.ServiceTypeNodePort:
		nodePorts = len(svc.Spec.Ports)
	case core.ServiceTypeLoadBalancer:
		loadBalancers = 1
		nodePorts = len(svc.Spec.Ports)
		if svc.Spec.AllocateLoadBalancerNodePorts != nil && !*svc.Spec.AllocateLoadBalancerNodePorts {
			nodePorts = 0
			for _, p := range svc.Spec.Ports {
				if p.NodePort != 0 {
					nodePorts++
				}
			}
		}
	}
	return core.ResourceList{
		serviceObjectCountName:             count(1),
		core.ResourceServices:              count(1),
		core.ResourceServicesNodePorts:     count(nodePorts),
		core.ResourceServicesLoadBalancers: count(loadBalancers),
	}, nil
}

// UsageStats sums the namespace's services.
func (s *serviceEvaluator) UsageStats(options quota.UsageStatsOptions) (quota.UsageStats, error) {
	return generic.CalculateUsageStats(options, s.listFunc, generic.MatchesNoScope, s.Usage)
}

package core

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core/helper"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/resourcehelper"
)

// podObjectCountName counts every stored pod, terminal ones included;
// "pods" counts only the pods that still run or may.
var podObjectCountName = generic.ObjectCountQuotaResourceNameFor(schema.GroupResource{Resource: "pods"})

// podResources are the quota names the pod evaluator counts.
var podResources = []core.ResourceName{
	podObjectCountName,
	core.ResourceCPU,
	core.ResourceMemory,
	core.ResourceEphemeralStorage,
	core.ResourceRequestsCPU,
	core.ResourceRequestsMemory,
	core.ResourceRequestsEphemeralStorage,
	core.ResourceLimitsCPU,
	core.ResourceLimitsMemory,
	core.ResourceLimitsEphemeralStorage,
	core.ResourcePods,
}

// podEvaluator is what pods cost.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.podEvaluator.
type podEvaluator struct {
	listFunc generic.ListFunc
}

var _ quota.Evaluator = (*podEvaluator)(nil)

// NewPodEvaluator returns the pod evaluator; listFunc is for the
// controller, nil in admission.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.NewPodEvaluator.
func NewPodEvaluator(listFunc generic.ListFunc) quota.Evaluator {
	return &podEvaluator{listFunc: listFunc}
}

// GroupResource is pods.
func (p *podEvaluator) GroupResource() schema.GroupResource { return core.Resource("pods") }

// Handles a create, and an update that moves the pod across the
// Terminating scope (activeDeadlineSeconds set or cleared). Containers'
// resources cannot change on an update, so nothing else changes usage.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*podEvaluator).Handles.
func (p *podEvaluator) Handles(a admission.Attributes) bool {
	if a.GetSubresource() != "" {
		return false
	}
	if a.GetOperation() == admission.Update {
		pod, ok1 := a.GetObject().(*core.Pod)
		old, ok2 := a.GetOldObject().(*core.Pod)
		return ok1 && ok2 && IsTerminating(pod) != IsTerminating(old)
	}
	return a.GetOperation() == admission.Create
}

// Matches reports whether q counts item.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*podEvaluator).Matches.
func (p *podEvaluator) Matches(q *core.ResourceQuota, item runtime.Object) (bool, error) {
	return generic.Matches(q, item, p.MatchingResources, podMatchesScope)
}

// podResourcePrefixes are the prefixes of the huge-page names a pod's
// quota may limit (hugepages-2Mi, requests.hugepages-2Mi).
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.podResourcePrefixes.
var podResourcePrefixes = []string{helper.ResourceHugePagesPrefix, core.ResourceRequestsHugePagesPrefix}

// MatchingResources returns the pod resources among input: the names of
// podResources, huge pages, and extended resources as a quota names them
// (requests.example.com/dongle).
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*podEvaluator).MatchingResources.
func (p *podEvaluator) MatchingResources(input []core.ResourceName) []core.ResourceName {
	result := quota.Intersection(input, podResources)
	for _, name := range input {
		if hasAnyPrefix(name, podResourcePrefixes) || isExtendedResourceNameForQuota(name) {
			result = append(result, name)
		}
	}
	return result
}

// isExtendedResourceNameForQuota reports whether a quota's name is an
// extended resource's: requests. in front of a name that is not native
// (extended resources cannot be overcommitted, so a quota limits only
// their requests).
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.isExtendedResourceNameForQuota.
func isExtendedResourceNameForQuota(name core.ResourceName) bool {
	return !helper.IsNativeResource(name) && strings.HasPrefix(string(name), core.DefaultResourceRequestsPrefix)
}

// hasAnyPrefix reports whether name starts with one of prefixes.
// Upstream: k8s.io/apiserver/pkg/quota/v1.ContainsPrefix.
func hasAnyPrefix(name core.ResourceName, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(string(name), p) {
			return true
		}
	}
	return false
}

// Usage is what the pod uses.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*podEvaluator).Usage.
func (p *podEvaluator) Usage(item runtime.Object) (core.ResourceList, error) {
	return PodUsageFunc(item)
}

// UsageStats sums the namespace's pods.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.(*podEvaluator).UsageStats.
func (p *podEvaluator) UsageStats(options quota.UsageStatsOptions) (quota.UsageStats, error) {
	return generic.CalculateUsageStats(options, p.listFunc, podMatchesScope, PodUsageFunc)
}

// PodUsageFunc is what a pod uses: count/pods always (it is stored);
// pods, and its requests and limits, while it is not terminal: cpu,
// memory and ephemeral storage under their names, huge pages, and
// extended resources' requests (requests.example.com/dongle).
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.PodUsageFunc.
func PodUsageFunc(item runtime.Object) (core.ResourceList, error) {
	pod, ok := item.(*core.Pod)
	if !ok {
		return nil, fmt.Errorf("expect *core.Pod, got %T", item)
	}
	one := *resource.NewQuantity(1, resource.DecimalSI)
	result := core.ResourceList{podObjectCountName: one}
	if !QuotaV1Pod(pod) {
		return result, nil
	}
	result[core.ResourcePods] = one
	requests, limits := resourcehelper.PodRequestsAndLimitsWithOverhead(pod)
	// "cpu" and "memory" are the old names of requests.cpu and requests.memory
	copyIfSet(result, requests, core.ResourceCPU, core.ResourceCPU, core.ResourceRequestsCPU)
	copyIfSet(result, requests, core.ResourceMemory, core.ResourceMemory, core.ResourceRequestsMemory)
	copyIfSet(result, requests, core.ResourceEphemeralStorage, core.ResourceEphemeralStorage, core.ResourceRequestsEphemeralStorage)
	copyIfSet(result, limits, core.ResourceCPU, core.ResourceLimitsCPU)
	copyIfSet(result, limits, core.ResourceMemory, core.ResourceLimitsMemory)
	copyIfSet(result, limits, core.ResourceEphemeralStorage, core.ResourceLimitsEphemeralStorage)
	for name, request := range requests {
		if strings.HasPrefix(string(name), helper.ResourceHugePagesPrefix) {
			result[name] = request // hugepages-2Mi, and requests.hugepages-2Mi below
			result[core.DefaultResourceRequestsPrefix+name] = request
		}
		if helper.IsExtendedResourceName(name) {
			// a quota names an extended resource by its requests only
			result[core.DefaultResourceRequestsPrefix+name] = request
		}
	}
	return result, nil
}

// copyIfSet copies from[name] into to under each of names, if set.
func copyIfSet(to, from core.ResourceList, name core.ResourceName, names ...core.ResourceName) {
	if q, ok := from[name]; ok {
		for _, n := range names {
			to[n] = q
		}
	}
}

// QuotaV1Pod reports whether quota charges the pod's compute resources:
// not once it succeeded or failed.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.QuotaV1Pod,
// which also stops charging a pod stuck terminating past its grace period.
func QuotaV1Pod(pod *core.Pod) bool {
	return pod.Status.Phase != core.PodFailed && pod.Status.Phase != core.PodSucceeded
}

// IsTerminating reports whether the pod has a deadline
// (activeDeadlineSeconds): the Terminating scope.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.IsTerminating.
func IsTerminating(pod *core.Pod) bool {
	return pod.Spec.ActiveDeadlineSeconds != nil && *pod.Spec.ActiveDeadlineSeconds >= 0
}

// isBestEffort reports whether no container asks for or limits cpu or
// memory: the BestEffort QoS class.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper/qos.GetPodQOS == BestEffort.
func isBestEffort(pod *core.Pod) bool {
	for _, cs := range [][]core.Container{pod.Spec.InitContainers, pod.Spec.Containers} {
		for _, c := range cs {
			for _, list := range []core.ResourceList{c.Resources.Requests, c.Resources.Limits} {
				for _, name := range []core.ResourceName{core.ResourceCPU, core.ResourceMemory} {
					if q, ok := list[name]; ok && !q.IsZero() {
						return false
					}
				}
			}
		}
	}
	return true
}

// podMatchesScope reports whether the pod is in the scope.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.podMatchesScopeFunc.
func podMatchesScope(selector core.ScopedResourceSelectorRequirement, item runtime.Object) (bool, error) {
	pod, ok := item.(*core.Pod)
	if !ok {
		return false, fmt.Errorf("expect *core.Pod, got %T", item)
	}
	switch selector.ScopeName {
	case core.ResourceQuotaScopeTerminating:
		return IsTerminating(pod), nil
	case core.ResourceQuotaScopeNotTerminating:
		return !IsTerminating(pod), nil
	case core.ResourceQuotaScopeBestEffort:
		return isBestEffort(pod), nil
	case core.ResourceQuotaScopeNotBestEffort:
		return !isBestEffort(pod), nil
	case core.ResourceQuotaScopePriorityClass:
		return priorityClassMatches(pod.Spec.PriorityClassName, selector)
	}
	return false, nil
}

// priorityClassMatches applies a PriorityClass scope selector to the
// pod's class name.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/evaluator/core.podMatchesSelector,
// which goes through a label selector.
func priorityClassMatches(class string, selector core.ScopedResourceSelectorRequirement) (bool, error) {
	in := false
	for _, v := range selector.Values {
		in = in || v == class
	}
	switch selector.Operator {
	case core.ScopeSelectorOpExists:
		return class != "", nil
	case core.ScopeSelectorOpDoesNotExist:
		return class == "", nil
	case core.ScopeSelectorOpIn:
		return class != "" && in, nil
	case core.ScopeSelectorOpNotIn:
		return !in, nil
	}
	return false, fmt.Errorf("%q is not a valid scope selector operator", selector.Operator)
}

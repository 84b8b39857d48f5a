// Package resourcehelper computes what a pod asks for as a whole, from
// its containers: what LimitRanger checks against a LimitRange's Pod
// limits and what ResourceQuota charges for a pod.
//
// Stage 07 adds it. Upstream: k8s.io/component-helpers/resource.
package resourcehelper

import (
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

// PodRequestsAndLimits sums the containers' requests and limits; init
// containers run one at a time before them, so each resource is the
// larger of that sum and the largest init container's.
// Upstream: k8s.io/component-helpers/resource.PodRequests and PodLimits,
// without overhead (see PodRequestsAndLimitsWithOverhead), sidecars and
// pod-level resources.
func PodRequestsAndLimits(pod *core.Pod) (requests, limits core.ResourceList) {
	requests, limits = core.ResourceList{}, core.ResourceList{}
	for _, c := range pod.Spec.Containers {
		requests = quota.Add(requests, c.Resources.Requests)
		limits = quota.Add(limits, c.Resources.Limits)
	}
	for _, c := range pod.Spec.InitContainers {
		maxInto(requests, c.Resources.Requests)
		maxInto(limits, c.Resources.Limits)
	}
	return requests, limits
}

// PodRequestsAndLimitsWithOverhead is PodRequestsAndLimits plus the
// pod's overhead (what its RuntimeClass's sandbox costs): added to every
// request, and to each limit that is set and not zero. ResourceQuota
// charges this; LimitRanger checks the containers alone, as upstream's.
// Upstream: k8s.io/component-helpers/resource.PodRequests and PodLimits
// with ExcludeOverhead false.
func PodRequestsAndLimitsWithOverhead(pod *core.Pod) (requests, limits core.ResourceList) {
	requests, limits = PodRequestsAndLimits(pod)
	if pod.Spec.Overhead == nil {
		return requests, limits
	}
	requests = quota.Add(requests, pod.Spec.Overhead)
	for name, q := range pod.Spec.Overhead {
		if value, ok := limits[name]; ok && value.Sign() != 0 {
			value.Add(q)
			limits[name] = value
		}
	}
	return requests, limits
}

// maxInto raises each amount of list to the one in other, if larger.
func maxInto(list, other core.ResourceList) {
	for name, q := range other {
		if current, ok := list[name]; !ok || q.Cmp(current) > 0 {
			list[name] = q
		}
	}
}

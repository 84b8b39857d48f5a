package service

import (
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	apiservice "github.com/kube-rebuilt/apiserver/03-master/api/service"
)

// dropTypeDependentFields clears, when an update changes the type, the
// fields the old type implied and the new one forbids, unless the
// client changed them itself (then validation judges its values): the
// cluster IPs and IP families leaving for ExternalName, node ports
// leaving NodePort and LoadBalancer, the health check node port,
// allocateLoadBalancerNodePorts and loadBalancerClass leaving
// LoadBalancer, externalTrafficPolicy when the service is no longer
// reachable from outside, and a load balancer status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.dropTypeDependentFields.
func dropTypeDependentFields(newSvc, oldSvc *core.Service) {
	newSpec, oldSpec := &newSvc.Spec, &oldSvc.Spec
	if needsClusterIP(oldSvc) && !needsClusterIP(newSvc) {
		if newSpec.ClusterIP == oldSpec.ClusterIP && slices.Equal(newSpec.ClusterIPs, oldSpec.ClusterIPs) {
			newSpec.ClusterIP, newSpec.ClusterIPs = "", nil
		}
		if slices.Equal(newSpec.IPFamilies, oldSpec.IPFamilies) {
			newSpec.IPFamilies = nil
		}
		if sameOptional(newSpec.IPFamilyPolicy, oldSpec.IPFamilyPolicy) {
			newSpec.IPFamilyPolicy = nil
		}
	}
	if needsNodePort(oldSvc) && !needsNodePort(newSvc) && slices.Equal(nodePorts(newSvc), nodePorts(oldSvc)) {
		for i := range newSpec.Ports {
			newSpec.Ports[i].NodePort = 0
		}
	}
	if apiservice.NeedsHealthCheck(oldSvc) && !apiservice.NeedsHealthCheck(newSvc) && newSpec.HealthCheckNodePort == oldSpec.HealthCheckNodePort {
		newSpec.HealthCheckNodePort = 0
	}
	if oldSpec.Type == core.ServiceTypeLoadBalancer && newSpec.Type != core.ServiceTypeLoadBalancer {
		if newSpec.AllocateLoadBalancerNodePorts != nil && oldSpec.AllocateLoadBalancerNodePorts != nil &&
			*newSpec.AllocateLoadBalancerNodePorts == *oldSpec.AllocateLoadBalancerNodePorts {
			newSpec.AllocateLoadBalancerNodePorts = nil
		}
		if sameOptional(newSpec.LoadBalancerClass, oldSpec.LoadBalancerClass) {
			newSpec.LoadBalancerClass = nil
		}
	}
	if apiservice.ExternallyAccessible(oldSvc) && !apiservice.ExternallyAccessible(newSvc) && newSpec.ExternalTrafficPolicy == oldSpec.ExternalTrafficPolicy {
		newSpec.ExternalTrafficPolicy = ""
	}
	if newSpec.Type != core.ServiceTypeLoadBalancer {
		newSvc.Status.LoadBalancer = core.LoadBalancerStatus{}
	}
}

// sameOptional: both nil, or both set to the same value.
func sameOptional[T comparable](a, b *T) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// needsNodePort: NodePort and LoadBalancer services have node ports.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service.needsNodePort.
func needsNodePort(svc *core.Service) bool {
	return svc.Spec.Type == core.ServiceTypeNodePort || svc.Spec.Type == core.ServiceTypeLoadBalancer
}

// nodePorts lists a service's node ports, sorted, zeros left out.
func nodePorts(svc *core.Service) []int32 {
	var out []int32
	for _, p := range svc.Spec.Ports {
		if p.NodePort != 0 {
			out = append(out, p.NodePort)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

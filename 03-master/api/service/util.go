package service

import "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"

// ExternallyAccessible reports whether traffic can reach the service from
// outside the cluster: a NodePort or LoadBalancer service, or a ClusterIP
// service with external IPs.
// Upstream: k8s.io/kubernetes/pkg/api/service.ExternallyAccessible.
func ExternallyAccessible(service *core.Service) bool {
	switch service.Spec.Type {
	case core.ServiceTypeLoadBalancer, core.ServiceTypeNodePort:
		return true
	case core.ServiceTypeClusterIP:
		return len(service.Spec.ExternalIPs) > 0
	}
	return false
}

// NeedsHealthCheck reports whether the service has a health check node
// port: a LoadBalancer service with the Local external traffic policy.
// Upstream: k8s.io/kubernetes/pkg/api/service.NeedsHealthCheck.
func NeedsHealthCheck(service *core.Service) bool {
	return service.Spec.Type == core.ServiceTypeLoadBalancer &&
		service.Spec.ExternalTrafficPolicy == core.ServiceExternalTrafficPolicyLocal
}

package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// supportedLoadBalancerIPModes, sorted as upstream's sets.List sorts them.
var supportedLoadBalancerIPModes = []core.LoadBalancerIPMode{core.LoadBalancerIPModeProxy, core.LoadBalancerIPModeVIP}

// ValidateServiceStatusUpdate checks a status update: the metadata and
// the load balancer status.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceStatusUpdate.
func ValidateServiceStatusUpdate(service, oldService *core.Service) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&service.ObjectMeta, &oldService.ObjectMeta)
	return append(allErrs, ValidateLoadBalancerStatus(&service.Status.LoadBalancer, &oldService.Status.LoadBalancer,
		field.NewPath("status", "loadBalancer"), &service.Spec)...)
}

// ValidateLoadBalancerStatus checks the ingress points a load balancer
// controller reports: only for a LoadBalancer service; each IP an address
// (the old status's pass), with an ipMode exactly when it has an IP;
// each hostname a DNS name, not an address.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateLoadBalancerStatus.
func ValidateLoadBalancerStatus(status, oldStatus *core.LoadBalancerStatus, fldPath *field.Path, spec *core.ServiceSpec) field.ErrorList {
	ingressPath := fldPath.Child("ingress")
	if spec.Type != core.ServiceTypeLoadBalancer && len(status.Ingress) != 0 {
		return field.ErrorList{field.Forbidden(ingressPath, "may only be used when `spec.type` is 'LoadBalancer'")}
	}
	var oldIPs []string
	if oldStatus != nil {
		for _, ingress := range oldStatus.Ingress {
			if ingress.IP != "" {
				oldIPs = append(oldIPs, ingress.IP)
			}
		}
	}
	var allErrs field.ErrorList
	for i, ingress := range status.Ingress {
		idxPath := ingressPath.Index(i)
		if ingress.IP != "" {
			allErrs = append(allErrs, isValidIPForLegacyField(idxPath.Child("ip"), ingress.IP, oldIPs)...)
		}
		switch mode := ingress.IPMode; {
		case mode == nil && ingress.IP != "":
			allErrs = append(allErrs, field.Required(idxPath.Child("ipMode"), "must be specified when `ip` is set"))
		case mode != nil && ingress.IP == "":
			allErrs = append(allErrs, field.Forbidden(idxPath.Child("ipMode"), "may not be specified when `ip` is not set"))
		case mode != nil && *mode != core.LoadBalancerIPModeVIP && *mode != core.LoadBalancerIPModeProxy:
			allErrs = append(allErrs, field.NotSupported(idxPath.Child("ipMode"), mode, supportedLoadBalancerIPModes))
		}
		if ingress.Hostname != "" {
			for _, msg := range validation.IsDNS1123Subdomain(ingress.Hostname) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("hostname"), ingress.Hostname, msg))
			}
			if netutils.ParseIPSloppy(ingress.Hostname) != nil {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("hostname"), ingress.Hostname, "must be a DNS name, not an IP address"))
			}
		}
	}
	return allErrs
}

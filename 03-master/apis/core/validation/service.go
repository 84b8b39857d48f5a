package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The service enums, in upstream's order.
var (
	supportedServiceType = []core.ServiceType{core.ServiceTypeClusterIP, core.ServiceTypeNodePort,
		core.ServiceTypeLoadBalancer, core.ServiceTypeExternalName}
	supportedSessionAffinityType = []core.ServiceAffinity{core.ServiceAffinityClientIP, core.ServiceAffinityNone}
)

// ClusterIPNone is the clusterIP of a headless service.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ClusterIPNone.
const ClusterIPNone = "None"

// ValidateService checks a service: metadata (the name a DNS-1035 label),
// the type, the ports (at least one unless ExternalName; each named when
// there are several, names unique, numbers in 1-65535), the selector's
// labels, the session affinity, the clusterIP (an IP or None), and the
// externalName of an ExternalName service.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateService.
func ValidateService(service *core.Service) field.ErrorList {
	specPath := field.NewPath("spec")
	allErrs := genericvalidation.ValidateObjectMeta(&service.ObjectMeta, true, ValidateServiceName, metadataPath)
	allErrs = append(allErrs, validateEnum(service.Spec.Type, supportedServiceType, specPath.Child("type"))...)
	if service.Spec.Type == core.ServiceTypeExternalName {
		allErrs = append(allErrs, validateExternalName(service, specPath)...)
	} else if len(service.Spec.Ports) == 0 && service.Spec.ClusterIP != ClusterIPNone {
		allErrs = append(allErrs, field.Required(specPath.Child("ports"), ""))
	}
	allErrs = append(allErrs, validateServicePorts(service.Spec.Ports, specPath.Child("ports"))...)
	if service.Spec.Selector != nil {
		allErrs = append(allErrs, genericvalidation.ValidateLabels(service.Spec.Selector, specPath.Child("selector"))...)
	}
	allErrs = append(allErrs, validateEnum(service.Spec.SessionAffinity, supportedSessionAffinityType, specPath.Child("sessionAffinity"))...)
	if ip := service.Spec.ClusterIP; ip != "" && ip != ClusterIPNone {
		allErrs = append(allErrs, validateIP(specPath.Child("clusterIPs").Index(0), ip)...)
	}
	for i, ip := range service.Spec.ExternalIPs {
		allErrs = append(allErrs, validateIP(specPath.Child("externalIPs").Index(i), ip)...)
	}
	return allErrs
}

// validateExternalName requires a DNS subdomain in spec.externalName and
// no clusterIP.
// Upstream: the ServiceTypeExternalName block of ValidateService.
func validateExternalName(service *core.Service, specPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if service.Spec.ClusterIP != "" {
		allErrs = append(allErrs, field.Forbidden(specPath.Child("clusterIPs"), "may not be set for ExternalName services"))
	}
	if len(service.Spec.ExternalName) == 0 {
		return append(allErrs, field.Required(specPath.Child("externalName"), ""))
	}
	return append(allErrs, validateDNS1123Subdomain(service.Spec.ExternalName, specPath.Child("externalName"))...)
}

// validateServicePorts checks each port.
// Upstream: the port loop of ValidateService and validateServicePort.
func validateServicePorts(ports []core.ServicePort, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	requireName := len(ports) > 1
	names := map[string]bool{}
	for i := range ports {
		sp, idxPath := &ports[i], fldPath.Index(i)
		switch {
		case requireName && sp.Name == "":
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		case sp.Name != "":
			allErrs = append(allErrs, validateDNS1123Label(sp.Name, idxPath.Child("name"))...)
			if names[sp.Name] {
				allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), sp.Name))
			}
			names[sp.Name] = true
		}
		for _, msg := range isValidPortNum(int(sp.Port)) {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("port"), sp.Port, msg))
		}
		allErrs = append(allErrs, validateProtocol(sp.Protocol, idxPath.Child("protocol"))...)
		allErrs = append(allErrs, validateTargetPort(sp.TargetPort, idxPath.Child("targetPort"))...)
		if sp.NodePort != 0 {
			for _, msg := range isValidPortNum(int(sp.NodePort)) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("nodePort"), sp.NodePort, msg))
			}
		}
	}
	return allErrs
}

// validateTargetPort requires a port number or an IANA_SVC_NAME.
// Upstream: the TargetPort block of validateServicePort.
func validateTargetPort(tp intstr.IntOrString, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if tp.Type == intstr.String {
		for _, msg := range isValidPortName(tp.StrVal) {
			allErrs = append(allErrs, field.Invalid(fldPath, tp.StrVal, msg))
		}
		return allErrs
	}
	for _, msg := range isValidPortNum(int(tp.IntVal)) {
		allErrs = append(allErrs, field.Invalid(fldPath, tp.IntVal, msg))
	}
	return allErrs
}

// ValidateServiceUpdate checks an update: the metadata, the clusterIP
// unchanged once set (unless the service turns into or out of
// ExternalName), then the new service.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceUpdate.
func ValidateServiceUpdate(service, oldService *core.Service) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&service.ObjectMeta, &oldService.ObjectMeta)
	toOrFromExternalName := service.Spec.Type == core.ServiceTypeExternalName || oldService.Spec.Type == core.ServiceTypeExternalName
	if !toOrFromExternalName && oldService.Spec.ClusterIP != "" && service.Spec.ClusterIP != oldService.Spec.ClusterIP {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "clusterIPs").Index(0), service.Spec.ClusterIP, "may not change once set"))
	}
	return append(allErrs, ValidateService(service)...)
}

// ValidateServiceStatusUpdate checks a status update: the metadata and
// the load balancer ingress IPs.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceStatusUpdate.
func ValidateServiceStatusUpdate(service, oldService *core.Service) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&service.ObjectMeta, &oldService.ObjectMeta)
	ingressPath := field.NewPath("status", "loadBalancer", "ingress")
	for i, ingress := range service.Status.LoadBalancer.Ingress {
		if ingress.IP != "" {
			allErrs = append(allErrs, validateIP(ingressPath.Index(i).Child("ip"), ingress.IP)...)
		}
	}
	return allErrs
}

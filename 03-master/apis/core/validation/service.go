package validation

import (
	"fmt"
	"strings"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The service enums, sorted as upstream's sets.List sorts them.
var (
	supportedServiceType = []core.ServiceType{core.ServiceTypeClusterIP, core.ServiceTypeExternalName,
		core.ServiceTypeLoadBalancer, core.ServiceTypeNodePort}
	supportedSessionAffinityType = []core.ServiceAffinity{core.ServiceAffinityClientIP, core.ServiceAffinityNone}
)

// ClusterIPNone is the clusterIP of a headless service.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ClusterIPNone.
const ClusterIPNone = "None"

// ValidateServiceCreate checks a new service: its metadata and its spec.
// The name is a DNS-1123 label, which may start with a digit: the
// RelaxedServiceNameValidation gate is GA (locked on) in 1.37, so
// ValidateServiceName's DNS-1035 rule no longer applies to new services.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceCreate.
func ValidateServiceCreate(service *core.Service) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&service.ObjectMeta, true, genericvalidation.NameIsDNSLabel, metadataPath)
	return append(allErrs, validateService(service, nil)...)
}

// validateService checks a service's topology annotations and its spec:
// the type, the ports (at least one unless headless or ExternalName; each
// named when there are several, names unique, numbers in 1-65535, no two
// alike), the selector's labels, the session affinity and its config,
// the cluster IPs (ValidateServiceClusterIPsRelatedFields), the external
// IPs, the load balancer fields and the traffic policies. oldService is nil on
// create; on update, the addresses and CIDRs it held pass even where
// today's rules are stricter.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateService.
func validateService(service, oldService *core.Service) field.ErrorList {
	specPath := field.NewPath("spec")
	allErrs := validateTopologyAnnotations(service)
	if len(service.Spec.Ports) == 0 && !isHeadlessService(service) && service.Spec.Type != core.ServiceTypeExternalName {
		allErrs = append(allErrs, field.Required(specPath.Child("ports"), ""))
	}
	allErrs = append(allErrs, validateServiceTypeFields(service, specPath)...)
	allErrs = append(allErrs, validateServicePorts(service.Spec.Ports, specPath.Child("ports"))...)
	if service.Spec.Selector != nil {
		allErrs = append(allErrs, genericvalidation.ValidateLabels(service.Spec.Selector, specPath.Child("selector"))...)
	}
	allErrs = append(allErrs, validateEnum(service.Spec.SessionAffinity, supportedSessionAffinityType, specPath.Child("sessionAffinity"))...)
	allErrs = append(allErrs, validateSessionAffinityConfig(&service.Spec, specPath.Child("sessionAffinityConfig"))...)
	allErrs = append(allErrs, ValidateServiceClusterIPsRelatedFields(service, oldService)...)
	allErrs = append(allErrs, validateExternalIPs(service, oldService, specPath.Child("externalIPs"))...)
	allErrs = append(allErrs, validateEnum(service.Spec.Type, supportedServiceType, specPath.Child("type"))...)
	allErrs = append(allErrs, validateServicePortPairs(service, specPath.Child("ports"))...)
	allErrs = append(allErrs, validateLoadBalancerFields(service, oldService, specPath)...)
	return append(allErrs, validateServiceTrafficFields(service, specPath)...)
}

// validateServiceTypeFields checks what the type implies of the cluster
// IPs: a NodePort or LoadBalancer service is not headless; an
// ExternalName service has no cluster IP nor IP family, and a DNS name
// (a trailing dot allowed) in spec.externalName.
// Upstream: the switch on spec.type in validateService.
func validateServiceTypeFields(service *core.Service, specPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	switch service.Spec.Type {
	case core.ServiceTypeLoadBalancer, core.ServiceTypeNodePort:
		if isHeadlessService(service) {
			allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(0), service.Spec.ClusterIPs[0],
				fmt.Sprintf("may not be set to 'None' for %s services", service.Spec.Type)))
		}
	case core.ServiceTypeExternalName:
		for _, f := range []struct {
			name string
			set  bool
		}{{"clusterIPs", len(service.Spec.ClusterIPs) > 0}, {"ipFamilies", len(service.Spec.IPFamilies) > 0}, {"ipFamilyPolicy", service.Spec.IPFamilyPolicy != nil}} {
			if f.set {
				allErrs = append(allErrs, field.Forbidden(specPath.Child(f.name), "may not be set for ExternalName services"))
			}
		}
		if cname := strings.TrimSuffix(service.Spec.ExternalName, "."); cname != "" {
			allErrs = append(allErrs, validateDNS1123Subdomain(cname, specPath.Child("externalName"))...)
		} else {
			allErrs = append(allErrs, field.Required(specPath.Child("externalName"), ""))
		}
	}
	return allErrs
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
		allErrs = append(allErrs, validatePortNumOrName(sp.TargetPort, idxPath.Child("targetPort"))...)
		if sp.AppProtocol != nil {
			allErrs = append(allErrs, qualifiedNameErrors(*sp.AppProtocol, idxPath.Child("appProtocol"))...)
		}
		if sp.NodePort != 0 { // upstream's node port allocator checks the range instead
			for _, msg := range isValidPortNum(int(sp.NodePort)) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("nodePort"), sp.NodePort, msg))
			}
		}
	}
	return allErrs
}

// validateServicePortPairs forbids node ports on a ClusterIP service, and
// two ports, or two node ports, with the same number and protocol.
// Upstream: the nodePort and duplicate-port loops of validateService.
func validateServicePortPairs(service *core.Service, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	nodePorts, ports := map[core.ServicePort]bool{}, map[core.ServicePort]bool{}
	for i, sp := range service.Spec.Ports {
		if sp.NodePort != 0 && service.Spec.Type == core.ServiceTypeClusterIP {
			allErrs = append(allErrs, field.Forbidden(fldPath.Index(i).Child("nodePort"), "may not be used when `type` is 'ClusterIP'"))
		}
	}
	for i, sp := range service.Spec.Ports {
		if key := (core.ServicePort{Protocol: sp.Protocol, NodePort: sp.NodePort}); sp.NodePort != 0 {
			if nodePorts[key] {
				allErrs = append(allErrs, field.Duplicate(fldPath.Index(i).Child("nodePort"), sp.NodePort))
			}
			nodePorts[key] = true
		}
	}
	for i, sp := range service.Spec.Ports {
		key := core.ServicePort{Protocol: sp.Protocol, Port: sp.Port}
		if ports[key] {
			allErrs = append(allErrs, field.Duplicate(fldPath.Index(i), key))
		}
		ports[key] = true
	}
	return allErrs
}

// validatePortNumOrName requires a port number or an IANA_SVC_NAME (a
// service's targetPort, a probe's port).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePortNumOrName.
func validatePortNumOrName(tp intstr.IntOrString, fldPath *field.Path) field.ErrorList {
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

// ValidateServiceUpdate checks an update: the metadata, the allocated
// cluster IPs and IP families kept (validateUpgradeDowngradeClusterIPs,
// validateUpgradeDowngradeIPFamilies), the load
// balancer class and the health check node port kept, then the spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceUpdate.
func ValidateServiceUpdate(service, oldService *core.Service) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&service.ObjectMeta, &oldService.ObjectMeta)
	allErrs = append(allErrs, validateUpgradeDowngradeClusterIPs(oldService, service)...)
	allErrs = append(allErrs, validateUpgradeDowngradeIPFamilies(oldService, service)...)
	allErrs = append(allErrs, validateLoadBalancerClassField(oldService, service)...)
	allErrs = append(allErrs, validateServiceExternalTrafficFieldsUpdate(oldService, service)...)
	return append(allErrs, validateService(service, oldService)...)
}

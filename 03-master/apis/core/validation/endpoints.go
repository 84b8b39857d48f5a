package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateEndpoints checks endpoints: metadata, then each subset (an
// address or a not-ready address, at least one port, valid IPs, ports
// named when there are several).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEndpoints
// (ValidateEndpointsCreate).
func ValidateEndpoints(endpoints *core.Endpoints) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&endpoints.ObjectMeta, true, ValidateEndpointsName, metadataPath)
	return append(allErrs, validateEndpointSubsets(endpoints.Subsets, field.NewPath("subsets"))...)
}

// ValidateEndpointsUpdate checks an update's metadata and the new subsets.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEndpointsUpdate.
func ValidateEndpointsUpdate(newEndpoints, oldEndpoints *core.Endpoints) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newEndpoints.ObjectMeta, &oldEndpoints.ObjectMeta)
	return append(allErrs, validateEndpointSubsets(newEndpoints.Subsets, field.NewPath("subsets"))...)
}

// validateEndpointSubsets checks each subset.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateEndpointSubsets.
func validateEndpointSubsets(subsets []core.EndpointSubset, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range subsets {
		ss := &subsets[i]
		idxPath := fldPath.Index(i)
		if len(ss.Addresses) == 0 && len(ss.NotReadyAddresses) == 0 {
			allErrs = append(allErrs, field.Required(idxPath, "must specify `addresses` or `notReadyAddresses`"))
		}
		for addr := range ss.Addresses {
			allErrs = append(allErrs, validateEndpointAddress(&ss.Addresses[addr], idxPath.Child("addresses").Index(addr))...)
		}
		for addr := range ss.NotReadyAddresses {
			allErrs = append(allErrs, validateEndpointAddress(&ss.NotReadyAddresses[addr], idxPath.Child("notReadyAddresses").Index(addr))...)
		}
		allErrs = append(allErrs, validateEndpointPorts(ss.Ports, idxPath.Child("ports"))...)
	}
	return allErrs
}

// validateEndpointAddress requires an IP an endpoint may have (not
// unspecified or link-local; loopback let through, see
// validateEndpointIPOnThisMachine) and checks the hostname.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateEndpointAddress.
func validateEndpointAddress(address *core.EndpointAddress, fldPath *field.Path) field.ErrorList {
	allErrs := validateIP(fldPath.Child("ip"), address.IP)
	if len(allErrs) == 0 {
		allErrs = validateEndpointIPOnThisMachine(address.IP, fldPath.Child("ip"))
	}
	if len(address.Hostname) > 0 {
		allErrs = append(allErrs, validateDNS1123Label(address.Hostname, fldPath.Child("hostname"))...)
	}
	if address.NodeName != nil {
		allErrs = append(allErrs, validateDNS1123Subdomain(*address.NodeName, fldPath.Child("nodeName"))...)
	}
	return allErrs
}

// validateEndpointPorts requires a port, names when there are several
// (unique DNS labels), valid numbers and protocols.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateEndpointPort.
func validateEndpointPorts(ports []core.EndpointPort, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(ports) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	requireName := len(ports) > 1
	names := map[string]bool{}
	for i := range ports {
		port, idxPath := &ports[i], fldPath.Index(i)
		switch {
		case requireName && port.Name == "":
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		case port.Name != "":
			allErrs = append(allErrs, validateDNS1123Label(port.Name, idxPath.Child("name"))...)
			if names[port.Name] {
				allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), port.Name))
			}
			names[port.Name] = true
		}
		for _, msg := range isValidPortNum(int(port.Port)) {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("port"), port.Port, msg))
		}
		allErrs = append(allErrs, validateProtocol(port.Protocol, idxPath.Child("protocol"))...)
	}
	return allErrs
}

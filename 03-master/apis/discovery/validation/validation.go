package validation

import (
	"fmt"
	"net/netip"
	"slices"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
)

// The limits and enums of an EndpointSlice.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation (variables).
var (
	supportedAddressTypes  = []discovery.AddressType{discovery.AddressTypeFQDN, discovery.AddressTypeIPv4, discovery.AddressTypeIPv6}
	supportedPortProtocols = []core.Protocol{core.ProtocolSCTP, core.ProtocolTCP, core.ProtocolUDP}
	maxTopologyLabels      = 16
	maxAddresses           = 100
	maxPorts               = 20000
	maxEndpoints           = 1000
	maxZoneHints           = 8
	maxNodeHints           = 8
)

// labelTopologyZone is the topology key v1 keeps in Endpoint.Zone, never
// in deprecatedTopology.
// Upstream: k8s.io/api/core/v1.LabelTopologyZone.
const labelTopologyZone = "topology.kubernetes.io/zone"

// ValidateEndpointSliceName is the rule of an EndpointSlice's name.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.ValidateEndpointSliceName.
var ValidateEndpointSliceName = apivalidation.NameIsDNSSubdomain

// ValidateEndpointSlice checks a slice; with oldEndpointSlice (an
// update), endpoints equal to the old ones are not re-validated, so a
// slice stored under older rules can still be relabelled.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.ValidateEndpointSlice.
func ValidateEndpointSlice(endpointSlice, oldEndpointSlice *discovery.EndpointSlice) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&endpointSlice.ObjectMeta, true, ValidateEndpointSliceName, field.NewPath("metadata"))
	allErrs = append(allErrs, validateAddressType(endpointSlice.AddressType)...)
	allErrs = append(allErrs, validatePorts(endpointSlice.Ports, field.NewPath("ports"))...)
	endpointsErrs := validateEndpoints(endpointSlice.Endpoints, endpointSlice.AddressType, field.NewPath("endpoints"))
	if len(endpointsErrs) != 0 && oldEndpointSlice != nil && corevalidation.SemanticDeepEqual(oldEndpointSlice.Endpoints, endpointSlice.Endpoints) {
		endpointsErrs = nil
	}
	return append(allErrs, endpointsErrs...)
}

// ValidateEndpointSliceCreate checks a new slice.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.ValidateEndpointSliceCreate.
func ValidateEndpointSliceCreate(endpointSlice *discovery.EndpointSlice) field.ErrorList {
	return ValidateEndpointSlice(endpointSlice, nil)
}

// ValidateEndpointSliceUpdate checks an update: as on create, and the
// address type never changes.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.ValidateEndpointSliceUpdate.
func ValidateEndpointSliceUpdate(newEndpointSlice, oldEndpointSlice *discovery.EndpointSlice) field.ErrorList {
	allErrs := ValidateEndpointSlice(newEndpointSlice, oldEndpointSlice)
	return append(allErrs, apivalidation.ValidateImmutableField(newEndpointSlice.AddressType, oldEndpointSlice.AddressType, field.NewPath("addressType"))...)
}

// validateEndpoints checks each endpoint's addresses against the
// slice's type, its node name, topology, hostname and hints.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.validateEndpoints.
func validateEndpoints(endpoints []discovery.Endpoint, addrType discovery.AddressType, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(endpoints) > maxEndpoints {
		return append(allErrs, field.TooMany(fldPath, len(endpoints), maxEndpoints))
	}
	for i, endpoint := range endpoints {
		idxPath := fldPath.Index(i)
		addressPath := idxPath.Child("addresses")
		if len(endpoint.Addresses) == 0 {
			allErrs = append(allErrs, field.Required(addressPath, "must contain at least 1 address"))
		} else if len(endpoint.Addresses) > maxAddresses {
			allErrs = append(allErrs, field.TooMany(addressPath, len(endpoint.Addresses), maxAddresses))
		}
		for i, address := range endpoint.Addresses {
			allErrs = append(allErrs, validateAddress(address, addrType, addressPath, addressPath.Index(i))...)
		}
		if endpoint.NodeName != nil {
			for _, msg := range apivalidation.NameIsDNSSubdomain(*endpoint.NodeName, false) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("nodeName"), *endpoint.NodeName, msg))
			}
		}
		topologyPath := idxPath.Child("deprecatedTopology")
		if len(endpoint.DeprecatedTopology) > maxTopologyLabels {
			allErrs = append(allErrs, field.TooMany(topologyPath, len(endpoint.DeprecatedTopology), maxTopologyLabels))
		}
		allErrs = append(allErrs, apivalidation.ValidateLabels(endpoint.DeprecatedTopology, topologyPath)...)
		if _, found := endpoint.DeprecatedTopology[labelTopologyZone]; found {
			allErrs = append(allErrs, field.InternalError(topologyPath.Key(labelTopologyZone), fmt.Errorf("reserved key was not removed in conversion")))
		}
		if endpoint.Hostname != nil {
			allErrs = append(allErrs, corevalidation.ValidateDNS1123Label(*endpoint.Hostname, idxPath.Child("hostname"))...)
		}
		if endpoint.Hints != nil {
			allErrs = append(allErrs, validateHints(endpoint.Hints, idxPath.Child("hints"))...)
		}
	}
	return allErrs
}

// validateAddress checks one address against the slice's type: an IPv4
// or IPv6 address an endpoint may have, or a fully qualified domain name.
// Upstream: the address switch of k8s.io/kubernetes/pkg/apis/discovery/validation.validateEndpoints.
func validateAddress(address string, addrType discovery.AddressType, addressPath, idxPath *field.Path) field.ErrorList {
	switch addrType {
	case discovery.AddressTypeIPv4:
		if errs := corevalidation.IsValidIPForLegacyField(idxPath, address, nil); len(errs) > 0 {
			return errs
		}
		var allErrs field.ErrorList
		if addr, err := netip.ParseAddr(address); err != nil || !addr.Is4() {
			allErrs = append(allErrs, field.Invalid(addressPath, address, "must be an IPv4 address"))
		}
		return append(allErrs, corevalidation.ValidateEndpointIPOnThisMachine(address, idxPath)...)
	case discovery.AddressTypeIPv6:
		if errs := corevalidation.IsValidIP(idxPath, address); len(errs) > 0 {
			return errs
		}
		var allErrs field.ErrorList
		if addr, err := netip.ParseAddr(address); err != nil || !addr.Is6() {
			allErrs = append(allErrs, field.Invalid(addressPath, address, "must be an IPv6 address"))
		}
		return append(allErrs, corevalidation.ValidateEndpointIPOnThisMachine(address, idxPath)...)
	case discovery.AddressTypeFQDN:
		return isFullyQualifiedDomainName(idxPath, address)
	}
	return nil
}

// isFullyQualifiedDomainName requires a DNS subdomain of two labels or
// more (a trailing dot allowed).
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsFullyQualifiedDomainName.
func isFullyQualifiedDomainName(fldPath *field.Path, name string) field.ErrorList {
	if len(name) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	name = strings.TrimSuffix(name, ".")
	if errs := utilvalidation.IsDNS1123Subdomain(name); len(errs) > 0 {
		return field.ErrorList{field.Invalid(fldPath, name, strings.Join(errs, ","))}
	}
	labels := strings.Split(name, ".")
	if len(labels) < 2 {
		return field.ErrorList{field.Invalid(fldPath, name, "should be a domain with at least two segments separated by dots")}
	}
	for _, label := range labels {
		if errs := utilvalidation.IsDNS1123Label(label); len(errs) > 0 {
			return field.ErrorList{field.Invalid(fldPath, label, strings.Join(errs, ","))}
		}
	}
	return nil
}

// validatePorts checks the ports: unique DNS-label names, a supported
// protocol, a qualified-name appProtocol. Name and protocol are never nil
// here: v1's defaults set them.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.validatePorts.
func validatePorts(endpointPorts []discovery.EndpointPort, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if len(endpointPorts) > maxPorts {
		return append(allErrs, field.TooMany(fldPath, len(endpointPorts), maxPorts))
	}
	portNames := make([]string, 0, len(endpointPorts))
	for i, endpointPort := range endpointPorts {
		idxPath := fldPath.Index(i)
		name := ""
		if endpointPort.Name != nil {
			name = *endpointPort.Name
		}
		if len(name) > 0 {
			allErrs = append(allErrs, corevalidation.ValidateDNS1123Label(name, idxPath.Child("name"))...)
		}
		if slices.Contains(portNames, name) {
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), name))
		} else {
			portNames = append(portNames, name)
		}
		if endpointPort.Protocol == nil {
			allErrs = append(allErrs, field.Required(idxPath.Child("protocol"), ""))
		} else if !slices.Contains(supportedPortProtocols, *endpointPort.Protocol) {
			allErrs = append(allErrs, field.NotSupported(idxPath.Child("protocol"), *endpointPort.Protocol, supportedPortProtocols))
		}
		if endpointPort.AppProtocol != nil {
			for _, msg := range utilvalidation.IsQualifiedName(*endpointPort.AppProtocol) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("appProtocol"), *endpointPort.AppProtocol, msg))
			}
		}
	}
	return allErrs
}

// validateAddressType requires one of IPv4, IPv6, FQDN.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.validateAddressType.
func validateAddressType(addressType discovery.AddressType) field.ErrorList {
	switch {
	case addressType == "":
		return field.ErrorList{field.Required(field.NewPath("addressType"), "")}
	case !slices.Contains(supportedAddressTypes, addressType):
		return field.ErrorList{field.NotSupported(field.NewPath("addressType"), addressType, supportedAddressTypes)}
	}
	return nil
}

// validateHints checks zone hints (unique label values) and node hints
// (unique node names), at most 8 of each.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/validation.validateHints.
func validateHints(endpointHints *discovery.EndpointHints, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	fzPath := fldPath.Child("forZones")
	if len(endpointHints.ForZones) > maxZoneHints {
		return append(allErrs, field.TooMany(fzPath, len(endpointHints.ForZones), maxZoneHints))
	}
	var zoneNames []string
	for i, forZone := range endpointHints.ForZones {
		zonePath := fzPath.Index(i).Child("name")
		if slices.Contains(zoneNames, forZone.Name) {
			allErrs = append(allErrs, field.Duplicate(zonePath, forZone.Name))
		} else {
			zoneNames = append(zoneNames, forZone.Name)
		}
		for _, msg := range utilvalidation.IsValidLabelValue(forZone.Name) {
			allErrs = append(allErrs, field.Invalid(zonePath, forZone.Name, msg))
		}
	}
	fnPath := fldPath.Child("forNodes")
	if len(endpointHints.ForNodes) > maxNodeHints {
		return append(allErrs, field.TooMany(fnPath, len(endpointHints.ForNodes), maxNodeHints))
	}
	var nodeNames []string
	for i, forNode := range endpointHints.ForNodes {
		nodePath := fnPath.Index(i).Child("name")
		if slices.Contains(nodeNames, forNode.Name) {
			allErrs = append(allErrs, field.Duplicate(nodePath, forNode.Name))
		} else {
			nodeNames = append(nodeNames, forNode.Name)
		}
		for _, msg := range apivalidation.NameIsDNSSubdomain(forNode.Name, false) {
			allErrs = append(allErrs, field.Invalid(nodePath, forNode.Name, msg))
		}
	}
	return allErrs
}

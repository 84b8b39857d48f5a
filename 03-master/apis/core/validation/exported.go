package validation

import (
	"fmt"
	"net/netip"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// The helpers other groups' validation shares with core's, exported
// under upstream's names (discovery.k8s.io's EndpointSlices check
// addresses as Endpoints do, networking.k8s.io's ServiceCIDRs check CIDRs
// as Services do).

// IsValidIPForLegacyField checks an address of a field that predates
// strict IP validation (see isValidIPForLegacyField).
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidIPForLegacyField.
func IsValidIPForLegacyField(fldPath *field.Path, value string, validOldIPs []string) field.ErrorList {
	return isValidIPForLegacyField(fldPath, value, validOldIPs)
}

// IsValidCIDRForLegacyField checks a CIDR of a field that predates
// strict validation (see isValidCIDRForLegacyField).
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidCIDRForLegacyField.
func IsValidCIDRForLegacyField(fldPath *field.Path, value string, validOldCIDRs []string) field.ErrorList {
	return isValidCIDRForLegacyField(fldPath, value, validOldCIDRs)
}

// ValidateEndpointIP refuses an address a client could not reach as an
// endpoint: unspecified, loopback, link-local.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEndpointIP.
func ValidateEndpointIP(value string, fldPath *field.Path) field.ErrorList {
	return validateEndpointIP(value, fldPath)
}

// ValidateEndpointIPOnThisMachine is ValidateEndpointIP letting loopback
// addresses through, for Endpoints and EndpointSlices (see
// validateEndpointIPOnThisMachine: replicas on one machine).
func ValidateEndpointIPOnThisMachine(value string, fldPath *field.Path) field.ErrorList {
	return validateEndpointIPOnThisMachine(value, fldPath)
}

// ValidateDNS1123Label returns one Invalid per message.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Label.
func ValidateDNS1123Label(value string, fldPath *field.Path) field.ErrorList {
	return validateDNS1123Label(value, fldPath)
}

// ValidateDNS1123Subdomain returns one Invalid per message.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Subdomain.
func ValidateDNS1123Subdomain(value string, fldPath *field.Path) field.ErrorList {
	return validateDNS1123Subdomain(value, fldPath)
}

// IsValidIP checks an address of a field with strict validation: valid,
// no leading zeros, not IPv4-mapped, and in canonical form ("2001:db8::1",
// not "2001:DB8:0::1").
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidIP.
func IsValidIP(fldPath *field.Path, value string) field.ErrorList {
	if errs := isValidIPForLegacyField(fldPath, value, nil); len(errs) > 0 {
		return errs
	}
	if canonical := netutils.ParseIPSloppy(value).String(); canonical != value {
		return field.ErrorList{field.Invalid(fldPath, value, fmt.Sprintf("must be in canonical form (%q)", canonical))}
	}
	return nil
}

// ValidateContainerResourceRequirements checks requests and limits as a
// container's (RuntimeClass overhead is checked as limits).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateContainerResourceRequirements.
func ValidateContainerResourceRequirements(requirements *core.ResourceRequirements, fldPath *field.Path) field.ErrorList {
	return validateContainerResourceRequirements(requirements, fldPath)
}

// IsValidCIDR checks a CIDR of a field with strict validation: as
// IsValidCIDRForLegacyField, and in canonical form ("2001:db8::/64").
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidCIDR.
func IsValidCIDR(fldPath *field.Path, value string) field.ErrorList {
	if errs := isValidCIDRForLegacyField(fldPath, value, nil); len(errs) > 0 {
		return errs
	}
	if canonical := netip.MustParsePrefix(value).Masked().String(); canonical != value {
		return field.ErrorList{field.Invalid(fldPath, value, fmt.Sprintf("must be in canonical form (%q)", canonical))}
	}
	return nil
}

// IsValidPortNum returns why port is not 1 to 65535, if it is not.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPortNum.
func IsValidPortNum(port int) []string { return isValidPortNum(port) }

// IsValidPortName returns why port is not a valid port name (an
// IANA_SVC_NAME), if it is not.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPortName.
func IsValidPortName(port string) []string { return isValidPortName(port) }

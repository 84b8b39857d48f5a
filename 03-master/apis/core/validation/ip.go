package validation

import (
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// The messages of a malformed address or CIDR, as upstream words them.
const (
	invalidIPMsg   = "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)"
	invalidCIDRMsg = "must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)"
)

// isValidIPForLegacyField checks an address of a field that predates
// strict IP validation: it must parse, and (StrictIPCIDRValidation, on
// by default since 1.36) carry no leading zeros and not be an
// IPv4-mapped IPv6 address. An address the old object held passes.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidIPForLegacyField.
func isValidIPForLegacyField(fldPath *field.Path, value string, validOldIPs []string) field.ErrorList {
	if slices.Contains(validOldIPs, value) {
		return nil
	}
	if netutils.ParseIPSloppy(value) == nil {
		return field.ErrorList{field.Invalid(fldPath, value, invalidIPMsg)}
	}
	addr, err := netip.ParseAddr(value)
	if err != nil {
		return field.ErrorList{field.Invalid(fldPath, value, "must not have leading 0s")}
	}
	if addr.Is4In6() {
		return field.ErrorList{field.Invalid(fldPath, value, "must not be an IPv4-mapped IPv6 address")}
	}
	return nil
}

// parseCIDRSloppy reports whether value is an address (leading zeros
// allowed) and a prefix length that fits it (leading zeros allowed too).
// Upstream: k8s.io/utils/net.ParseCIDRSloppy.
func parseCIDRSloppy(value string) bool {
	ipPart, bits, found := strings.Cut(value, "/")
	n, err := strconv.ParseUint(bits, 10, 8)
	ip := netutils.ParseIPSloppy(ipPart)
	if !found || err != nil || ip == nil || strings.ContainsAny(bits, "+-") {
		return false
	}
	return (ip.To4() != nil && !strings.Contains(ipPart, ":") && n <= 32) || (strings.Contains(ipPart, ":") && n <= 128)
}

// isValidCIDRForLegacyField checks a CIDR of a field that predates strict
// validation, as isValidIPForLegacyField does an address; strictly, no
// bit may be set beyond the prefix length either.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidCIDRForLegacyField.
func isValidCIDRForLegacyField(fldPath *field.Path, value string, validOldCIDRs []string) field.ErrorList {
	if slices.Contains(validOldCIDRs, value) {
		return nil
	}
	if !parseCIDRSloppy(value) {
		return field.ErrorList{field.Invalid(fldPath, value, invalidCIDRMsg)}
	}
	prefix, err := netip.ParsePrefix(value)
	switch {
	case err != nil:
		return field.ErrorList{field.Invalid(fldPath, value, "must not have leading 0s in IP or prefix length")}
	case prefix.Addr().Is4In6():
		return field.ErrorList{field.Invalid(fldPath, value, "must not have an IPv4-mapped IPv6 address")}
	case prefix.Addr() != prefix.Masked().Addr():
		return field.ErrorList{field.Invalid(fldPath, value, "must not have bits set beyond the prefix length")}
	}
	return nil
}

// validateEndpointIP refuses an address a client could not reach as an
// endpoint: unspecified, loopback, link-local.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEndpointIP.
func validateEndpointIP(value string, fldPath *field.Path) field.ErrorList {
	return endpointIPErrors(value, fldPath, false)
}

// validateEndpointIPOnThisMachine is validateEndpointIP with loopback
// addresses let through: the one departure of Endpoints and EndpointSlice
// addresses from upstream's rules, so that replicas of the API server on
// one machine (127.0.0.1, 127.0.0.2, ...: chapter 03, hack/run-replicas.sh)
// can publish themselves in the kubernetes Service. Upstream refuses them
// and never advertises one.
func validateEndpointIPOnThisMachine(value string, fldPath *field.Path) field.ErrorList {
	return endpointIPErrors(value, fldPath, true)
}

func endpointIPErrors(value string, fldPath *field.Path, loopbackAllowed bool) field.ErrorList {
	ip := netutils.ParseIPSloppy(value)
	if ip == nil {
		return field.ErrorList{field.Invalid(fldPath, value, "must be a valid IP address")}
	}
	var allErrs field.ErrorList
	if ip.IsUnspecified() {
		allErrs = append(allErrs, field.Invalid(fldPath, value, fmt.Sprintf("may not be unspecified (%v)", value)))
	}
	if ip.IsLoopback() && !loopbackAllowed {
		allErrs = append(allErrs, field.Invalid(fldPath, value, "may not be in the loopback range (127.0.0.0/8, ::1/128)"))
	}
	if ip.IsLinkLocalUnicast() {
		allErrs = append(allErrs, field.Invalid(fldPath, value, "may not be in the link-local range (169.254.0.0/16, fe80::/10)"))
	}
	if ip.IsLinkLocalMulticast() {
		allErrs = append(allErrs, field.Invalid(fldPath, value, "may not be in the link-local multicast range (224.0.0.0/24, ff02::/10)"))
	}
	return allErrs
}

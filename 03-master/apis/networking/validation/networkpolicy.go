package validation

import (
	"net/netip"
	"slices"
	"strconv"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// NetworkPolicyValidationOptions loosen the checks on an update for what
// the old object already held.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.NetworkPolicyValidationOptions.
type NetworkPolicyValidationOptions struct {
	AllowInvalidLabelValueInSelector bool
	AllowCIDRsEvenIfInvalid          []string
}

// ValidateNetworkPolicyName is the rule of a NetworkPolicy's name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicyName.
func ValidateNetworkPolicyName(name string, prefix bool) []string {
	return apivalidation.NameIsDNSSubdomain(name, prefix)
}

// ValidateNetworkPolicyPort checks a port: protocol, a number (with an
// endPort not below it) or a name (with no endPort).
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicyPort.
func ValidateNetworkPolicyPort(port *networking.NetworkPolicyPort, portPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if port.Protocol != nil && *port.Protocol != core.ProtocolTCP && *port.Protocol != core.ProtocolUDP && *port.Protocol != core.ProtocolSCTP {
		allErrs = append(allErrs, field.NotSupported(portPath.Child("protocol"), *port.Protocol, []string{string(core.ProtocolTCP), string(core.ProtocolUDP), string(core.ProtocolSCTP)}))
	}
	switch {
	case port.Port != nil && port.Port.Type == intstr.Int:
		for _, msg := range corevalidation.IsValidPortNum(int(port.Port.IntVal)) {
			allErrs = append(allErrs, field.Invalid(portPath.Child("port"), port.Port.IntVal, msg))
		}
		if port.EndPort != nil {
			if *port.EndPort < port.Port.IntVal {
				allErrs = append(allErrs, field.Invalid(portPath.Child("endPort"), *port.EndPort, "must be greater than or equal to `port`"))
			}
			for _, msg := range corevalidation.IsValidPortNum(int(*port.EndPort)) {
				allErrs = append(allErrs, field.Invalid(portPath.Child("endPort"), *port.EndPort, msg))
			}
		}
	case port.Port != nil:
		if port.EndPort != nil {
			allErrs = append(allErrs, field.Invalid(portPath.Child("endPort"), *port.EndPort, "may not be specified when `port` is non-numeric"))
		}
		for _, msg := range corevalidation.IsValidPortName(port.Port.StrVal) {
			allErrs = append(allErrs, field.Invalid(portPath.Child("port"), port.Port.StrVal, msg))
		}
	case port.EndPort != nil:
		allErrs = append(allErrs, field.Invalid(portPath.Child("endPort"), *port.EndPort, "may not be specified when `port` is not specified"))
	}
	return allErrs
}

// ValidateNetworkPolicyPeer checks a peer: at least one selector or an
// ipBlock, and an ipBlock alone.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicyPeer.
func ValidateNetworkPolicyPeer(peer *networking.NetworkPolicyPeer, opts NetworkPolicyValidationOptions, peerPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	selectorOpts := labelSelectorValidationOptions{AllowInvalidLabelValueInSelector: opts.AllowInvalidLabelValueInSelector}
	numPeers := 0
	if peer.PodSelector != nil {
		numPeers++
		allErrs = append(allErrs, validateLabelSelector(peer.PodSelector, selectorOpts, peerPath.Child("podSelector"))...)
	}
	if peer.NamespaceSelector != nil {
		numPeers++
		allErrs = append(allErrs, validateLabelSelector(peer.NamespaceSelector, selectorOpts, peerPath.Child("namespaceSelector"))...)
	}
	if peer.IPBlock != nil {
		numPeers++
		allErrs = append(allErrs, ValidateIPBlock(peer.IPBlock, peerPath.Child("ipBlock"), opts)...)
	}
	if numPeers == 0 {
		allErrs = append(allErrs, field.Required(peerPath, "must specify a peer"))
	} else if numPeers > 1 && peer.IPBlock != nil {
		allErrs = append(allErrs, field.Forbidden(peerPath, "may not specify both ipBlock and another peer"))
	}
	return allErrs
}

// ValidateNetworkPolicySpec checks the pod selector, every rule's ports
// and peers, and the policy types.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicySpec.
func ValidateNetworkPolicySpec(spec *networking.NetworkPolicySpec, opts NetworkPolicyValidationOptions, fldPath *field.Path) field.ErrorList {
	selectorOpts := labelSelectorValidationOptions{AllowInvalidLabelValueInSelector: opts.AllowInvalidLabelValueInSelector}
	allErrs := validateLabelSelector(&spec.PodSelector, selectorOpts, fldPath.Child("podSelector"))
	for i, ingress := range spec.Ingress {
		ingressPath := fldPath.Child("ingress").Index(i)
		for j := range ingress.Ports {
			allErrs = append(allErrs, ValidateNetworkPolicyPort(&ingress.Ports[j], ingressPath.Child("ports").Index(j))...)
		}
		for j := range ingress.From {
			allErrs = append(allErrs, ValidateNetworkPolicyPeer(&ingress.From[j], opts, ingressPath.Child("from").Index(j))...)
		}
	}
	for i, egress := range spec.Egress {
		egressPath := fldPath.Child("egress").Index(i)
		for j := range egress.Ports {
			allErrs = append(allErrs, ValidateNetworkPolicyPort(&egress.Ports[j], egressPath.Child("ports").Index(j))...)
		}
		for j := range egress.To {
			allErrs = append(allErrs, ValidateNetworkPolicyPeer(&egress.To[j], opts, egressPath.Child("to").Index(j))...)
		}
	}
	allowed := []string{string(networking.PolicyTypeIngress), string(networking.PolicyTypeEgress)}
	if len(spec.PolicyTypes) > len(allowed) {
		return append(allErrs, field.Invalid(fldPath.Child("policyTypes"), spec.PolicyTypes, "may not specify more than two policyTypes"))
	}
	for i, pType := range spec.PolicyTypes {
		if !slices.Contains(allowed, string(pType)) {
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("policyTypes").Index(i), pType, allowed))
		}
	}
	return allErrs
}

// ValidateNetworkPolicy checks a new NetworkPolicy.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicy.
func ValidateNetworkPolicy(np *networking.NetworkPolicy, opts NetworkPolicyValidationOptions) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&np.ObjectMeta, true, ValidateNetworkPolicyName, field.NewPath("metadata"))
	return append(allErrs, ValidateNetworkPolicySpec(&np.Spec, opts, field.NewPath("spec"))...)
}

// ValidationOptionsForNetworking lets an update keep label values in the
// pod selector that the old object already had wrong.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidationOptionsForNetworking.
func ValidationOptionsForNetworking(new, old *networking.NetworkPolicy) NetworkPolicyValidationOptions {
	opts := NetworkPolicyValidationOptions{}
	if old != nil && len(validateLabelSelector(&old.Spec.PodSelector, labelSelectorValidationOptions{}, nil)) > 0 {
		opts.AllowInvalidLabelValueInSelector = true
	}
	return opts
}

// ValidateNetworkPolicyUpdate checks an update: as a create, except that
// CIDRs the old policy held pass even if invalid now.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateNetworkPolicyUpdate.
func ValidateNetworkPolicyUpdate(update, old *networking.NetworkPolicy, opts NetworkPolicyValidationOptions) field.ErrorList {
	var existingCIDRs []string
	collect := func(peers []networking.NetworkPolicyPeer) {
		for _, peer := range peers {
			if peer.IPBlock != nil {
				existingCIDRs = append(existingCIDRs, peer.IPBlock.CIDR)
				existingCIDRs = append(existingCIDRs, peer.IPBlock.Except...)
			}
		}
	}
	for _, ingress := range old.Spec.Ingress {
		collect(ingress.From)
	}
	for _, egress := range old.Spec.Egress {
		collect(egress.To)
	}
	opts.AllowCIDRsEvenIfInvalid = existingCIDRs
	allErrs := apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateNetworkPolicySpec(&update.Spec, opts, field.NewPath("spec"))...)
}

// ValidateIPBlock checks the CIDR and that each except is a strict subset.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIPBlock.
func ValidateIPBlock(ipb *networking.IPBlock, fldPath *field.Path, opts NetworkPolicyValidationOptions) field.ErrorList {
	if ipb.CIDR == "" {
		return field.ErrorList{field.Required(fldPath.Child("cidr"), "")}
	}
	allErrs := corevalidation.IsValidCIDRForLegacyField(fldPath.Child("cidr"), ipb.CIDR, opts.AllowCIDRsEvenIfInvalid)
	cidr, ok := parseCIDRSloppy(ipb.CIDR)
	if !ok {
		return allErrs
	}
	for i, exceptStr := range ipb.Except {
		exceptPath := fldPath.Child("except").Index(i)
		allErrs = append(allErrs, corevalidation.IsValidCIDRForLegacyField(exceptPath, exceptStr, opts.AllowCIDRsEvenIfInvalid)...)
		except, ok := parseCIDRSloppy(exceptStr)
		if !ok {
			continue
		}
		if !cidr.Contains(except.Addr()) || cidr.Bits() >= except.Bits() {
			allErrs = append(allErrs, field.Invalid(exceptPath, exceptStr, "must be a strict subset of `cidr`"))
		}
	}
	return allErrs
}

// parseCIDRSloppy parses a CIDR, masked, tolerating leading zeros in
// IPv4 octets and in the prefix length, as upstream's sloppy parser does
// (IsValidCIDRForLegacyField reports them).
// Upstream: k8s.io/utils/net.ParseCIDRSloppy.
func parseCIDRSloppy(value string) (netip.Prefix, bool) {
	if p, err := netip.ParsePrefix(value); err == nil {
		return p.Masked(), true
	}
	addr, bits, found := strings.Cut(value, "/")
	if !found || strings.Contains(addr, ":") {
		return netip.Prefix{}, false
	}
	octets := strings.Split(addr, ".")
	for i, octet := range octets {
		n, err := strconv.Atoi(octet)
		if err != nil || n < 0 {
			return netip.Prefix{}, false
		}
		octets[i] = strconv.Itoa(n)
	}
	n, err := strconv.Atoi(bits)
	if err != nil {
		return netip.Prefix{}, false
	}
	p, err := netip.ParsePrefix(strings.Join(octets, ".") + "/" + strconv.Itoa(n))
	if err != nil {
		return netip.Prefix{}, false
	}
	return p.Masked(), true
}

package validation

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// The IP family enums, in upstream's (sorted) order.
var (
	supportedServiceIPFamily       = []core.IPFamily{core.IPv4Protocol, core.IPv6Protocol}
	supportedServiceIPFamilyPolicy = []core.IPFamilyPolicy{core.IPFamilyPolicyPreferDualStack,
		core.IPFamilyPolicyRequireDualStack, core.IPFamilyPolicySingleStack}
)

// clusterIPsPath is the field every clusterIP error names: upstream
// reports spec.clusterIP through spec.clusterIPs, its plural twin.
var clusterIPsPath = field.NewPath("spec", "clusterIPs")

// ValidateServiceClusterIPsRelatedFields checks spec.clusterIP,
// spec.clusterIPs, spec.ipFamilies and spec.ipFamilyPolicy of a service
// that has a cluster IP (every type but ExternalName): clusterIPs[0] is
// clusterIP, "None" stands alone, each entry is an address (one per
// family, at most two) of the family ipFamilies names. The service
// storage calls it before it allocates anything, as upstream's
// allocator does.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateServiceClusterIPsRelatedFields.
func ValidateServiceClusterIPsRelatedFields(service, oldService *core.Service) field.ErrorList {
	if service.Spec.Type == core.ServiceTypeExternalName {
		return nil
	}
	spec := &service.Spec
	allErrs := validateClusterIPsMatch(spec)
	allErrs = append(allErrs, validateIPFamilies(spec)...)
	var oldIPs []string
	if oldService != nil {
		oldIPs = oldService.Spec.ClusterIPs
	}
	ipErrs := validateClusterIPValues(spec.ClusterIPs, oldIPs)
	allErrs = append(allErrs, ipErrs...)
	if len(spec.ClusterIPs) > 2 {
		allErrs = append(allErrs, field.Invalid(clusterIPsPath, spec.ClusterIPs, "may only hold up to 2 values"))
	}
	if len(ipErrs) > 0 {
		return allErrs // the family checks below would only repeat them
	}
	if len(spec.ClusterIPs) > 1 && !isDualStack(spec.ClusterIPs) {
		allErrs = append(allErrs, field.Invalid(clusterIPsPath, spec.ClusterIPs, "may specify no more than one IP for each IP family"))
	}
	if !isHeadlessService(service) {
		allErrs = append(allErrs, validateClusterIPFamilies(spec)...)
	}
	return allErrs
}

// validateClusterIPsMatch keeps clusterIP and clusterIPs in step: with
// a clusterIP, clusterIPs starts with it; without, clusterIPs is empty.
func validateClusterIPsMatch(spec *core.ServiceSpec) field.ErrorList {
	switch {
	case spec.ClusterIP != "" && len(spec.ClusterIPs) == 0:
		return field.ErrorList{field.Required(clusterIPsPath, "")}
	case spec.ClusterIP != "" && spec.ClusterIPs[0] != spec.ClusterIP:
		return field.ErrorList{field.Invalid(clusterIPsPath, spec.ClusterIPs, "first value must match `clusterIP`")}
	case spec.ClusterIP == "" && len(spec.ClusterIPs) != 0:
		return field.ErrorList{field.Invalid(clusterIPsPath, spec.ClusterIPs, "must be empty when `clusterIP` is not specified")}
	}
	return nil
}

// validateIPFamilies requires known, distinct families and a known
// policy (nil is fine: the allocator fills it upstream).
func validateIPFamilies(spec *core.ServiceSpec) field.ErrorList {
	var allErrs field.ErrorList
	familiesPath := field.NewPath("spec", "ipFamilies")
	seen := map[core.IPFamily]bool{}
	for i, family := range spec.IPFamilies {
		if family != core.IPv4Protocol && family != core.IPv6Protocol {
			allErrs = append(allErrs, field.NotSupported(familiesPath.Index(i), family, supportedServiceIPFamily))
		}
		if seen[family] {
			allErrs = append(allErrs, field.Duplicate(familiesPath.Index(i), family))
		}
		seen[family] = true
	}
	if policy := spec.IPFamilyPolicy; policy != nil {
		switch *policy {
		case core.IPFamilyPolicySingleStack, core.IPFamilyPolicyPreferDualStack, core.IPFamilyPolicyRequireDualStack:
		default:
			allErrs = append(allErrs, field.NotSupported(field.NewPath("spec", "ipFamilyPolicy"), policy, supportedServiceIPFamilyPolicy))
		}
	}
	return allErrs
}

// validateClusterIPValues requires each entry to be an address, but
// "None" as the first and only one; an address the old service held
// passes.
func validateClusterIPValues(ips, oldIPs []string) field.ErrorList {
	var allErrs field.ErrorList
	for i, ip := range ips {
		if i == 0 && ip == ClusterIPNone {
			if len(ips) > 1 {
				allErrs = append(allErrs, field.Invalid(clusterIPsPath, ips, "'None' must be the first and only value"))
			}
			continue
		}
		allErrs = append(allErrs, isValidIPForLegacyField(clusterIPsPath.Index(i), ip, oldIPs)...)
	}
	return allErrs
}

// isDualStack reports whether ips holds one IPv4 and one IPv6 address.
// Upstream: k8s.io/utils/net.IsDualStackIPStrings.
func isDualStack(ips []string) bool {
	v4, v6 := false, false
	for _, ip := range ips {
		if netutils.IsIPv6String(ip) {
			v6 = true
		} else {
			v4 = true
		}
	}
	return v4 && v6
}

// validateClusterIPFamilies requires clusterIPs[i] to be of the family
// ipFamilies[i] names.
func validateClusterIPFamilies(spec *core.ServiceSpec) field.ErrorList {
	var allErrs field.ErrorList
	for i, ip := range spec.ClusterIPs {
		if i >= len(spec.IPFamilies) {
			break
		}
		family, v6 := spec.IPFamilies[i], netutils.IsIPv6String(ip)
		if family == core.IPv4Protocol && v6 {
			allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(i), ip, fmt.Sprintf("expected an IPv4 value as indicated by `ipFamilies[%v]`", i)))
		}
		if family == core.IPv6Protocol && !v6 {
			allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(i), ip, fmt.Sprintf("expected an IPv6 value as indicated by `ipFamilies[%v]`", i)))
		}
	}
	return allErrs
}

// isHeadlessService: a headless service's clusterIPs is ["None"].
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.isHeadlessService.
func isHeadlessService(service *core.Service) bool {
	return len(service.Spec.ClusterIPs) == 1 && service.Spec.ClusterIPs[0] == ClusterIPNone
}

// validateUpgradeDowngradeClusterIPs keeps the allocated addresses of an
// update: the primary may never change or go, a secondary may be added,
// or dropped with ipFamilyPolicy SingleStack. A change to, from or of an
// ExternalName service, and a headless one staying headless, are free.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateUpgradeDowngradeClusterIPs.
func validateUpgradeDowngradeClusterIPs(oldService, service *core.Service) field.ErrorList {
	if service.Spec.Type == core.ServiceTypeExternalName || oldService.Spec.Type == core.ServiceTypeExternalName {
		return nil
	}
	if isHeadlessService(oldService) && isHeadlessService(service) {
		return nil
	}
	oldIPs, newIPs := oldService.Spec.ClusterIPs, service.Spec.ClusterIPs
	var allErrs field.ErrorList
	switch {
	case len(oldIPs) == len(newIPs):
		for i := range oldIPs {
			if oldIPs[i] != newIPs[i] {
				allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(i), newIPs, "may not change once set"))
			}
		}
	case len(oldIPs) > len(newIPs):
		if len(newIPs) == 0 {
			allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(0), newIPs, "primary clusterIP can not be unset"))
		} else if newIPs[0] != oldIPs[0] {
			allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(0), newIPs, "may not change once set"))
		}
		if policy := service.Spec.IPFamilyPolicy; len(newIPs) == 1 && (policy == nil || *policy != core.IPFamilyPolicySingleStack) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "ipFamilyPolicy"), policy, "must be set to 'SingleStack' when releasing the secondary clusterIP"))
		}
	case len(oldIPs) > 0 && newIPs[0] != oldIPs[0]:
		allErrs = append(allErrs, field.Invalid(clusterIPsPath.Index(0), newIPs, "may not change once set"))
	}
	return allErrs
}

// validateUpgradeDowngradeIPFamilies keeps a service's IP families as
// validateUpgradeDowngradeClusterIPs keeps its addresses: the primary
// never changes, a secondary may be added, or dropped with SingleStack.
// Headless services, and services turning headless or not, are free.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateUpgradeDowngradeIPFamilies
// (which reports some changes with the clusterIPs as value; so do we).
func validateUpgradeDowngradeIPFamilies(oldService, service *core.Service) field.ErrorList {
	if service.Spec.Type == core.ServiceTypeExternalName || oldService.Spec.Type == core.ServiceTypeExternalName {
		return nil
	}
	if isHeadlessService(oldService) || isHeadlessService(service) {
		return nil
	}
	familiesPath := field.NewPath("spec", "ipFamilies")
	oldFamilies, newFamilies := oldService.Spec.IPFamilies, service.Spec.IPFamilies
	var allErrs field.ErrorList
	switch {
	case len(oldFamilies) == len(newFamilies):
		for i := range oldFamilies {
			if oldFamilies[i] != newFamilies[i] {
				allErrs = append(allErrs, field.Invalid(familiesPath.Index(0), newFamilies, "may not change once set"))
			}
		}
	case len(oldFamilies) > len(newFamilies):
		if len(service.Spec.ClusterIPs) == 0 {
			allErrs = append(allErrs, field.Invalid(familiesPath.Index(0), newFamilies, "primary ipFamily can not be unset"))
		}
		if len(newFamilies) > 0 && newFamilies[0] != oldFamilies[0] {
			allErrs = append(allErrs, field.Invalid(familiesPath.Index(0), service.Spec.ClusterIPs, "may not change once set"))
		}
		if policy := service.Spec.IPFamilyPolicy; len(newFamilies) == 1 && (policy == nil || *policy != core.IPFamilyPolicySingleStack) {
			allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "ipFamilyPolicy"), policy, "must be set to 'SingleStack' when releasing the secondary ipFamily"))
		}
	case len(oldFamilies) > 0 && len(newFamilies) > 0 && newFamilies[0] != oldFamilies[0]:
		allErrs = append(allErrs, field.Invalid(familiesPath.Index(0), service.Spec.ClusterIPs, "may not change once set"))
	}
	return allErrs
}

package validation

import (
	"strings"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// ValidateNodeName is the rule for node names: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNodeName.
var ValidateNodeName = genericvalidation.NameIsDNSSubdomain

// ValidateNode checks a new node: its metadata (cluster-scoped, a DNS
// subdomain name), its taints, the quantities of its status and its pod
// CIDRs (at most one per IP family).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNode.
func ValidateNode(node *core.Node) field.ErrorList {
	fldPath := field.NewPath("metadata")
	allErrs := genericvalidation.ValidateObjectMeta(&node.ObjectMeta, false, ValidateNodeName, fldPath)
	if len(node.Spec.Taints) > 0 {
		// Upstream's path, metadata.taints, kept as it is.
		allErrs = append(allErrs, validateNodeTaints(node.Spec.Taints, fldPath.Child("taints"))...)
	}
	allErrs = append(allErrs, validateNodeResources(node)...)
	if len(node.Spec.PodCIDRs) > 0 {
		podCIDRsField := field.NewPath("spec", "podCIDRs")
		for idx, value := range node.Spec.PodCIDRs {
			allErrs = append(allErrs, isValidCIDRForLegacyField(podCIDRsField.Index(idx), value, nil)...)
		}
		if len(node.Spec.PodCIDRs) > 1 && (len(node.Spec.PodCIDRs) > 2 || !isDualStackCIDRs(node.Spec.PodCIDRs)) {
			allErrs = append(allErrs, field.Invalid(podCIDRsField, node.Spec.PodCIDRs, "may specify no more than one CIDR for each IP family"))
		}
	}
	return allErrs
}

// ValidateNodeUpdate checks an update of a node (or of its status): the
// metadata rules of an update, no duplicate address, pod CIDRs and the
// provider ID set once, the external ID never changed, the taints.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNodeUpdate.
func ValidateNodeUpdate(node, oldNode *core.Node) field.ErrorList {
	fldPath := field.NewPath("metadata")
	allErrs := genericvalidation.ValidateObjectMetaUpdate(&node.ObjectMeta, &oldNode.ObjectMeta, fldPath)
	allErrs = append(allErrs, validateNodeResources(node)...)
	addresses := make(map[core.NodeAddress]bool)
	for i, address := range node.Status.Addresses {
		if addresses[address] {
			allErrs = append(allErrs, field.Duplicate(field.NewPath("status", "addresses").Index(i), address))
		}
		addresses[address] = true
	}
	if len(oldNode.Spec.PodCIDRs) > 0 && !equalStrings(oldNode.Spec.PodCIDRs, node.Spec.PodCIDRs) {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("spec", "podCIDRs"), "node updates may not change podCIDR except from \"\" to valid"))
	}
	if len(oldNode.Spec.ProviderID) > 0 && len(node.Spec.ProviderID) > 0 && oldNode.Spec.ProviderID != node.Spec.ProviderID {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "providerID"), nil, "field cannot be modified once set"))
	}
	if len(oldNode.Spec.ProviderID) > 0 && len(node.Spec.ProviderID) == 0 {
		allErrs = append(allErrs, field.Invalid(field.NewPath("spec", "providerID"), nil, "field cannot be cleared once set"))
	}
	if len(node.Spec.Taints) > 0 {
		allErrs = append(allErrs, validateNodeTaints(node.Spec.Taints, fldPath.Child("taints"))...)
	}
	if node.Spec.DoNotUseExternalID != oldNode.Spec.DoNotUseExternalID {
		allErrs = append(allErrs, field.Forbidden(field.NewPath("spec", "externalID"), "may not be updated"))
	}
	return allErrs
}

// validateNodeTaints checks each taint's key (a qualified name), value (a
// label value) and effect (required, supported), and that no two share
// key and effect.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateNodeTaints.
func validateNodeTaints(taints []core.Taint, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[core.TaintEffect]map[string]bool{}
	for i, taint := range taints {
		idxPath := fldPath.Index(i)
		allErrs = append(allErrs, genericvalidation.ValidateLabelName(taint.Key, idxPath.Child("key"))...)
		if errs := validation.IsValidLabelValue(taint.Value); len(errs) != 0 {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("value"), taint.Value, strings.Join(errs, ";")))
		}
		allErrs = append(allErrs, validateTaintEffect(taint.Effect, idxPath.Child("effect"))...)
		if seen[taint.Effect][taint.Key] {
			dup := field.Duplicate(idxPath, taint)
			dup.Detail = "taints must be unique by key and effect pair"
			allErrs = append(allErrs, dup)
			continue
		}
		if seen[taint.Effect] == nil {
			seen[taint.Effect] = map[string]bool{}
		}
		seen[taint.Effect][taint.Key] = true
	}
	return allErrs
}

// validateTaintEffect requires one of the supported effects.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateTaintEffect.
func validateTaintEffect(effect core.TaintEffect, fldPath *field.Path) field.ErrorList {
	if len(effect) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	return validateEnum(effect, supportedTaintEffects, fldPath)
}

// validateNodeResources checks the amounts of a node's capacity and
// allocatable: not negative, whole for the resources counted in units.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateNodeResources.
func validateNodeResources(node *core.Node) field.ErrorList {
	var allErrs field.ErrorList
	for _, list := range []struct {
		name      string
		resources core.ResourceList
	}{{"capacity", node.Status.Capacity}, {"allocatable", node.Status.Allocatable}} {
		for _, name := range sortedNames(list.resources) {
			resPath := field.NewPath("status", list.name, string(name))
			allErrs = append(allErrs, ValidateResourceQuantityValue(name, list.resources[name], resPath)...)
		}
	}
	return allErrs
}

// isDualStackCIDRs reports whether cidrs hold one IPv4 and one IPv6 CIDR.
// Upstream: k8s.io/utils/net.IsDualStackCIDRStrings.
func isDualStackCIDRs(cidrs []string) bool {
	v4, v6 := false, false
	for _, cidr := range cidrs {
		ip := netutils.ParseIPSloppy(strings.SplitN(cidr, "/", 2)[0])
		switch {
		case ip == nil:
			return false
		case ip.To4() != nil:
			v4 = true
		default:
			v6 = true
		}
	}
	return v4 && v6
}

// equalStrings reports whether a and b hold the same strings in order.
func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

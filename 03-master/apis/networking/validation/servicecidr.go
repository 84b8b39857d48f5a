package validation

import (
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// fieldImmutableErrorMsg is the message of a field that may not change.
// Upstream: k8s.io/apimachinery/pkg/api/validation.FieldImmutableErrorMsg.
const fieldImmutableErrorMsg = "field is immutable"

// ValidateIPAddressName requires the name to be an IP address in
// canonical form: the object is the address.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIPAddressName.
func ValidateIPAddressName(name string, prefix bool) []string {
	var errs []string
	for _, err := range corevalidation.IsValidIP(&field.Path{}, name) {
		errs = append(errs, err.Detail)
	}
	return errs
}

// ValidateIPAddress checks a new IPAddress: its name and parentRef.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIPAddress.
func ValidateIPAddress(ipAddress *networking.IPAddress) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&ipAddress.ObjectMeta, false, ValidateIPAddressName, field.NewPath("metadata"))
	return append(allErrs, validateIPAddressParentReference(ipAddress.Spec.ParentRef, field.NewPath("spec"))...)
}

// validateIPAddressParentReference requires the object the address
// belongs to: a resource and a name, a group and namespace if any.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateIPAddressParentReference.
func validateIPAddressParentReference(params *networking.ParentReference, fldPath *field.Path) field.ErrorList {
	if params == nil {
		return field.ErrorList{field.Required(fldPath.Child("parentRef"), "")}
	}
	fldPath = fldPath.Child("parentRef")
	allErrs := field.ErrorList{}
	if params.Group != "" {
		for _, msg := range utilvalidation.IsDNS1123Subdomain(params.Group) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("group"), params.Group, msg))
		}
	}
	if params.Resource == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("resource"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("resource"), params.Resource)...)
	}
	if params.Name == "" {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), ""))
	} else {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("name"), params.Name)...)
	}
	if params.Namespace != "" {
		allErrs = append(allErrs, pathSegmentErrors(fldPath.Child("namespace"), params.Namespace)...)
	}
	return allErrs
}

// ValidateIPAddressUpdate checks an update: the parentRef never changes.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateIPAddressUpdate.
func ValidateIPAddressUpdate(update, old *networking.IPAddress) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, apivalidation.ValidateImmutableField(update.Spec.ParentRef, old.Spec.ParentRef, field.NewPath("spec").Child("parentRef"))...)
}

// ValidateServiceCIDRName is the rule of a ServiceCIDR's name.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateServiceCIDRName.
var ValidateServiceCIDRName = apivalidation.NameIsDNSSubdomain

// ValidateServiceCIDR checks a new ServiceCIDR.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateServiceCIDR.
func ValidateServiceCIDR(cidrConfig *networking.ServiceCIDR) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&cidrConfig.ObjectMeta, false, ValidateServiceCIDRName, field.NewPath("metadata"))
	return append(allErrs, validateServiceCIDRSpec(&cidrConfig.Spec, field.NewPath("spec", "cidrs"))...)
}

// validateServiceCIDRSpec requires one or two canonical CIDRs, of
// different IP families.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.validateServiceCIDRSpec.
func validateServiceCIDRSpec(cidrConfigSpec *networking.ServiceCIDRSpec, fieldPath *field.Path) field.ErrorList {
	if len(cidrConfigSpec.CIDRs) == 0 {
		return field.ErrorList{field.Required(fieldPath, "at least one CIDR required")}
	}
	if len(cidrConfigSpec.CIDRs) > 2 {
		return field.ErrorList{field.Invalid(fieldPath, cidrConfigSpec, "may only hold up to 2 values")}
	}
	var allErrs field.ErrorList
	for i, cidr := range cidrConfigSpec.CIDRs {
		allErrs = append(allErrs, corevalidation.IsValidCIDR(fieldPath.Index(i), cidr)...)
	}
	if len(cidrConfigSpec.CIDRs) == 2 {
		a, b := ipFamilyOfCIDR(cidrConfigSpec.CIDRs[0]), ipFamilyOfCIDR(cidrConfigSpec.CIDRs[1])
		if a == b && a != "" {
			allErrs = append(allErrs, field.Invalid(fieldPath, cidrConfigSpec.CIDRs, "may specify no more than one IP for each IP family, i.e 192.168.0.0/24 and 2001:db8::/64"))
		}
	}
	return allErrs
}

// ipFamilyOfCIDR is "IPv4", "IPv6", or "" for a CIDR that does not parse.
// Upstream: k8s.io/utils/net.IPFamilyOfCIDRString.
func ipFamilyOfCIDR(cidr string) string {
	p, ok := parseCIDRSloppy(cidr)
	switch {
	case !ok:
		return ""
	case p.Addr().Is4() && !strings.Contains(cidr, ":"):
		return "IPv4"
	default:
		return "IPv6"
	}
}

// ValidateServiceCIDRUpdate checks an update: the CIDRs never change,
// except that a single-stack range may gain a second CIDR of the other
// family.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateServiceCIDRUpdate.
func ValidateServiceCIDRUpdate(update, old *networking.ServiceCIDR) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
	cidrsPath := field.NewPath("spec").Child("cidrs")
	switch {
	case len(old.Spec.CIDRs) == len(update.Spec.CIDRs):
		for i, ip := range old.Spec.CIDRs {
			if ip != update.Spec.CIDRs[i] {
				allErrs = append(allErrs, field.Invalid(cidrsPath.Index(i), update.Spec.CIDRs[i], fieldImmutableErrorMsg))
			}
		}
	case len(old.Spec.CIDRs) == 1 && len(update.Spec.CIDRs) == 2:
		if update.Spec.CIDRs[0] != old.Spec.CIDRs[0] {
			allErrs = append(allErrs, field.Invalid(cidrsPath.Index(0), update.Spec.CIDRs[0], fieldImmutableErrorMsg))
		}
		allErrs = append(allErrs, validateServiceCIDRSpec(&update.Spec, cidrsPath)...)
	default:
		allErrs = append(allErrs, field.Invalid(cidrsPath, update.Spec.CIDRs, fieldImmutableErrorMsg))
	}
	return allErrs
}

// ValidateServiceCIDRStatusUpdate checks a status update's metadata.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/validation.ValidateServiceCIDRStatusUpdate.
func ValidateServiceCIDRStatusUpdate(update, old *networking.ServiceCIDR) field.ErrorList {
	return apivalidation.ValidateObjectMetaUpdate(&update.ObjectMeta, &old.ObjectMeta, field.NewPath("metadata"))
}

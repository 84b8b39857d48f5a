package validation

import (
	"fmt"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// The bounds of the two priorities.
const (
	maxGroupPriorityMinimum = 20000
	maxVersionPriority      = 1000
)

// ValidateAPIService checks an APIService: its metadata (the name must be
// spec.version+"."+spec.group), the group and version, the priorities,
// and the service reference with its TLS settings.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/validation.ValidateAPIService.
func ValidateAPIService(apiService *apiregistration.APIService) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&apiService.ObjectMeta, false, nameFunc(&apiService.Spec), field.NewPath("metadata"))
	allErrs = append(allErrs, validateGroupVersion(&apiService.Spec, field.NewPath("spec"))...)
	allErrs = append(allErrs, validatePriorities(&apiService.Spec, field.NewPath("spec"))...)
	allErrs = append(allErrs, validateService(&apiService.Spec, field.NewPath("spec"))...)
	return allErrs
}

// nameFunc is the name rule of an APIService: a valid path segment, and
// exactly <version>.<group>, so that the name alone says which
// group-version it claims and two APIServices never claim the same one.
// Upstream: the closure in ValidateAPIService.
func nameFunc(spec *apiregistration.APIServiceSpec) apivalidation.ValidateNameFunc {
	requiredName := spec.Version + "." + spec.Group
	return func(name string, prefix bool) []string {
		if failures := apivalidation.ValidatePathSegmentName(name, false); len(failures) > 0 {
			return failures
		}
		if name != requiredName {
			return []string{fmt.Sprintf("must be `spec.version+\".\"+spec.group`: %q", requiredName)}
		}
		return nil
	}
}

// validateGroupVersion: the group is a DNS-1123 subdomain, or empty for
// the legacy core v1 only; the version is a DNS-1035 label.
// Upstream: part of ValidateAPIService.
func validateGroupVersion(spec *apiregistration.APIServiceSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(spec.Group) == 0 && spec.Version != "v1" {
		allErrs = append(allErrs, field.Required(fldPath.Child("group"), "only v1 may have an empty group and it better be legacy kube"))
	}
	if len(spec.Group) > 0 {
		for _, msg := range utilvalidation.IsDNS1123Subdomain(spec.Group) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("group"), spec.Group, msg))
		}
	}
	for _, msg := range utilvalidation.IsDNS1035Label(spec.Version) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("version"), spec.Version, msg))
	}
	return allErrs
}

// validatePriorities: groupPriorityMinimum in 1..20000, versionPriority
// in 1..1000 (upstream's messages say "less than", the bounds are
// inclusive).
// Upstream: part of ValidateAPIService.
func validatePriorities(spec *apiregistration.APIServiceSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.GroupPriorityMinimum <= 0 || spec.GroupPriorityMinimum > maxGroupPriorityMinimum {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("groupPriorityMinimum"), spec.GroupPriorityMinimum, "must be positive and less than 20000"))
	}
	if spec.VersionPriority <= 0 || spec.VersionPriority > maxVersionPriority {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("versionPriority"), spec.VersionPriority, "must be positive and less than 1000"))
	}
	return allErrs
}

// validateService checks where the group-version is served. A local
// APIService has no TLS to configure, so a caBundle or
// insecureSkipTLSVerify there is a mistake; a remote one needs the
// Service's namespace, name and a valid port, and one way to trust the
// backend, not two.
// Upstream: part of ValidateAPIService.
func validateService(spec *apiregistration.APIServiceSpec, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if spec.Service == nil {
		if len(spec.CABundle) != 0 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("caBundle"), fmt.Sprintf("%d bytes", len(spec.CABundle)), "local APIServices may not have a caBundle"))
		}
		if spec.InsecureSkipTLSVerify {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("insecureSkipTLSVerify"), spec.InsecureSkipTLSVerify, "local APIServices may not have insecureSkipTLSVerify"))
		}
		return allErrs
	}

	svcPath := fldPath.Child("service")
	if len(spec.Service.Namespace) == 0 {
		allErrs = append(allErrs, field.Required(svcPath.Child("namespace"), ""))
	}
	if len(spec.Service.Name) == 0 {
		allErrs = append(allErrs, field.Required(svcPath.Child("name"), ""))
	}
	switch port := spec.Service.Port; {
	case port == nil:
		// Only possible for an object built in Go: v1 defaults it to 443.
		allErrs = append(allErrs, field.Required(svcPath.Child("port"), ""))
	default:
		if msgs := isValidPortNum(int(*port)); msgs != nil {
			allErrs = append(allErrs, field.Invalid(svcPath.Child("port"), *port, "port is not valid: "+strings.Join(msgs, ", ")))
		}
	}
	if spec.InsecureSkipTLSVerify && len(spec.CABundle) > 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("insecureSkipTLSVerify"), spec.InsecureSkipTLSVerify, "may not be true if caBundle is present"))
	}
	return allErrs
}

// isValidPortNum accepts 1..65535.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidPortNum.
func isValidPortNum(port int) []string {
	if 1 <= port && port <= 65535 {
		return nil
	}
	return []string{"must be between 1 and 65535, inclusive"}
}

// ValidateAPIServiceUpdate checks an update: the metadata rules of an
// update (name, uid and creation time fixed), then the new object as on
// create. Every spec field may change.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/validation.ValidateAPIServiceUpdate.
func ValidateAPIServiceUpdate(newAPIService, oldAPIService *apiregistration.APIService) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&newAPIService.ObjectMeta, &oldAPIService.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidateAPIService(newAPIService)...)
	return allErrs
}

// ValidateAPIServiceStatus checks that every condition's status is True,
// False or Unknown.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/validation.ValidateAPIServiceStatus.
func ValidateAPIServiceStatus(status *apiregistration.APIServiceStatus, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	supported := []apiregistration.ConditionStatus{apiregistration.ConditionTrue, apiregistration.ConditionFalse, apiregistration.ConditionUnknown}
	for i, condition := range status.Conditions {
		switch condition.Status {
		case apiregistration.ConditionTrue, apiregistration.ConditionFalse, apiregistration.ConditionUnknown:
		default:
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("conditions").Index(i).Child("status"), condition.Status, supported))
		}
	}
	return allErrs
}

// ValidateAPIServiceStatusUpdate checks a status update: the metadata
// rules of an update and the new status. The spec is not checked: the
// status strategy has put the stored one back.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/validation.ValidateAPIServiceStatusUpdate.
func ValidateAPIServiceStatusUpdate(newAPIService, oldAPIService *apiregistration.APIService) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&newAPIService.ObjectMeta, &oldAPIService.ObjectMeta, field.NewPath("metadata"))
	allErrs = append(allErrs, ValidateAPIServiceStatus(&newAPIService.Status, field.NewPath("status"))...)
	return allErrs
}

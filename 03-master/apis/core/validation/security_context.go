package validation

import (
	"math"
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// validateID requires a user or group ID in 0..2147483647.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidUserID and IsValidGroupID.
func validateID(id *int64, fldPath *field.Path) field.ErrorList {
	if id != nil && (*id < 0 || *id > math.MaxInt32) {
		return field.ErrorList{field.Invalid(fldPath, *id, inclusiveRangeError(0, math.MaxInt32))}
	}
	return nil
}

// ValidateSecurityContext checks a container's security context: the
// user and group IDs in range, and no privileged container or
// CAP_SYS_ADMIN without privilege escalation.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateSecurityContext.
// Left out: the --allow-privileged policy (privileged containers are
// allowed), procMount, seccomp, AppArmor and Windows options, which our
// types do not carry.
func ValidateSecurityContext(sc *core.SecurityContext, fldPath *field.Path) field.ErrorList {
	if sc == nil {
		return nil
	}
	allErrs := validateID(sc.RunAsUser, fldPath.Child("runAsUser"))
	allErrs = append(allErrs, validateID(sc.RunAsGroup, fldPath.Child("runAsGroup"))...)
	if sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		return allErrs
	}
	if sc.Privileged != nil && *sc.Privileged {
		allErrs = append(allErrs, field.Invalid(fldPath, sc, "cannot set `allowPrivilegeEscalation` to false and `privileged` to true"))
	}
	if sc.Capabilities != nil && slices.Contains(sc.Capabilities.Add, "CAP_SYS_ADMIN") {
		allErrs = append(allErrs, field.Invalid(fldPath, sc, "cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN"))
	}
	return allErrs
}

// validatePodSpecSecurityContext checks the pod's IDs: fsGroup,
// runAsUser, runAsGroup and each supplemental group in range.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validatePodSpecSecurityContext.
func validatePodSpecSecurityContext(sc *core.PodSecurityContext, fldPath *field.Path) field.ErrorList {
	if sc == nil {
		return nil
	}
	allErrs := validateID(sc.FSGroup, fldPath.Child("fsGroup"))
	allErrs = append(allErrs, validateID(sc.RunAsUser, fldPath.Child("runAsUser"))...)
	allErrs = append(allErrs, validateID(sc.RunAsGroup, fldPath.Child("runAsGroup"))...)
	for i := range sc.SupplementalGroups {
		allErrs = append(allErrs, validateID(&sc.SupplementalGroups[i], fldPath.Child("supplementalGroups").Index(i))...)
	}
	return allErrs
}

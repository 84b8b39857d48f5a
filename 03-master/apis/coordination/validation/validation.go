package validation

import (
	"slices"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

// validLeaseStrategies are the strategies a Lease may name.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.validLeaseStrategies.
var validLeaseStrategies = []coordination.CoordinatedLeaseStrategy{coordination.OldestEmulationVersion}

// ValidateLease checks a new Lease.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.ValidateLease.
func ValidateLease(lease *coordination.Lease) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&lease.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, field.NewPath("metadata"))
	return append(allErrs, ValidateLeaseSpec(&lease.Spec, field.NewPath("spec"))...)
}

// ValidateLeaseUpdate checks an update of a Lease: the metadata rules of
// every update, and the spec as on create (any field may change).
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.ValidateLeaseUpdate.
func ValidateLeaseUpdate(lease, oldLease *coordination.Lease) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&lease.ObjectMeta, &oldLease.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, ValidateLeaseSpec(&lease.Spec, field.NewPath("spec"))...)
}

// ValidateLeaseSpec checks the ranges of a LeaseSpec's numbers and its
// strategy.
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.ValidateLeaseSpec.
func ValidateLeaseSpec(spec *coordination.LeaseSpec, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if spec.LeaseDurationSeconds != nil && *spec.LeaseDurationSeconds <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("leaseDurationSeconds"), *spec.LeaseDurationSeconds, "must be greater than 0"))
	}
	if spec.LeaseTransitions != nil && *spec.LeaseTransitions < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("leaseTransitions"), *spec.LeaseTransitions, "must be greater than or equal to 0"))
	}
	if spec.Strategy != nil {
		allErrs = append(allErrs, ValidateCoordinatedLeaseStrategy(*spec.Strategy, fldPath.Child("strategy"))...)
	}
	if spec.PreferredHolder != nil && *spec.PreferredHolder != "" && (spec.Strategy == nil || *spec.Strategy == "") {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("preferredHolder"), "may only be specified if `strategy` is defined"))
	}
	return allErrs
}

// ValidateCoordinatedLeaseStrategy checks a strategy: a name without a
// "/" must be one Kubernetes defines, one with a "/" a qualified name
// (a custom strategy). As upstream, errors name fldPath.strategy, so a
// spec's read "spec.strategy.strategy".
// Upstream: k8s.io/kubernetes/pkg/apis/coordination/validation.ValidateCoordinatedLeaseStrategy.
func ValidateCoordinatedLeaseStrategy(strategy coordination.CoordinatedLeaseStrategy, fldPath *field.Path) field.ErrorList {
	allErrs := field.ErrorList{}
	if !strings.Contains(string(strategy), "/") {
		if !slices.Contains(validLeaseStrategies, strategy) {
			allErrs = append(allErrs, field.NotSupported(fldPath.Child("strategy"), strategy, validLeaseStrategies))
		}
		return allErrs
	}
	for _, msg := range utilvalidation.IsQualifiedName(string(strategy)) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("strategy"), strategy, msg))
	}
	return allErrs
}

package validation

import (
	"fmt"
	"reflect"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/shufflesharding"
)

// ValidatePriorityLevelConfiguration checks a level: metadata, spec,
// that a mandatory one keeps its fixed spec, and status.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidatePriorityLevelConfiguration
// (whose request version only renames a field for v1beta1 and v1beta2,
// and which forbids v1beta3's preserve-zero annotation).
func ValidatePriorityLevelConfiguration(pl *flowcontrol.PriorityLevelConfiguration) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&pl.ObjectMeta, false, ValidatePriorityLevelConfigurationName, field.NewPath("metadata"))
	specPath := field.NewPath("spec")
	allErrs = append(allErrs, ValidatePriorityLevelConfigurationSpec(&pl.Spec, pl.Name, specPath)...)
	allErrs = append(allErrs, ValidateIfMandatoryPriorityLevelConfigurationObject(pl, specPath)...)
	return append(allErrs, ValidatePriorityLevelConfigurationStatus(&pl.Status, field.NewPath("status"))...)
}

// ValidatePriorityLevelConfigurationUpdate checks the new object as a
// new one.
// Upstream: the strategy's ValidateUpdate in
// k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration.
func ValidatePriorityLevelConfigurationUpdate(old, pl *flowcontrol.PriorityLevelConfiguration) field.ErrorList {
	return ValidatePriorityLevelConfiguration(pl)
}

// ValidateIfMandatoryPriorityLevelConfigurationObject: a mandatory level
// keeps its fixed spec, except that "exempt" may change spec.exempt
// (what it lends).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateIfMandatoryPriorityLevelConfigurationObject.
func ValidateIfMandatoryPriorityLevelConfigurationObject(pl *flowcontrol.PriorityLevelConfiguration, fldPath *field.Path) field.ErrorList {
	mand, ok := internalbootstrap.MandatoryPriorityLevelConfigurations[pl.Name]
	if !ok {
		return nil
	}
	if pl.Name == flowcontrol.PriorityLevelConfigurationNameExempt {
		have := pl.Spec.DeepCopy()
		have.Exempt = mand.Spec.Exempt
		if !reflect.DeepEqual(&mand.Spec, have) {
			return field.ErrorList{field.Invalid(fldPath, pl.Spec, fmt.Sprintf("spec of '%s' except the 'spec.exempt' field must equal the fixed value", pl.Name))}
		}
		return nil
	}
	if !reflect.DeepEqual(pl.Spec, mand.Spec) {
		return field.ErrorList{field.Invalid(fldPath, pl.Spec, fmt.Sprintf("spec of '%s' must equal the fixed value", pl.Name))}
	}
	return nil
}

// ValidatePriorityLevelConfigurationSpec: Exempt if and only if named
// "exempt"; the part of the type set and valid, the other one not set.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidatePriorityLevelConfigurationSpec.
func ValidatePriorityLevelConfigurationSpec(spec *flowcontrol.PriorityLevelConfigurationSpec, name string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if (name == flowcontrol.PriorityLevelConfigurationNameExempt) != (spec.Type == flowcontrol.PriorityLevelEnablementExempt) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), spec.Type, "must be 'Exempt' if and only if `name` is 'exempt'"))
	}
	switch spec.Type {
	case flowcontrol.PriorityLevelEnablementExempt:
		if spec.Limited != nil {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child("limited"), "must be nil if the type is not Limited"))
		}
		if spec.Exempt != nil {
			allErrs = append(allErrs, ValidateExemptPriorityLevelConfiguration(spec.Exempt, fldPath.Child("exempt"))...)
		}
	case flowcontrol.PriorityLevelEnablementLimited:
		if spec.Exempt != nil {
			allErrs = append(allErrs, field.Forbidden(fldPath.Child("exempt"), "must be nil if the type is Limited"))
		}
		if spec.Limited == nil {
			allErrs = append(allErrs, field.Required(fldPath.Child("limited"), "must not be empty when type is Limited"))
		} else {
			allErrs = append(allErrs, ValidateLimitedPriorityLevelConfiguration(spec.Limited, fldPath.Child("limited"))...)
		}
	case "":
		allErrs = append(allErrs, field.Required(fldPath.Child("type"), ""))
	default:
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("type"), spec.Type, supportedPriorityLevelEnablement))
	}
	return allErrs
}

// ValidateLimitedPriorityLevelConfiguration: shares not negative,
// lendablePercent in 0..100, borrowingLimitPercent not negative, and the
// limit response.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateLimitedPriorityLevelConfiguration.
func ValidateLimitedPriorityLevelConfiguration(lplc *flowcontrol.LimitedPriorityLevelConfiguration, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if lplc.NominalConcurrencyShares < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("nominalConcurrencyShares"), lplc.NominalConcurrencyShares, "must be a non-negative integer"))
	}
	allErrs = append(allErrs, ValidateLimitResponse(lplc.LimitResponse, fldPath.Child("limitResponse"))...)
	if p := lplc.LendablePercent; p != nil && (*p < 0 || *p > 100) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("lendablePercent"), *p, "must be between 0 and 100, inclusive"))
	}
	if p := lplc.BorrowingLimitPercent; p != nil && *p < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("borrowingLimitPercent"), *p, "if specified, must be a non-negative integer"))
	}
	return allErrs
}

// ValidateExemptPriorityLevelConfiguration: shares not negative,
// lendablePercent in 0..100.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateExemptPriorityLevelConfiguration.
func ValidateExemptPriorityLevelConfiguration(eplc *flowcontrol.ExemptPriorityLevelConfiguration, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if s := eplc.NominalConcurrencyShares; s != nil && *s < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("nominalConcurrencyShares"), *s, "must be a non-negative integer"))
	}
	if p := eplc.LendablePercent; p != nil && (*p < 0 || *p > 100) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("lendablePercent"), *p, "must be between 0 and 100, inclusive"))
	}
	return allErrs
}

// ValidateLimitResponse: Reject has no queuing, Queue has a valid one.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidateLimitResponse
// (whose messages say "Limited" where they mean "Queue"; kept).
func ValidateLimitResponse(lr flowcontrol.LimitResponse, fldPath *field.Path) field.ErrorList {
	switch lr.Type {
	case flowcontrol.LimitResponseTypeReject:
		if lr.Queuing != nil {
			return field.ErrorList{field.Forbidden(fldPath.Child("queuing"), "must be nil if limited.limitResponse.type is not Limited")}
		}
	case flowcontrol.LimitResponseTypeQueue:
		if lr.Queuing == nil {
			return field.ErrorList{field.Required(fldPath.Child("queuing"), "must not be empty if limited.limitResponse.type is Limited")}
		}
		return ValidatePriorityLevelQueuingConfiguration(lr.Queuing, fldPath.Child("queuing"))
	case "":
		return field.ErrorList{field.Required(fldPath.Child("type"), "")}
	default:
		return field.ErrorList{field.NotSupported(fldPath.Child("type"), lr.Type, supportedLimitResponseType)}
	}
	return nil
}

// ValidatePriorityLevelQueuingConfiguration: a positive queue length;
// 1..10^7 queues; a hand of at least one and at most queues, small
// enough for shuffle sharding's 60 bits of hash.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/validation.ValidatePriorityLevelQueuingConfiguration.
func ValidatePriorityLevelQueuingConfiguration(queuing *flowcontrol.QueuingConfiguration, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if queuing.QueueLengthLimit <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("queueLengthLimit"), queuing.QueueLengthLimit, "must be positive"))
	}
	if queuing.Queues <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("queues"), queuing.Queues, "must be positive"))
	} else if queuing.Queues > priorityLevelConfigurationQueuingMaxQueues {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("queues"), queuing.Queues,
			fmt.Sprintf("must not be greater than %d", priorityLevelConfigurationQueuingMaxQueues)))
	}
	handSize := fldPath.Child("handSize")
	switch {
	case queuing.HandSize <= 0:
		allErrs = append(allErrs, field.Invalid(handSize, queuing.HandSize, "must be positive"))
	case queuing.HandSize > queuing.Queues:
		allErrs = append(allErrs, field.Invalid(handSize, queuing.HandSize,
			fmt.Sprintf("should not be greater than queues (%d)", queuing.Queues)))
	case shufflesharding.RequiredEntropyBits(int(queuing.Queues), int(queuing.HandSize)) > shufflesharding.MaxHashBits:
		allErrs = append(allErrs, field.Invalid(handSize, queuing.HandSize,
			fmt.Sprintf("required entropy bits of deckSize %d and handSize %d should not be greater than %d", queuing.Queues, queuing.HandSize, shufflesharding.MaxHashBits)))
	}
	return allErrs
}

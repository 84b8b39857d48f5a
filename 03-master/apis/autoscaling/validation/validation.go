package validation

import (
	"fmt"
	"sort"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// Bounds of the behavior's rules.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.MaxPeriodSeconds
// and MaxStabilizationWindowSeconds.
const (
	MaxPeriodSeconds              int32 = 1800
	MaxStabilizationWindowSeconds int32 = 3600
)

// ValidateHorizontalPodAutoscalerName checks an autoscaler's name: a DNS
// subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateHorizontalPodAutoscalerName.
var ValidateHorizontalPodAutoscalerName = apivalidation.NameIsDNSSubdomain

// CrossVersionObjectReferenceValidationOptions relax the checks of a
// reference's apiVersion.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.CrossVersionObjectReferenceValidationOptions.
type CrossVersionObjectReferenceValidationOptions struct {
	// AllowEmptyAPIGroup accepts "v1" (a core kind).
	AllowEmptyAPIGroup bool
	// AllowInvalidAPIVersion skips the apiVersion (an update that keeps it).
	AllowInvalidAPIVersion bool
}

// HorizontalPodAutoscalerSpecValidationOptions are what the strategy
// decides from the old and new objects.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.HorizontalPodAutoscalerSpecValidationOptions.
type HorizontalPodAutoscalerSpecValidationOptions struct {
	// MinReplicasLowerBound is 1, or 0 for an autoscaler that already has 0.
	MinReplicasLowerBound           int32
	ScaleTargetRefValidationOptions CrossVersionObjectReferenceValidationOptions
	ObjectMetricsValidationOptions  CrossVersionObjectReferenceValidationOptions
}

// ValidateHorizontalPodAutoscaler checks a new autoscaler.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateHorizontalPodAutoscaler.
func ValidateHorizontalPodAutoscaler(autoscaler *autoscaling.HorizontalPodAutoscaler, opts HorizontalPodAutoscalerSpecValidationOptions) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&autoscaler.ObjectMeta, true, ValidateHorizontalPodAutoscalerName, field.NewPath("metadata"))
	return append(allErrs, validateHorizontalPodAutoscalerSpec(autoscaler.Spec, field.NewPath("spec"), opts)...)
}

// ValidateHorizontalPodAutoscalerUpdate checks an update: the metadata
// rules of an update and the new spec.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateHorizontalPodAutoscalerUpdate.
func ValidateHorizontalPodAutoscalerUpdate(newAutoscaler, oldAutoscaler *autoscaling.HorizontalPodAutoscaler, opts HorizontalPodAutoscalerSpecValidationOptions) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&newAutoscaler.ObjectMeta, &oldAutoscaler.ObjectMeta, field.NewPath("metadata"))
	return append(allErrs, validateHorizontalPodAutoscalerSpec(newAutoscaler.Spec, field.NewPath("spec"), opts)...)
}

// ValidateHorizontalPodAutoscalerStatusUpdate checks a status write:
// counts and observed generations not negative.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateHorizontalPodAutoscalerStatusUpdate.
func ValidateHorizontalPodAutoscalerStatusUpdate(newAutoscaler, oldAutoscaler *autoscaling.HorizontalPodAutoscaler) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&newAutoscaler.ObjectMeta, &oldAutoscaler.ObjectMeta, field.NewPath("metadata"))
	status := newAutoscaler.Status
	for i, condition := range status.Conditions {
		if condition.ObservedGeneration != nil {
			allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(*condition.ObservedGeneration, field.NewPath("status").Child("conditions").Index(i).Child("observedGeneration"))...)
		}
	}
	allErrs = append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.CurrentReplicas), field.NewPath("status", "currentReplicas"))...)
	return append(allErrs, apivalidation.ValidateNonnegativeField(int64(status.DesiredReplicas), field.NewPath("status", "desiredReplicas"))...)
}

// validateHorizontalPodAutoscalerSpec checks the bounds, the target, the
// metrics and the behavior.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateHorizontalPodAutoscalerSpec.
func validateHorizontalPodAutoscalerSpec(spec autoscaling.HorizontalPodAutoscalerSpec, fldPath *field.Path, opts HorizontalPodAutoscalerSpecValidationOptions) field.ErrorList {
	var allErrs field.ErrorList
	if spec.MinReplicas != nil && *spec.MinReplicas < opts.MinReplicasLowerBound {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("minReplicas"), *spec.MinReplicas, fmt.Sprintf("must be greater than or equal to %d", opts.MinReplicasLowerBound)))
	}
	if spec.MaxReplicas == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("maxReplicas"), "must be set and greater than 0"))
	} else if spec.MaxReplicas < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxReplicas"), spec.MaxReplicas, "must be greater than or equal to 1"))
	}
	if spec.MinReplicas != nil && spec.MaxReplicas < *spec.MinReplicas {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("maxReplicas"), spec.MaxReplicas, "must be greater than or equal to `minReplicas`"))
	}
	allErrs = append(allErrs, ValidateCrossVersionObjectReference(spec.ScaleTargetRef, fldPath.Child("scaleTargetRef"), opts.ScaleTargetRefValidationOptions)...)
	allErrs = append(allErrs, validateMetrics(spec.Metrics, fldPath.Child("metrics"), spec.MinReplicas, opts.ObjectMetricsValidationOptions)...)
	return append(allErrs, validateBehavior(spec.Behavior, fldPath.Child("behavior"))...)
}

// ValidateCrossVersionObjectReference checks a reference: a kind and a
// name that can be path segments, and an apiVersion with a group.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateCrossVersionObjectReference.
func ValidateCrossVersionObjectReference(ref autoscaling.CrossVersionObjectReference, fldPath *field.Path, opts CrossVersionObjectReferenceValidationOptions) field.ErrorList {
	var allErrs field.ErrorList
	for _, f := range []struct{ name, value string }{{"kind", ref.Kind}, {"name", ref.Name}} {
		if len(f.value) == 0 {
			allErrs = append(allErrs, field.Required(fldPath.Child(f.name), ""))
			continue
		}
		for _, msg := range apivalidation.ValidatePathSegmentName(f.value, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(f.name), f.value, msg))
		}
	}
	if err := ValidateAPIVersion(ref, opts); err != nil {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("apiVersion"), ref.APIVersion, err.Error()))
	}
	return allErrs
}

// ValidateAPIVersion checks a reference's apiVersion parses and, unless
// allowed, names a group.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateAPIVersion.
func ValidateAPIVersion(ref autoscaling.CrossVersionObjectReference, opts CrossVersionObjectReferenceValidationOptions) error {
	if opts.AllowInvalidAPIVersion {
		return nil
	}
	gv, err := schema.ParseGroupVersion(ref.APIVersion)
	if err != nil {
		return err
	}
	if !opts.AllowEmptyAPIGroup && gv.Group == "" {
		return fmt.Errorf("apiVersion must specify API group")
	}
	return nil
}

// validateMetrics checks each metric, and that an autoscaler that may go
// to zero replicas has an Object or External metric to wake it.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateMetrics.
func validateMetrics(metrics []autoscaling.MetricSpec, fldPath *field.Path, minReplicas *int32, opts CrossVersionObjectReferenceValidationOptions) field.ErrorList {
	var allErrs field.ErrorList
	hasObjectOrExternal := false
	for i, spec := range metrics {
		allErrs = append(allErrs, validateMetricSpec(spec, fldPath.Index(i), opts)...)
		if spec.Type == autoscaling.ObjectMetricSourceType || spec.Type == autoscaling.ExternalMetricSourceType {
			hasObjectOrExternal = true
		}
	}
	if minReplicas != nil && *minReplicas == 0 && !hasObjectOrExternal {
		allErrs = append(allErrs, field.Forbidden(fldPath, "must specify at least one Object or External metric to support scaling to zero replicas"))
	}
	return allErrs
}

// validMetricSourceTypes are the source types, sorted.
var validMetricSourceTypes = []string{
	string(autoscaling.ContainerResourceMetricSourceType), string(autoscaling.ExternalMetricSourceType),
	string(autoscaling.ObjectMetricSourceType), string(autoscaling.PodsMetricSourceType),
	string(autoscaling.ResourceMetricSourceType),
}

// validateMetricSpec checks a metric: a known type, the source of that
// type and no other, the source itself.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateMetricSpec.
func validateMetricSpec(spec autoscaling.MetricSpec, fldPath *field.Path, opts CrossVersionObjectReferenceValidationOptions) field.ErrorList {
	var allErrs field.ErrorList
	if len(spec.Type) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must specify a metric source type"))
	}
	known := false
	for _, t := range validMetricSourceTypes {
		known = known || string(spec.Type) == t
	}
	if !known {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("type"), spec.Type, validMetricSourceTypes))
	}
	// The sources present, in upstream's order; only the first is checked.
	var present []string
	sources := []struct {
		name     string
		set      bool
		validate func() field.ErrorList
	}{
		{"object", spec.Object != nil, func() field.ErrorList { return validateObjectSource(spec.Object, fldPath.Child("object"), opts) }},
		{"external", spec.External != nil, func() field.ErrorList { return validateExternalSource(spec.External, fldPath.Child("external")) }},
		{"pods", spec.Pods != nil, func() field.ErrorList { return validatePodsSource(spec.Pods, fldPath.Child("pods")) }},
		{"resource", spec.Resource != nil, func() field.ErrorList { return validateResourceSource(spec.Resource, fldPath.Child("resource")) }},
		{"containerResource", spec.ContainerResource != nil, func() field.ErrorList {
			return validateContainerResourceSource(spec.ContainerResource, fldPath.Child("containerResource"))
		}},
	}
	for _, src := range sources {
		if src.set {
			present = append(present, src.name)
			if len(present) == 1 {
				allErrs = append(allErrs, src.validate()...)
			}
		}
	}
	expected := map[autoscaling.MetricSourceType]string{
		autoscaling.ObjectMetricSourceType: "object", autoscaling.PodsMetricSourceType: "pods",
		autoscaling.ResourceMetricSourceType: "resource", autoscaling.ExternalMetricSourceType: "external",
		autoscaling.ContainerResourceMetricSourceType: "containerResource",
	}[spec.Type]
	if expected != "" {
		found := false
		for _, p := range present {
			found = found || p == expected
		}
		if !found {
			allErrs = append(allErrs, field.Required(fldPath.Child(expected), "must populate information for the given metric source"))
		}
	} else {
		// Upstream reports an unknown type twice: above and in its switch.
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("type"), spec.Type, validMetricSourceTypes))
	}
	if len(present) != 1 {
		sort.Strings(present)
		for _, p := range present {
			if p != expected {
				allErrs = append(allErrs, field.Forbidden(fldPath.Child(p), "must populate the given metric source only"))
			}
		}
	}
	return allErrs
}

// validateObjectSource checks an object metric: the described object,
// the metric's name, and a value or average value.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateObjectSource.
func validateObjectSource(src *autoscaling.ObjectMetricSource, fldPath *field.Path, opts CrossVersionObjectReferenceValidationOptions) field.ErrorList {
	allErrs := ValidateCrossVersionObjectReference(src.DescribedObject, fldPath.Child("describedObject"), opts)
	allErrs = append(allErrs, validateMetricIdentifier(src.Metric, fldPath.Child("metric"))...)
	allErrs = append(allErrs, validateMetricTarget(src.Target, fldPath.Child("target"))...)
	if src.Target.Value == nil && src.Target.AverageValue == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("target").Child("averageValue"), "must set either a target value or averageValue"))
	}
	return allErrs
}

// validateExternalSource checks an external metric: a value or an
// average value, not both.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateExternalSource.
func validateExternalSource(src *autoscaling.ExternalMetricSource, fldPath *field.Path) field.ErrorList {
	allErrs := validateMetricIdentifier(src.Metric, fldPath.Child("metric"))
	allErrs = append(allErrs, validateMetricTarget(src.Target, fldPath.Child("target"))...)
	if src.Target.Value == nil && src.Target.AverageValue == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("target").Child("averageValue"), "must set either a target value for metric or a per-pod target"))
	}
	if src.Target.Value != nil && src.Target.AverageValue != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("target").Child("value"), "may not set both a target value for metric and a per-pod target"))
	}
	return allErrs
}

// validatePodsSource checks a pods metric: an average value.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validatePodsSource.
func validatePodsSource(src *autoscaling.PodsMetricSource, fldPath *field.Path) field.ErrorList {
	allErrs := validateMetricIdentifier(src.Metric, fldPath.Child("metric"))
	allErrs = append(allErrs, validateMetricTarget(src.Target, fldPath.Child("target"))...)
	if src.Target.AverageValue == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("target").Child("averageValue"), "must specify a positive target averageValue"))
	}
	return allErrs
}

// validateContainerResourceSource checks a container resource metric: a
// resource name, a container name, a utilization or an average value.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateContainerResourceSource.
func validateContainerResourceSource(src *autoscaling.ContainerResourceMetricSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(src.Name) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), "must specify a resource name"))
	} else {
		allErrs = append(allErrs, corevalidation.ValidateContainerResourceName(src.Name, fldPath.Child("name"))...)
	}
	if len(src.Container) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("container"), "must specify a container"))
	} else {
		for _, msg := range utilvalidation.IsDNS1123Label(src.Container) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("container"), src.Container, msg))
		}
	}
	return append(allErrs, validateUtilizationOrValue(src.Target, fldPath.Child("target"))...)
}

// validateResourceSource checks a resource metric: a name, a utilization
// or an average value.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateResourceSource.
func validateResourceSource(src *autoscaling.ResourceMetricSource, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(src.Name) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("name"), "must specify a resource name"))
	}
	return append(allErrs, validateUtilizationOrValue(src.Target, fldPath.Child("target"))...)
}

// validateUtilizationOrValue checks the target of a resource metric:
// exactly one of averageUtilization and averageValue.
// Upstream: the target lines of validateResourceSource.
func validateUtilizationOrValue(target autoscaling.MetricTarget, fldPath *field.Path) field.ErrorList {
	allErrs := validateMetricTarget(target, fldPath)
	if target.AverageUtilization == nil && target.AverageValue == nil {
		allErrs = append(allErrs, field.Required(fldPath.Child("averageUtilization"), "must set either a target raw value or a target utilization"))
	}
	if target.AverageUtilization != nil && target.AverageValue != nil {
		allErrs = append(allErrs, field.Forbidden(fldPath.Child("averageValue"), "may not set both a target raw value and a target utilization"))
	}
	return allErrs
}

// validateMetricTarget checks a target: a known type, positive values.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateMetricTarget.
func validateMetricTarget(mt autoscaling.MetricTarget, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(mt.Type) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("type"), "must specify a metric target type"))
	}
	if mt.Type != autoscaling.UtilizationMetricType && mt.Type != autoscaling.ValueMetricType && mt.Type != autoscaling.AverageValueMetricType {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("type"), mt.Type, "must be either Utilization, Value, or AverageValue"))
	}
	if mt.Value != nil && mt.Value.Sign() != 1 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("value"), mt.Value, "must be positive"))
	}
	if mt.AverageValue != nil && mt.AverageValue.Sign() != 1 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("averageValue"), mt.AverageValue, "must be positive"))
	}
	if mt.AverageUtilization != nil && *mt.AverageUtilization < 1 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("averageUtilization"), mt.AverageUtilization, "must be greater than 0"))
	}
	return allErrs
}

// validateMetricIdentifier checks a metric's name.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateMetricIdentifier.
func validateMetricIdentifier(id autoscaling.MetricIdentifier, fldPath *field.Path) field.ErrorList {
	if len(id.Name) == 0 {
		return field.ErrorList{field.Required(fldPath.Child("name"), "must specify a metric name")}
	}
	var allErrs field.ErrorList
	for _, msg := range apivalidation.ValidatePathSegmentName(id.Name, false) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("name"), id.Name, msg))
	}
	return allErrs
}

// validateBehavior checks both rules of a behavior.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateBehavior.
func validateBehavior(behavior *autoscaling.HorizontalPodAutoscalerBehavior, fldPath *field.Path) field.ErrorList {
	if behavior == nil {
		return nil
	}
	allErrs := validateScalingRules(behavior.ScaleUp, fldPath.Child("scaleUp"))
	return append(allErrs, validateScalingRules(behavior.ScaleDown, fldPath.Child("scaleDown"))...)
}

// validateScalingRules checks a rule: the window within 0..3600s, a known
// select policy, at least one policy, a tolerance not negative.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateScalingRules.
func validateScalingRules(rules *autoscaling.HPAScalingRules, fldPath *field.Path) field.ErrorList {
	if rules == nil {
		return nil
	}
	var allErrs field.ErrorList
	if w := rules.StabilizationWindowSeconds; w != nil && *w < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("stabilizationWindowSeconds"), w, "must be greater than or equal to zero"))
	}
	if w := rules.StabilizationWindowSeconds; w != nil && *w > MaxStabilizationWindowSeconds {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("stabilizationWindowSeconds"), w, fmt.Sprintf("must be less than or equal to %v", MaxStabilizationWindowSeconds)))
	}
	if p := rules.SelectPolicy; p != nil && *p != autoscaling.MaxPolicySelect && *p != autoscaling.MinPolicySelect && *p != autoscaling.DisabledPolicySelect {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("selectPolicy"), p, []string{"Disabled", "Max", "Min"}))
	}
	policiesPath := fldPath.Child("policies")
	if len(rules.Policies) == 0 {
		allErrs = append(allErrs, field.Required(policiesPath, "must specify at least one Policy"))
	}
	for i, policy := range rules.Policies {
		allErrs = append(allErrs, validateScalingPolicy(policy, policiesPath.Index(i))...)
	}
	if rules.Tolerance != nil {
		allErrs = append(allErrs, corevalidation.ValidateNonnegativeQuantity(*rules.Tolerance, fldPath.Child("tolerance"))...)
	}
	return allErrs
}

// validateScalingPolicy checks a policy: Pods or Percent, a positive
// value, a period within 1..1800s.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.validateScalingPolicy.
func validateScalingPolicy(policy autoscaling.HPAScalingPolicy, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if policy.Type != autoscaling.PodsScalingPolicy && policy.Type != autoscaling.PercentScalingPolicy {
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("type"), policy.Type, []string{"Percent", "Pods"}))
	}
	if policy.Value <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("value"), policy.Value, "must be greater than zero"))
	}
	if policy.PeriodSeconds <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("periodSeconds"), policy.PeriodSeconds, "must be greater than zero"))
	}
	if policy.PeriodSeconds > MaxPeriodSeconds {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("periodSeconds"), policy.PeriodSeconds, fmt.Sprintf("must be less than or equal to %v", MaxPeriodSeconds)))
	}
	return allErrs
}

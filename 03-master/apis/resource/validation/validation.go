package validation

import (
	"fmt"
	"strings"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
)

// The size limits upstream's validation applies.
// Upstream: k8s.io/api/resource/v1 (constants).
const (
	deviceRequestsMaxSize              = 32
	firstAvailableDeviceRequestMaxSize = 8
	deviceSelectorsMaxSize             = 32
	deviceConfigMaxSize                = 32
	deviceConstraintsMaxSize           = 32
	reservedForMaxSize                 = 256
	deviceTaintRuleMaxConditions       = 8
)

var metadataPath = field.NewPath("metadata")

// validateDNSSubdomain reports each way value is not a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Subdomain.
func validateDNSSubdomain(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Subdomain(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validateDNSLabel reports each way value is not a DNS label.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateDNS1123Label.
func validateDNSLabel(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsDNS1123Label(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// validateDriverName requires a driver name: a lower-case DNS subdomain of
// at most 63 characters.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDriverName.
func validateDriverName(name string, fldPath *field.Path) field.ErrorList {
	if name == "" {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	var allErrs field.ErrorList
	if len(name) > resource.DriverNameMaxLength {
		allErrs = append(allErrs, field.TooLong(fldPath, "", resource.DriverNameMaxLength))
	}
	return append(allErrs, validateDNSSubdomain(strings.ToLower(name), fldPath)...)
}

// validateDeviceClassName requires a class name that is a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceClass.
func validateDeviceClassName(name string, fldPath *field.Path) field.ErrorList {
	if name == "" {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	return validateDNSSubdomain(name, fldPath)
}

// ValidateDeviceClass checks a class: its name, its selectors (each a CEL
// expression, not compiled here) and configs.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateDeviceClass.
func ValidateDeviceClass(c *resource.DeviceClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&c.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, metadataPath)
	spec := field.NewPath("spec")
	allErrs = append(allErrs, validateSelectors(c.Spec.Selectors, spec.Child("selectors"))...)
	if len(c.Spec.Config) > deviceConfigMaxSize {
		allErrs = append(allErrs, field.TooMany(spec.Child("config"), len(c.Spec.Config), deviceConfigMaxSize))
	}
	for i, cfg := range c.Spec.Config {
		allErrs = append(allErrs, validateDeviceConfiguration(cfg.DeviceConfiguration, spec.Child("config").Index(i))...)
	}
	return allErrs
}

// ValidateDeviceClassUpdate checks an update as a create (the class has no
// immutable spec field).
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateDeviceClassUpdate.
func ValidateDeviceClassUpdate(c, old *resource.DeviceClass) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&c.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, ValidateDeviceClass(c)...)
}

// validateSelectors limits the selectors to 32, each with a CEL
// expression.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateSelectorSlice.
func validateSelectors(selectors []resource.DeviceSelector, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(selectors) > deviceSelectorsMaxSize {
		allErrs = append(allErrs, field.TooMany(fldPath, len(selectors), deviceSelectorsMaxSize))
	}
	for i, s := range selectors {
		switch {
		case s.CEL == nil:
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("cel"), ""))
		case s.CEL.Expression == "":
			allErrs = append(allErrs, field.Required(fldPath.Index(i).Child("cel", "expression"), ""))
		}
	}
	return allErrs
}

// validateDeviceConfiguration requires opaque configuration with a driver
// and parameters.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceConfiguration.
func validateDeviceConfiguration(cfg resource.DeviceConfiguration, fldPath *field.Path) field.ErrorList {
	if cfg.Opaque == nil {
		return field.ErrorList{field.Required(fldPath.Child("opaque"), "")}
	}
	p := fldPath.Child("opaque")
	allErrs := validateDriverName(cfg.Opaque.Driver, p.Child("driver"))
	if len(cfg.Opaque.Parameters.Raw) == 0 && cfg.Opaque.Parameters.Object == nil {
		allErrs = append(allErrs, field.Required(p.Child("parameters"), ""))
	}
	return allErrs
}

// ValidateResourceClaim checks a new claim: a namespaced DNS-subdomain
// name and its device requests.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceClaim.
func ValidateResourceClaim(c *resource.ResourceClaim) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&c.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, metadataPath)
	return append(allErrs, validateDeviceClaim(&c.Spec.Devices, field.NewPath("spec", "devices"))...)
}

// ValidateResourceClaimUpdate checks an update: the spec is immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceClaimUpdate.
func ValidateResourceClaimUpdate(c, old *resource.ResourceClaim) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&c.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, apivalidation.ValidateImmutableField(c.Spec, old.Spec, field.NewPath("spec"))...)
}

// ValidateResourceClaimStatusUpdate checks a status update: at most 256
// unique consumers in reservedFor, each naming resource, name and uid,
// only with an allocation; an allocation, once written, never changes.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceClaimStatusUpdate.
func ValidateResourceClaimStatusUpdate(c, old *resource.ResourceClaim) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&c.ObjectMeta, &old.ObjectMeta, metadataPath)
	status := field.NewPath("status")
	reserved := status.Child("reservedFor")
	if len(c.Status.ReservedFor) > reservedForMaxSize {
		allErrs = append(allErrs, field.TooMany(reserved, len(c.Status.ReservedFor), reservedForMaxSize))
	}
	seen := map[string]bool{}
	for i, ref := range c.Status.ReservedFor {
		p := reserved.Index(i)
		for name, v := range map[string]string{"resource": ref.Resource, "name": ref.Name, "uid": string(ref.UID)} {
			if v == "" {
				allErrs = append(allErrs, field.Required(p.Child(name), ""))
			}
		}
		if seen[string(ref.UID)] {
			allErrs = append(allErrs, field.Duplicate(p, ref))
		}
		seen[string(ref.UID)] = true
	}
	if len(c.Status.ReservedFor) > 0 && c.Status.Allocation == nil {
		allErrs = append(allErrs, field.Forbidden(reserved, "may not be specified when `allocated` is not set"))
	}
	if old.Status.Allocation != nil && c.Status.Allocation != nil {
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(c.Status.Allocation, old.Status.Allocation, status.Child("allocation"))...)
	}
	return allErrs
}

// validateDeviceClaim checks the requests (at most 32, unique names),
// constraints and configs of a claim.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceClaim.
func validateDeviceClaim(claim *resource.DeviceClaim, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	requests := fldPath.Child("requests")
	if len(claim.Requests) > deviceRequestsMaxSize {
		allErrs = append(allErrs, field.TooMany(requests, len(claim.Requests), deviceRequestsMaxSize))
	}
	seen := map[string]bool{}
	for i, r := range claim.Requests {
		allErrs = append(allErrs, validateDeviceRequest(r, requests.Index(i))...)
		if seen[r.Name] {
			allErrs = append(allErrs, field.Duplicate(requests.Index(i), r.Name))
		}
		seen[r.Name] = true
	}
	if len(claim.Constraints) > deviceConstraintsMaxSize {
		allErrs = append(allErrs, field.TooMany(fldPath.Child("constraints"), len(claim.Constraints), deviceConstraintsMaxSize))
	}
	if len(claim.Config) > deviceConfigMaxSize {
		allErrs = append(allErrs, field.TooMany(fldPath.Child("config"), len(claim.Config), deviceConfigMaxSize))
	}
	for i, cfg := range claim.Config {
		allErrs = append(allErrs, validateDeviceConfiguration(cfg.DeviceConfiguration, fldPath.Child("config").Index(i))...)
	}
	return allErrs
}

// validateDeviceRequest requires a DNS-label name and exactly one of
// `exactly` and `firstAvailable`.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceRequest.
func validateDeviceRequest(r resource.DeviceRequest, fldPath *field.Path) field.ErrorList {
	allErrs := validateDNSLabel(r.Name, fldPath.Child("name"))
	switch hasExactly, hasFirst := r.Exactly != nil, len(r.FirstAvailable) > 0; {
	case !hasExactly && !hasFirst:
		allErrs = append(allErrs, field.Required(fldPath, "exactly one of `exactly` or `firstAvailable` is required"))
	case hasExactly && hasFirst:
		allErrs = append(allErrs, field.Invalid(fldPath, nil, "exactly one of `exactly` or `firstAvailable` is required, but multiple fields are set"))
	case hasFirst:
		first := fldPath.Child("firstAvailable")
		if len(r.FirstAvailable) > firstAvailableDeviceRequestMaxSize {
			allErrs = append(allErrs, field.TooMany(first, len(r.FirstAvailable), firstAvailableDeviceRequestMaxSize))
		}
		seen := map[string]bool{}
		for i, sub := range r.FirstAvailable {
			p := first.Index(i)
			allErrs = append(allErrs, validateDNSLabel(sub.Name, p.Child("name"))...)
			allErrs = append(allErrs, validateDeviceClassName(sub.DeviceClassName, p.Child("deviceClassName"))...)
			allErrs = append(allErrs, validateSelectors(sub.Selectors, p.Child("selectors"))...)
			allErrs = append(allErrs, validateAllocationMode(sub.AllocationMode, sub.Count, p)...)
			allErrs = append(allErrs, validateTolerations(sub.Tolerations, p.Child("tolerations"))...)
			if seen[sub.Name] {
				allErrs = append(allErrs, field.Duplicate(p, sub.Name))
			}
			seen[sub.Name] = true
		}
	default:
		p := fldPath.Child("exactly")
		allErrs = append(allErrs, validateDeviceClassName(r.Exactly.DeviceClassName, p.Child("deviceClassName"))...)
		allErrs = append(allErrs, validateSelectors(r.Exactly.Selectors, p.Child("selectors"))...)
		allErrs = append(allErrs, validateAllocationMode(r.Exactly.AllocationMode, r.Exactly.Count, p)...)
		allErrs = append(allErrs, validateTolerations(r.Exactly.Tolerations, p.Child("tolerations"))...)
	}
	return allErrs
}

// validateAllocationMode requires All (with no count) or ExactCount (with
// a positive count).
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceAllocationMode.
func validateAllocationMode(mode resource.DeviceAllocationMode, count int64, fldPath *field.Path) field.ErrorList {
	switch mode {
	case resource.DeviceAllocationModeAll:
		if count != 0 {
			return field.ErrorList{field.Invalid(fldPath.Child("count"), count, fmt.Sprintf("must not be specified when allocationMode is '%s'", mode))}
		}
	case resource.DeviceAllocationModeExactCount:
		if count <= 0 {
			return field.ErrorList{field.Invalid(fldPath.Child("count"), count, "must be greater than zero")}
		}
	default:
		return field.ErrorList{field.NotSupported(fldPath.Child("allocationMode"), mode,
			[]resource.DeviceAllocationMode{resource.DeviceAllocationModeAll, resource.DeviceAllocationModeExactCount})}
	}
	return nil
}

// The enums of taints and tolerations.
var (
	validTaintEffects        = []resource.DeviceTaintEffect{resource.DeviceTaintEffectNoExecute, resource.DeviceTaintEffectNoSchedule, resource.DeviceTaintEffectNone}
	validTolerationOperators = []resource.DeviceTolerationOperator{resource.DeviceTolerationOpEqual, resource.DeviceTolerationOpExists}
)

// validateTolerations checks each toleration's key, operator, value and
// effect.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceToleration.
func validateTolerations(tolerations []resource.DeviceToleration, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, t := range tolerations {
		p := fldPath.Index(i)
		if t.Key != "" {
			allErrs = append(allErrs, apivalidation.ValidateLabelName(t.Key, p.Child("key"))...)
		}
		switch t.Operator {
		case resource.DeviceTolerationOpExists:
			if t.Value != "" {
				allErrs = append(allErrs, field.Invalid(p.Child("value"), t.Value, "must be empty for operator `Exists`"))
			}
		case resource.DeviceTolerationOpEqual:
			allErrs = append(allErrs, validateLabelValue(t.Value, p.Child("value"))...)
		case "":
			allErrs = append(allErrs, field.Required(p.Child("operator"), ""))
		default:
			allErrs = append(allErrs, field.NotSupported(p.Child("operator"), t.Operator, validTolerationOperators))
		}
		if t.Effect != "" && !contains(validTaintEffects, t.Effect) {
			allErrs = append(allErrs, field.NotSupported(p.Child("effect"), t.Effect, validTaintEffects))
		}
	}
	return allErrs
}

// validateLabelValue reports each way value is not a label value.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateLabelValue.
func validateLabelValue(value string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range utilvalidation.IsValidLabelValue(value) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, msg))
	}
	return allErrs
}

// contains reports whether list holds v.
func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// ValidateResourceClaimTemplate checks a template: its name and the claim
// spec it stamps out.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceClaimTemplate.
func ValidateResourceClaimTemplate(t *resource.ResourceClaimTemplate) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&t.ObjectMeta, true, apivalidation.NameIsDNSSubdomain, metadataPath)
	return append(allErrs, validateDeviceClaim(&t.Spec.Spec.Devices, field.NewPath("spec", "spec", "devices"))...)
}

// ValidateResourceClaimTemplateUpdate checks an update: the spec is
// immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceClaimTemplateUpdate.
func ValidateResourceClaimTemplateUpdate(t, old *resource.ResourceClaimTemplate) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&t.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, apivalidation.ValidateImmutableField(t.Spec, old.Spec, field.NewPath("spec"))...)
}

// ValidateResourceSlice checks a new slice.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceSlice.
func ValidateResourceSlice(s *resource.ResourceSlice) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&s.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, metadataPath)
	return append(allErrs, validateResourceSliceSpec(&s.Spec, nil, field.NewPath("spec"))...)
}

// ValidateResourceSliceUpdate checks an update: driver, pool name and
// node name are immutable.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateResourceSliceUpdate.
func ValidateResourceSliceUpdate(s, old *resource.ResourceSlice) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&s.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, validateResourceSliceSpec(&s.Spec, &old.Spec, field.NewPath("spec"))...)
}

// validateResourceSliceSpec checks the driver, the pool, the one node
// selection field and the devices (at most 128, unique DNS-label names).
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateResourceSliceSpec.
func validateResourceSliceSpec(spec, oldSpec *resource.ResourceSliceSpec, fldPath *field.Path) field.ErrorList {
	allErrs := validateDriverName(spec.Driver, fldPath.Child("driver"))
	allErrs = append(allErrs, validateResourcePool(spec.Pool, fldPath.Child("pool"))...)
	if oldSpec != nil {
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.Pool.Name, oldSpec.Pool.Name, fldPath.Child("pool", "name"))...)
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.Driver, oldSpec.Driver, fldPath.Child("driver"))...)
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(spec.NodeName, oldSpec.NodeName, fldPath.Child("nodeName"))...)
	}
	var set []string
	if spec.NodeName != nil {
		if *spec.NodeName != "" {
			set = append(set, "`nodeName`")
			allErrs = append(allErrs, validateDNSSubdomain(*spec.NodeName, fldPath.Child("nodeName"))...)
		} else {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("nodeName"), *spec.NodeName, "must be either unset or set to a non-empty string"))
		}
	}
	if spec.NodeSelector != nil {
		set = append(set, "`nodeSelector`")
		if len(spec.NodeSelector.NodeSelectorTerms) != 1 {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("nodeSelector", "nodeSelectorTerms"), spec.NodeSelector.NodeSelectorTerms, "must have exactly one node selector term"))
		}
	}
	for name, b := range map[string]*bool{"allNodes": spec.AllNodes, "perDeviceNodeSelection": spec.PerDeviceNodeSelection} {
		if b == nil {
			continue
		}
		if *b {
			set = append(set, "`"+name+"`")
		} else {
			allErrs = append(allErrs, field.Invalid(fldPath.Child(name), *b, "must be either unset or set to true"))
		}
	}
	switch len(set) {
	case 0:
		allErrs = append(allErrs, field.Required(fldPath, "exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` is required"))
	case 1:
	default:
		allErrs = append(allErrs, field.Invalid(fldPath, fmt.Sprintf("{%s}", strings.Join(set, ", ")),
			"exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` is required, but multiple fields are set"))
	}
	if spec.SharedCounters != nil && spec.Devices != nil {
		allErrs = append(allErrs, field.Invalid(fldPath, "", "only one of `sharedCounters` or `devices` is allowed"))
	}
	devices := fldPath.Child("devices")
	if len(spec.Devices) > resource.ResourceSliceMaxDevices {
		allErrs = append(allErrs, field.TooMany(devices, len(spec.Devices), resource.ResourceSliceMaxDevices))
	}
	seen := map[string]bool{}
	for i, d := range spec.Devices {
		allErrs = append(allErrs, validateDevice(d, devices.Index(i))...)
		if seen[d.Name] {
			allErrs = append(allErrs, field.Duplicate(devices.Index(i), d.Name))
		}
		seen[d.Name] = true
	}
	return allErrs
}

// validateResourcePool requires a pool name (DNS subdomains joined by
// "/", at most 253 characters), a positive slice count and a generation
// that is not negative.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateResourcePool.
func validateResourcePool(pool resource.ResourcePool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	name := fldPath.Child("name")
	if pool.Name == "" {
		allErrs = append(allErrs, field.Required(name, ""))
	} else {
		if len(pool.Name) > resource.PoolNameMaxLength {
			allErrs = append(allErrs, field.TooLong(name, "", resource.PoolNameMaxLength))
		}
		for _, part := range strings.Split(pool.Name, "/") {
			allErrs = append(allErrs, validateDNSSubdomain(part, name)...)
		}
	}
	if pool.ResourceSliceCount <= 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("resourceSliceCount"), pool.ResourceSliceCount, "must be greater than zero"))
	}
	if pool.Generation < 0 {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("generation"), pool.Generation, "must be greater than or equal to zero"))
	}
	return allErrs
}

// validateDeviceTaint requires a label-name key, a label value and a
// supported effect.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.validateDeviceTaint.
func validateDeviceTaint(taint resource.DeviceTaint, fldPath *field.Path) field.ErrorList {
	allErrs := apivalidation.ValidateLabelName(taint.Key, fldPath.Child("key"))
	if taint.Value != "" {
		allErrs = append(allErrs, validateLabelValue(taint.Value, fldPath.Child("value"))...)
	}
	switch {
	case taint.Effect == "":
		allErrs = append(allErrs, field.Required(fldPath.Child("effect"), ""))
	case !contains(validTaintEffects, taint.Effect):
		allErrs = append(allErrs, field.NotSupported(fldPath.Child("effect"), taint.Effect, validTaintEffects))
	}
	return allErrs
}

// ValidateDeviceTaintRule checks a rule: its name, the taint and, when
// set, the selector's driver and pool.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateDeviceTaintRule.
func ValidateDeviceTaintRule(r *resource.DeviceTaintRule) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMeta(&r.ObjectMeta, false, apivalidation.NameIsDNSSubdomain, metadataPath)
	spec := field.NewPath("spec")
	if sel := r.Spec.DeviceSelector; sel != nil {
		p := spec.Child("deviceSelector")
		if sel.Driver != nil {
			allErrs = append(allErrs, validateDriverName(*sel.Driver, p.Child("driver"))...)
		}
		if sel.Pool != nil {
			allErrs = append(allErrs, validateResourcePool(resource.ResourcePool{Name: *sel.Pool, ResourceSliceCount: 1}, p.Child("pool"))...)
		}
		if sel.Device != nil {
			allErrs = append(allErrs, validateDNSLabel(*sel.Device, p.Child("device"))...)
		}
	}
	return append(allErrs, validateDeviceTaint(r.Spec.Taint, spec.Child("taint"))...)
}

// ValidateDeviceTaintRuleUpdate checks an update as a create.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateDeviceTaintRuleUpdate.
func ValidateDeviceTaintRuleUpdate(r, old *resource.DeviceTaintRule) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&r.ObjectMeta, &old.ObjectMeta, metadataPath)
	return append(allErrs, ValidateDeviceTaintRule(r)...)
}

// ValidateDeviceTaintRuleStatusUpdate limits the conditions to 8.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.ValidateDeviceTaintRuleStatusUpdate
// (which also validates each condition).
func ValidateDeviceTaintRuleStatusUpdate(r, old *resource.DeviceTaintRule) field.ErrorList {
	allErrs := apivalidation.ValidateObjectMetaUpdate(&r.ObjectMeta, &old.ObjectMeta, metadataPath)
	if n := len(r.Status.Conditions); n > deviceTaintRuleMaxConditions {
		allErrs = append(allErrs, field.TooMany(field.NewPath("status", "conditions"), n, deviceTaintRuleMaxConditions))
	}
	return allErrs
}

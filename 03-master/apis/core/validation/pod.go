package validation

import (
	"math"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The values the pod enums allow, in upstream's order.
var (
	supportedRestartPolicies = []core.RestartPolicy{core.RestartPolicyAlways, core.RestartPolicyOnFailure, core.RestartPolicyNever}
	supportedDNSPolicies     = []core.DNSPolicy{core.DNSClusterFirstWithHostNet, core.DNSClusterFirst, core.DNSDefault, core.DNSNone}
	supportedPullPolicies    = []core.PullPolicy{core.PullAlways, core.PullIfNotPresent, core.PullNever}
	supportedTermMsgPolicies = []core.TerminationMessagePolicy{core.TerminationMessageReadFile, core.TerminationMessageFallbackToLogsOnError}
)

// ValidatePodCreate checks a new pod: its metadata, its spec, and what
// only a pod (not a pod template) is held to.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodCreate.
func ValidatePodCreate(pod *core.Pod) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&pod.ObjectMeta, true, ValidatePodName, metadataPath)
	return append(allErrs, validatePodSpecForPod(&pod.Spec, field.NewPath("spec"))...)
}

// validatePodSpecForPod is ValidatePodSpec and the pod-only checks of
// each container.
// Upstream: the spec half of validatePodMetadataAndSpec.
func validatePodSpecForPod(spec *core.PodSpec, specPath *field.Path) field.ErrorList {
	allErrs := ValidatePodSpec(spec, specPath)
	allErrs = append(allErrs, validateContainersOnlyForPod(spec.Containers, specPath.Child("containers"))...)
	return append(allErrs, validateContainersOnlyForPod(spec.InitContainers, specPath.Child("initContainers"))...)
}

// ValidatePodSpec checks a pod spec: volumes, the containers (at least
// one) and init containers (names unique across both), host ports, the
// restart and DNS policies, the node selector, the security context, the
// service account and node names, the deadline, the host and subdomain
// names, the tolerations, the priority and runtime class names and the
// overhead.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodSpec.
func ValidatePodSpec(spec *core.PodSpec, fldPath *field.Path) field.ErrorList {
	volumes, allErrs := validateVolumes(spec.Volumes, fldPath.Child("volumes"))
	allErrs = append(allErrs, validateContainers(spec.Containers, volumes, fldPath.Child("containers"))...)
	allErrs = append(allErrs, validateInitContainers(spec.InitContainers, spec.Containers, volumes, fldPath.Child("initContainers"))...)
	allErrs = append(allErrs, validatePodHostNetworkDeps(spec, fldPath)...)
	allErrs = append(allErrs, validateEnum(spec.RestartPolicy, supportedRestartPolicies, fldPath.Child("restartPolicy"))...)
	allErrs = append(allErrs, validateEnum(spec.DNSPolicy, supportedDNSPolicies, fldPath.Child("dnsPolicy"))...)
	allErrs = append(allErrs, genericvalidation.ValidateLabels(spec.NodeSelector, fldPath.Child("nodeSelector"))...)
	allErrs = append(allErrs, validatePodSpecSecurityContext(spec.SecurityContext, fldPath.Child("securityContext"))...)
	if len(spec.ServiceAccountName) > 0 {
		for _, msg := range ValidateServiceAccountName(spec.ServiceAccountName, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("serviceAccountName"), spec.ServiceAccountName, msg))
		}
	}
	if len(spec.NodeName) > 0 {
		allErrs = append(allErrs, validateDNS1123Subdomain(spec.NodeName, fldPath.Child("nodeName"))...)
	}
	if value := spec.ActiveDeadlineSeconds; value != nil && (*value < 1 || *value > math.MaxInt32) {
		allErrs = append(allErrs, field.Invalid(fldPath.Child("activeDeadlineSeconds"), *value, inclusiveRangeError(1, math.MaxInt32)))
	}
	if len(spec.Hostname) > 0 {
		allErrs = append(allErrs, validateDNS1123Label(spec.Hostname, fldPath.Child("hostname"))...)
	}
	if len(spec.Subdomain) > 0 {
		allErrs = append(allErrs, validateDNS1123Label(spec.Subdomain, fldPath.Child("subdomain"))...)
	}
	if len(spec.Tolerations) > 0 {
		allErrs = append(allErrs, ValidateTolerations(spec.Tolerations, fldPath.Child("tolerations"))...)
	}
	if len(spec.PriorityClassName) > 0 {
		for _, msg := range ValidatePriorityClassName(spec.PriorityClassName, false) {
			allErrs = append(allErrs, field.Invalid(fldPath.Child("priorityClassName"), spec.PriorityClassName, msg))
		}
	}
	if spec.RuntimeClassName != nil {
		allErrs = append(allErrs, ValidateRuntimeClassName(*spec.RuntimeClassName, fldPath.Child("runtimeClassName"))...)
	}
	if len(spec.Overhead) > 0 {
		allErrs = append(allErrs, validateOverhead(spec.Overhead, fldPath.Child("overhead"))...)
	}
	return allErrs
}

// ValidateRuntimeClassName checks the name a pod gives its RuntimeClass:
// a DNS subdomain, as every RuntimeClass's name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateRuntimeClassName.
func ValidateRuntimeClassName(name string, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for _, msg := range genericvalidation.NameIsDNSSubdomain(name, false) {
		allErrs = append(allErrs, field.Invalid(fldPath, name, msg))
	}
	return allErrs
}

// validateOverhead checks a pod's overhead as a container's limits.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateOverhead.
func validateOverhead(overhead core.ResourceList, fldPath *field.Path) field.ErrorList {
	return validateContainerResourceRequirements(&core.ResourceRequirements{Limits: overhead}, fldPath)
}

// validateEnum requires value and one of supported.
// Upstream: validateRestartPolicy, validateDNSPolicy, validatePullPolicy ...
func validateEnum[T ~string](value T, supported []T, fldPath *field.Path) field.ErrorList {
	if value == "" {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	for _, s := range supported {
		if value == s {
			return nil
		}
	}
	return field.ErrorList{field.NotSupported(fldPath, value, supported)}
}

// validateVolumes checks each volume's source (volumes.go) and its
// name: a DNS label, unique. It returns the names of the volumes without
// errors, for the mounts to refer to (a mount of a broken volume is
// reported as not found, as upstream does).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateVolumes.
func validateVolumes(volumes []core.Volume, fldPath *field.Path) (map[string]bool, field.ErrorList) {
	var allErrs field.ErrorList
	names := map[string]bool{}
	for i := range volumes {
		vol, idxPath := &volumes[i], fldPath.Index(i)
		errs := validateVolumeSource(&vol.VolumeSource, idxPath)
		if vol.Name == "" {
			errs = append(errs, field.Required(idxPath.Child("name"), ""))
		} else {
			errs = append(errs, validateDNS1123Label(vol.Name, idxPath.Child("name"))...)
		}
		if names[vol.Name] {
			errs = append(errs, field.Duplicate(idxPath.Child("name"), vol.Name))
		}
		if len(errs) == 0 {
			names[vol.Name] = true
		}
		allErrs = append(allErrs, errs...)
	}
	return names, allErrs
}

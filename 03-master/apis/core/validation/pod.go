package validation

import (
	"math"
	"strings"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The values the pod enums allow, in upstream's order.
var (
	supportedRestartPolicies = []core.RestartPolicy{core.RestartPolicyAlways, core.RestartPolicyOnFailure, core.RestartPolicyNever}
	supportedDNSPolicies     = []core.DNSPolicy{core.DNSClusterFirstWithHostNet, core.DNSClusterFirst, core.DNSDefault, core.DNSNone}
	supportedPullPolicies    = []core.PullPolicy{core.PullAlways, core.PullIfNotPresent, core.PullNever}
	supportedTermMsgPolicies = []core.TerminationMessagePolicy{core.TerminationMessageReadFile, core.TerminationMessageFallbackToLogsOnError}
)

// ValidatePod checks a new pod: its metadata and its spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodCreate.
func ValidatePod(pod *core.Pod) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&pod.ObjectMeta, true, ValidatePodName, metadataPath)
	return append(allErrs, ValidatePodSpec(&pod.Spec, field.NewPath("spec"))...)
}

// ValidatePodSpec checks a pod spec: volumes, at least one container,
// unique container names across init and regular containers, each
// container, the restart and DNS policies, the node selector and the
// service account name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodSpec.
func ValidatePodSpec(spec *core.PodSpec, fldPath *field.Path) field.ErrorList {
	volumes, allErrs := validateVolumes(spec.Volumes, fldPath.Child("volumes"))
	names := map[string]bool{}
	allErrs = append(allErrs, validateContainers(spec.InitContainers, volumes, names, fldPath.Child("initContainers"))...)
	if len(spec.Containers) == 0 {
		allErrs = append(allErrs, field.Required(fldPath.Child("containers"), ""))
	}
	allErrs = append(allErrs, validateContainers(spec.Containers, volumes, names, fldPath.Child("containers"))...)
	allErrs = append(allErrs, validateEnum(spec.RestartPolicy, supportedRestartPolicies, fldPath.Child("restartPolicy"))...)
	allErrs = append(allErrs, validateEnum(spec.DNSPolicy, supportedDNSPolicies, fldPath.Child("dnsPolicy"))...)
	allErrs = append(allErrs, genericvalidation.ValidateLabels(spec.NodeSelector, fldPath.Child("nodeSelector"))...)
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
	return allErrs
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

// validateVolumes requires unique DNS-label names and exactly one source,
// checks the source (items, modes, projections: volumes.go), and returns
// the names for the volume mounts to refer to.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateVolumes.
func validateVolumes(volumes []core.Volume, fldPath *field.Path) (map[string]bool, field.ErrorList) {
	var allErrs field.ErrorList
	names := map[string]bool{}
	for i := range volumes {
		vol, idxPath := &volumes[i], fldPath.Index(i)
		switch {
		case vol.Name == "":
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		case names[vol.Name]:
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), vol.Name))
		default:
			allErrs = append(allErrs, validateDNS1123Label(vol.Name, idxPath.Child("name"))...)
		}
		names[vol.Name] = true
		sources := 0
		for _, set := range []bool{vol.HostPath != nil, vol.EmptyDir != nil, vol.Secret != nil, vol.ConfigMap != nil, vol.DownwardAPI != nil, vol.Projected != nil} {
			if set {
				sources++
			}
		}
		if sources == 0 {
			allErrs = append(allErrs, field.Required(idxPath, "must specify a volume type"))
		} else if sources > 1 {
			allErrs = append(allErrs, field.Forbidden(idxPath, "may not specify more than 1 volume type"))
		}
		allErrs = append(allErrs, validateVolumeSource(&vol.VolumeSource, idxPath)...)
	}
	return names, allErrs
}

// validateContainers checks each container; names collects the names seen
// so far (init containers share the namespace of names).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainers
// and validateContainerCommon.
func validateContainers(containers []core.Container, volumes, names map[string]bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i := range containers {
		ctr, idxPath := &containers[i], fldPath.Index(i)
		switch {
		case ctr.Name == "":
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		case names[ctr.Name]:
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), ctr.Name))
		default:
			allErrs = append(allErrs, validateDNS1123Label(ctr.Name, idxPath.Child("name"))...)
		}
		names[ctr.Name] = true
		if len(ctr.Image) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("image"), ""))
		} else if ctr.Image != strings.TrimSpace(ctr.Image) {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("image"), ctr.Image, "must not have leading or trailing whitespace"))
		}
		allErrs = append(allErrs, validateContainerPorts(ctr.Ports, idxPath.Child("ports"))...)
		allErrs = append(allErrs, validateEnv(ctr.Env, idxPath.Child("env"))...)
		allErrs = append(allErrs, validateVolumeMounts(ctr.VolumeMounts, volumes, idxPath.Child("volumeMounts"))...)
		allErrs = append(allErrs, validateEnum(ctr.ImagePullPolicy, supportedPullPolicies, idxPath.Child("imagePullPolicy"))...)
		allErrs = append(allErrs, validateEnum(ctr.TerminationMessagePolicy, supportedTermMsgPolicies, idxPath.Child("terminationMessagePolicy"))...)
	}
	return allErrs
}

// validateContainerPorts requires containerPort in 1-65535, a valid
// hostPort when set, unique IANA_SVC_NAME names and a protocol.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainerPorts.
func validateContainerPorts(ports []core.ContainerPort, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	names := map[string]bool{}
	for i := range ports {
		port, idxPath := &ports[i], fldPath.Index(i)
		if len(port.Name) > 0 {
			for _, msg := range isValidPortName(port.Name) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("name"), port.Name, msg))
			}
			if names[port.Name] {
				allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), port.Name))
			}
			names[port.Name] = true
		}
		if port.ContainerPort == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("containerPort"), ""))
		} else {
			for _, msg := range isValidPortNum(int(port.ContainerPort)) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("containerPort"), port.ContainerPort, msg))
			}
		}
		if port.HostPort != 0 {
			for _, msg := range isValidPortNum(int(port.HostPort)) {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("hostPort"), port.HostPort, msg))
			}
		}
		allErrs = append(allErrs, validateProtocol(port.Protocol, idxPath.Child("protocol"))...)
	}
	return allErrs
}

// validateEnv requires a name on each variable (any printable ASCII but
// "=", as upstream since 1.30).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEnv.
func validateEnv(vars []core.EnvVar, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ev := range vars {
		idxPath := fldPath.Index(i)
		if len(ev.Name) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		} else if strings.Contains(ev.Name, "=") {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("name"), ev.Name, "a valid environment variable name must consist only of printable ASCII characters other than '='"))
		}
	}
	return allErrs
}

// validateVolumeMounts requires each mount to name a volume of the pod
// and a mount path.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateVolumeMounts.
func validateVolumeMounts(mounts []core.VolumeMount, volumes map[string]bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, mnt := range mounts {
		idxPath := fldPath.Index(i)
		if len(mnt.Name) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		} else if !volumes[mnt.Name] {
			allErrs = append(allErrs, field.NotFound(idxPath.Child("name"), mnt.Name))
		}
		if len(mnt.MountPath) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("mountPath"), ""))
		}
	}
	return allErrs
}

// ValidatePodStatusUpdate checks a status update: the metadata, and the
// nominated node name and pod IPs when set.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodStatusUpdate.
func ValidatePodStatusUpdate(newPod, oldPod *core.Pod) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newPod.ObjectMeta, &oldPod.ObjectMeta)
	statusPath := field.NewPath("status")
	if name := newPod.Status.NominatedNodeName; len(name) > 0 {
		for _, msg := range validation.IsDNS1123Subdomain(name) {
			allErrs = append(allErrs, field.Invalid(statusPath.Child("nominatedNodeName"), name, msg))
		}
	}
	for i, ip := range newPod.Status.PodIPs {
		allErrs = append(allErrs, validateIP(statusPath.Child("podIPs").Index(i).Child("ip"), ip.IP)...)
	}
	for i, ip := range newPod.Status.HostIPs {
		allErrs = append(allErrs, validateIP(statusPath.Child("hostIPs").Index(i).Child("ip"), ip.IP)...)
	}
	return allErrs
}

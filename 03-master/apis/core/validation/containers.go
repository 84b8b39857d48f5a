package validation

import (
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// validateContainers checks the regular containers: at least one, each
// as validateContainerCommon does, unique names, the probes; then no two
// on one host port.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainers.
func validateContainers(containers []core.Container, volumes map[string]bool, fldPath *field.Path) field.ErrorList {
	if len(containers) == 0 {
		return field.ErrorList{field.Required(fldPath, "")}
	}
	var allErrs field.ErrorList
	names := map[string]bool{}
	for i := range containers {
		ctr, idxPath := &containers[i], fldPath.Index(i)
		allErrs = append(allErrs, validateContainerCommon(ctr, volumes, idxPath)...)
		if names[ctr.Name] {
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), ctr.Name))
		}
		names[ctr.Name] = true
		allErrs = append(allErrs, validateContainerProbes(ctr, idxPath)...)
	}
	return append(allErrs, checkHostPortConflicts(containers, fldPath)...)
}

// validateInitContainers checks the init containers: each as
// validateContainerCommon does, names unique among them and the regular
// containers, host ports unique within each (they run one at a time),
// and no probes.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateInitContainers.
func validateInitContainers(containers, regularContainers []core.Container, volumes map[string]bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	names := map[string]bool{}
	for _, ctr := range regularContainers {
		names[ctr.Name] = true
	}
	for i := range containers {
		ctr, idxPath := &containers[i], fldPath.Index(i)
		allErrs = append(allErrs, validateContainerCommon(ctr, volumes, idxPath)...)
		if names[ctr.Name] {
			allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), ctr.Name))
		} else if len(ctr.Name) > 0 {
			names[ctr.Name] = true
		}
		allErrs = append(allErrs, checkHostPortConflicts(containers[i:i+1], fldPath)...)
		allErrs = append(allErrs, forbidInitContainerProbes(ctr, idxPath)...)
	}
	return allErrs
}

// validateContainerCommon checks what every kind of container shares: a
// DNS-label name, an image, the termination message policy, ports,
// environment, volume mounts, pull policy, resources and security
// context.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainerCommon.
func validateContainerCommon(ctr *core.Container, volumes map[string]bool, path *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	if len(ctr.Name) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("name"), ""))
	} else {
		allErrs = append(allErrs, validateDNS1123Label(ctr.Name, path.Child("name"))...)
	}
	if len(ctr.Image) == 0 {
		allErrs = append(allErrs, field.Required(path.Child("image"), ""))
	}
	allErrs = append(allErrs, validateEnum(ctr.TerminationMessagePolicy, supportedTermMsgPolicies, path.Child("terminationMessagePolicy"))...)
	allErrs = append(allErrs, validateContainerPorts(ctr.Ports, path.Child("ports"))...)
	allErrs = append(allErrs, validateEnv(ctr.Env, path.Child("env"))...)
	allErrs = append(allErrs, validateEnvFrom(ctr.EnvFrom, path.Child("envFrom"))...)
	allErrs = append(allErrs, validateVolumeMounts(ctr.VolumeMounts, volumes, path.Child("volumeMounts"))...)
	allErrs = append(allErrs, validateEnum(ctr.ImagePullPolicy, supportedPullPolicies, path.Child("imagePullPolicy"))...)
	allErrs = append(allErrs, validateContainerResourceRequirements(&ctr.Resources, path.Child("resources"))...)
	return append(allErrs, ValidateSecurityContext(ctr.SecurityContext, path.Child("securityContext"))...)
}

// validateContainersOnlyForPod holds a pod's (not a template's) images
// to no surrounding whitespace.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateContainersOnlyForPod.
func validateContainersOnlyForPod(containers []core.Container, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ctr := range containers {
		if ctr.Image != strings.TrimSpace(ctr.Image) {
			allErrs = append(allErrs, field.Invalid(fldPath.Index(i).Child("image"), ctr.Image, "must not have leading or trailing whitespace"))
		}
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
			msgs := isValidPortName(port.Name)
			for _, msg := range msgs {
				allErrs = append(allErrs, field.Invalid(idxPath.Child("name"), port.Name, msg))
			}
			if len(msgs) == 0 && names[port.Name] {
				allErrs = append(allErrs, field.Duplicate(idxPath.Child("name"), port.Name))
			}
			names[port.Name] = names[port.Name] || len(msgs) == 0
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

// validateVolumeMounts requires each mount to name a volume of the pod,
// a mount path no other mount of the container uses, and a sub path that
// stays inside the volume.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateVolumeMounts.
func validateVolumeMounts(mounts []core.VolumeMount, volumes map[string]bool, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	mountPaths := map[string]bool{}
	for i, mnt := range mounts {
		idxPath := fldPath.Index(i)
		if len(mnt.Name) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("name"), ""))
		}
		if !volumes[mnt.Name] {
			allErrs = append(allErrs, field.NotFound(idxPath.Child("name"), mnt.Name))
		}
		if len(mnt.MountPath) == 0 {
			allErrs = append(allErrs, field.Required(idxPath.Child("mountPath"), ""))
		}
		if mountPaths[mnt.MountPath] {
			allErrs = append(allErrs, field.Invalid(idxPath.Child("mountPath"), mnt.MountPath, "must be unique"))
		}
		mountPaths[mnt.MountPath] = true
		if len(mnt.SubPath) > 0 {
			// sic: upstream names the list, not the mount
			allErrs = append(allErrs, validateLocalDescendingPath(mnt.SubPath, fldPath.Child("subPath"))...)
		}
	}
	return allErrs
}

// validatePodHostNetworkDeps requires, in a host-network pod, each
// container's hostPort to equal its containerPort (the v1 defaults copy
// it there when unset).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validatePodHostNetworkDeps
// with ResourceIsPod.
func validatePodHostNetworkDeps(spec *core.PodSpec, fldPath *field.Path) field.ErrorList {
	if spec.SecurityContext == nil || !spec.SecurityContext.HostNetwork {
		return nil
	}
	var allErrs field.ErrorList
	for i, ctr := range spec.Containers {
		for j, port := range ctr.Ports {
			if port.HostPort != port.ContainerPort {
				allErrs = append(allErrs, field.Invalid(fldPath.Child("containers").Index(i).Child("ports").Index(j).Child("hostPort"),
					port.HostPort, "must match `containerPort` when `hostNetwork` is true"))
			}
		}
	}
	return allErrs
}

// checkHostPortConflicts refuses two ports of the given containers on
// the same host port, protocol and host IP.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.checkHostPortConflicts
// and AccumulateUniqueHostPorts.
func checkHostPortConflicts(containers []core.Container, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	seen := map[string]bool{}
	for i, ctr := range containers {
		for j, port := range ctr.Ports {
			if port.HostPort == 0 {
				continue
			}
			key := string(port.Protocol) + "/" + port.HostIP + "/" + strconv.Itoa(int(port.HostPort))
			if seen[key] {
				allErrs = append(allErrs, field.Duplicate(fldPath.Index(i).Child("ports").Index(j).Child("hostPort"), key))
			}
			seen[key] = true
		}
	}
	return allErrs
}

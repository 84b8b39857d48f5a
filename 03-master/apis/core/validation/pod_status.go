package validation

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidatePodStatusUpdate checks a status update: the metadata, the
// condition types, a changed nominated node name, and the pod and host
// IPs.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidatePodStatusUpdate.
// Left out: the immutability of qosClass (we do not compute it on create
// as upstream does, so a status writer may set it), container state
// transitions, and the status fields our types do not carry.
func ValidatePodStatusUpdate(newPod, oldPod *core.Pod) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newPod.ObjectMeta, &oldPod.ObjectMeta)
	statusPath := field.NewPath("status")
	allErrs = append(allErrs, validatePodConditions(newPod.Status.Conditions, statusPath.Child("conditions"))...)
	if name := newPod.Status.NominatedNodeName; name != oldPod.Status.NominatedNodeName && len(name) > 0 {
		allErrs = append(allErrs, validateDNS1123Subdomain(name, statusPath.Child("nominatedNodeName"))...)
	}
	allErrs = append(allErrs, validatePodIPs(newPod, oldPod)...)
	return append(allErrs, validateHostIPs(newPod, oldPod)...)
}

// validatePodConditions: a condition type the system does not own is a
// qualified name (upstream's path says "Type").
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validatePodConditions.
func validatePodConditions(conditions []core.PodCondition, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, condition := range conditions {
		switch condition.Type {
		case core.PodScheduled, core.PodReady, core.PodInitialized:
		default:
			allErrs = append(allErrs, qualifiedNameErrors(string(condition.Type), fldPath.Index(i).Child("Type"))...)
		}
	}
	return allErrs
}

// podIPStrings returns the addresses of a status's podIPs or hostIPs.
func podIPStrings[T core.PodIP | core.HostIP](ips []T) []string {
	out := make([]string, len(ips))
	for i, ip := range ips {
		out[i] = core.PodIP(ip).IP
	}
	return out
}

// validateStatusIPs requires each new address to parse (the old ones
// pass) and at most one per family.
func validateStatusIPs(ips, oldIPs []string, value any, fldPath *field.Path) field.ErrorList {
	var allErrs field.ErrorList
	for i, ip := range ips {
		allErrs = append(allErrs, isValidIPForLegacyField(fldPath.Index(i), ip, oldIPs)...)
	}
	if len(allErrs) == 0 && len(ips) > 1 && (len(ips) > 2 || !isDualStack(ips)) {
		allErrs = append(allErrs, field.Invalid(fldPath, value, "may specify no more than one IP for each IP family"))
	}
	return allErrs
}

// validatePodIPs checks status.podIPs, and that podIP is podIPs[0].
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validatePodIPs
// (the dual-stack check is skipped when an address does not parse).
func validatePodIPs(pod, oldPod *core.Pod) field.ErrorList {
	podIPsPath := field.NewPath("status", "podIPs")
	status := &pod.Status
	allErrs := validateStatusIPs(podIPStrings(status.PodIPs), podIPStrings(oldPod.Status.PodIPs), status.PodIPs, podIPsPath)
	switch {
	case (status.PodIP != "") != (len(status.PodIPs) > 0):
		allErrs = append(allErrs, field.Invalid(podIPsPath, status.PodIPs, "podIP and podIPs must either both be set or both be unset"))
	case len(status.PodIPs) > 0 && status.PodIP != status.PodIPs[0].IP:
		allErrs = append(allErrs, field.Invalid(podIPsPath.Index(0).Child("ip"), status.PodIPs[0].IP, "must be equal to `podIP`"))
	}
	return allErrs
}

// validateHostIPs checks status.hostIPs, and that hostIP is hostIPs[0].
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateHostIPs.
func validateHostIPs(pod, oldPod *core.Pod) field.ErrorList {
	status := &pod.Status
	if len(status.HostIPs) == 0 {
		return nil
	}
	hostIPsPath := field.NewPath("status", "hostIPs")
	var allErrs field.ErrorList
	if status.HostIP != status.HostIPs[0].IP {
		allErrs = append(allErrs, field.Invalid(hostIPsPath.Index(0).Child("ip"), status.HostIPs[0].IP, "must be equal to `hostIP`"))
	}
	return append(allErrs, validateStatusIPs(podIPStrings(status.HostIPs), podIPStrings(oldPod.Status.HostIPs), status.HostIPs, hostIPsPath)...)
}

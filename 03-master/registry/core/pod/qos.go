package pod

import "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"

// qosComputeResources are the resources a pod's QOS class is worked out
// from.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper/qos.supportedQoSComputeResources.
var qosComputeResources = []core.ResourceName{core.ResourceCPU, core.ResourceMemory}

// computePodQOS works out a pod's QOS class from its containers' (and init
// containers') cpu and memory requests and limits: BestEffort when no
// container sets any, Guaranteed when every container sets both, each
// request equal to its limit, Burstable otherwise. The server writes it
// into status.qosClass at creation; it never changes after.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper/qos.ComputePodQOS
// (which, with pod-level resources set, uses those: we have no
// pod-level resources).
func computePodQOS(pod *core.Pod) core.PodQOSClass {
	var podQOS core.PodQOSClass
	containers := append(append([]core.Container(nil), pod.Spec.InitContainers...), pod.Spec.Containers...)
	for i := range containers {
		containerQOS := requirementsQOS(&containers[i].Resources)
		switch {
		case containerQOS == core.PodQOSBurstable:
			return containerQOS // then the pod is neither BestEffort nor Guaranteed
		case podQOS == "":
			podQOS = containerQOS
		case podQOS != containerQOS:
			return core.PodQOSBurstable // one BestEffort container, one Guaranteed
		}
	}
	if podQOS == "" { // no containers: validation refuses such a pod
		podQOS = core.PodQOSBestEffort
	}
	return podQOS
}

// requirementsQOS is the class one container's requirements alone would
// give.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper/qos.requirementsQOS.
func requirementsQOS(resources *core.ResourceRequirements) core.PodQOSClass {
	if len(resources.Requests) == 0 && len(resources.Limits) == 0 {
		return core.PodQOSBestEffort
	}
	var qos core.PodQOSClass
	for _, res := range qosComputeResources {
		resQOS := resourceQOS(resources, res)
		switch {
		case resQOS == core.PodQOSBurstable:
			return resQOS
		case qos == "":
			qos = resQOS
		case qos != resQOS: // one resource set, the other not
			return core.PodQOSBurstable
		}
	}
	return qos
}

// resourceQOS is the class of one resource: BestEffort when neither
// request nor limit is set (or both are zero), Guaranteed when they are
// equal and not zero, Burstable when they differ.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper/qos.resourceQOS.
func resourceQOS(resources *core.ResourceRequirements, res core.ResourceName) core.PodQOSClass {
	req, lim := resources.Requests[res], resources.Limits[res]
	switch {
	case !req.Equal(lim):
		return core.PodQOSBurstable
	case req.Sign() == 0:
		return core.PodQOSBestEffort
	default:
		return core.PodQOSGuaranteed
	}
}

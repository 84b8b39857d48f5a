package helper

import (
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
)

// Name prefixes of native and huge-page resources.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceDefaultNamespacePrefix
// and ResourceHugePagesPrefix.
const (
	ResourceDefaultNamespacePrefix = "kubernetes.io/"
	ResourceHugePagesPrefix        = "hugepages-"
)

// IsHugePageResourceName reports whether name is hugepages-<size>.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsHugePageResourceName.
func IsHugePageResourceName(name core.ResourceName) bool {
	return strings.HasPrefix(string(name), ResourceHugePagesPrefix)
}

// IsQuotaHugePageResourceName reports whether a quota may name name as
// huge pages: hugepages-<size> or requests.hugepages-<size>.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsQuotaHugePageResourceName.
func IsQuotaHugePageResourceName(name core.ResourceName) bool {
	return IsHugePageResourceName(name) || strings.HasPrefix(string(name), core.ResourceRequestsHugePagesPrefix)
}

// IsNativeResource reports whether name is in the kubernetes.io/
// namespace; an unprefixed name is, implicitly.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsNativeResource.
func IsNativeResource(name core.ResourceName) bool {
	return !strings.Contains(string(name), "/") || strings.Contains(string(name), ResourceDefaultNamespacePrefix)
}

// IsOvercommitAllowed reports whether a container may request less of
// name than its limit: native resources but huge pages. An extended
// resource (example.com/gpu) is requested exactly as much as limited.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsOvercommitAllowed.
func IsOvercommitAllowed(name core.ResourceName) bool {
	return IsNativeResource(name) && !IsHugePageResourceName(name)
}

// IsExtendedResourceName reports whether name is an extended resource
// (example.com/gpu): not native, not starting with "requests.", and a
// qualified name once "requests." is put in front, as a quota names it.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsExtendedResourceName.
func IsExtendedResourceName(name core.ResourceName) bool {
	if IsNativeResource(name) || strings.HasPrefix(string(name), core.DefaultResourceRequestsPrefix) {
		return false
	}
	return len(validation.IsQualifiedName(core.DefaultResourceRequestsPrefix+string(name))) == 0
}

// standardContainerResources are what a container may request and limit.
var standardContainerResources = []core.ResourceName{core.ResourceCPU, core.ResourceMemory, core.ResourceEphemeralStorage}

// IsStandardContainerResourceName reports whether a container may request
// name: cpu, memory, ephemeral-storage or huge pages.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardContainerResourceName.
func IsStandardContainerResourceName(name core.ResourceName) bool {
	return slices.Contains(standardContainerResources, name) || IsHugePageResourceName(name)
}

// IsStandardLimitRangeType reports whether a LimitRangeItem may have
// type value: Pod, Container or PersistentVolumeClaim.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardLimitRangeType.
func IsStandardLimitRangeType(value core.LimitType) bool {
	switch value {
	case core.LimitTypePod, core.LimitTypeContainer, core.LimitTypePersistentVolumeClaim:
		return true
	}
	return false
}

// objectCountResources are the quota names that count objects; they are
// integers.
var objectCountResources = []core.ResourceName{
	core.ResourcePods, core.ResourceQuotas, core.ResourceServices, core.ResourceReplicationControllers,
	core.ResourceSecrets, core.ResourceConfigMaps, core.ResourcePersistentVolumeClaims,
	core.ResourceServicesNodePorts, core.ResourceServicesLoadBalancers,
}

// computeQuotaResources are the quota names that add up requests and
// limits ("cpu" and "memory" mean requests).
var computeQuotaResources = []core.ResourceName{
	core.ResourceCPU, core.ResourceMemory, core.ResourceEphemeralStorage,
	core.ResourceRequestsCPU, core.ResourceRequestsMemory, core.ResourceRequestsStorage, core.ResourceRequestsEphemeralStorage,
	core.ResourceLimitsCPU, core.ResourceLimitsMemory, core.ResourceLimitsEphemeralStorage,
}

// IsStandardQuotaResourceName reports whether the quota system knows
// name: an object count, a compute or storage sum, or huge pages.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardQuotaResourceName.
func IsStandardQuotaResourceName(name core.ResourceName) bool {
	return slices.Contains(objectCountResources, name) || slices.Contains(computeQuotaResources, name) ||
		IsQuotaHugePageResourceName(name)
}

// IsStandardResourceName reports whether name is a resource the system
// knows: a standard quota name or plain storage.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardResourceName.
func IsStandardResourceName(name core.ResourceName) bool {
	return IsStandardQuotaResourceName(name) || name == core.ResourceStorage
}

// IsIntegerResourceName reports whether name is counted in whole units:
// object counts and extended resources.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsIntegerResourceName.
func IsIntegerResourceName(name core.ResourceName) bool {
	return slices.Contains(objectCountResources, name) || IsExtendedResourceName(name)
}

// IsStandardResourceQuotaScope reports whether scope is one of the scopes
// a quota may name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsStandardResourceQuotaScope.
func IsStandardResourceQuotaScope(scope core.ResourceQuotaScope) bool {
	switch scope {
	case core.ResourceQuotaScopeTerminating, core.ResourceQuotaScopeNotTerminating,
		core.ResourceQuotaScopeBestEffort, core.ResourceQuotaScopeNotBestEffort,
		core.ResourceQuotaScopePriorityClass, core.ResourceQuotaScopeCrossNamespacePodAffinity,
		core.ResourceQuotaScopeVolumeAttributesClass:
		return true
	}
	return false
}

// podComputeQuotaResources are the pod sums a pod scope may limit.
var podComputeQuotaResources = []core.ResourceName{
	core.ResourceCPU, core.ResourceMemory, core.ResourceLimitsCPU, core.ResourceLimitsMemory,
	core.ResourceRequestsCPU, core.ResourceRequestsMemory,
}

// IsResourceQuotaScopeValidForResource reports whether a quota with scope
// may limit resource: the pod scopes apply to pods and their cpu and
// memory (BestEffort pods have none, so only to the pod count), the
// VolumeAttributesClass scope to claims and their storage.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.IsResourceQuotaScopeValidForResource.
func IsResourceQuotaScopeValidForResource(scope core.ResourceQuotaScope, resource core.ResourceName) bool {
	switch scope {
	case core.ResourceQuotaScopeTerminating, core.ResourceQuotaScopeNotTerminating, core.ResourceQuotaScopeNotBestEffort,
		core.ResourceQuotaScopePriorityClass, core.ResourceQuotaScopeCrossNamespacePodAffinity:
		return resource == core.ResourcePods || slices.Contains(podComputeQuotaResources, resource)
	case core.ResourceQuotaScopeBestEffort:
		return resource == core.ResourcePods
	case core.ResourceQuotaScopeVolumeAttributesClass:
		return resource == core.ResourcePersistentVolumeClaims || resource == core.ResourceRequestsStorage
	}
	return true
}

package resource

import (
	apiresource "github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

const (
	Finalizer                              = "resource.kubernetes.io/delete-protection"
	ExtendedResourceClaimAnnotation        = "resource.kubernetes.io/extended-resource-claim"
	PodResourceClaimAnnotation             = "resource.kubernetes.io/pod-claim-name"
	ResourceDeviceClassPrefix       string = "deviceclass.resource.kubernetes.io/"

	SubresourceBinding       = "binding"
	SubresourceDriver        = "driver"
	VerbPrefixAssociatedNode = "associated-node:"
	VerbPrefixArbitraryNode  = "arbitrary-node:"
)

// ResourceSlice mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceSlice.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceSlice struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ResourceSliceSpec `json:"spec"`
}

const (
	ResourceSliceSelectorNodeName = "spec.nodeName"
	ResourceSliceSelectorDriver   = "spec.driver"
	ResourceSliceSelectorPoolName = "spec.pool.name"
)

// ResourceSliceSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceSliceSpec.
type ResourceSliceSpec struct {
	Driver string `json:"driver"`

	Pool ResourcePool `json:"pool"`

	NodeName *string `json:"nodeName,omitempty"`

	NodeSelector *core.NodeSelector `json:"nodeSelector,omitempty"`

	AllNodes *bool `json:"allNodes,omitempty"`

	Devices []Device `json:"devices,omitempty"`

	PerDeviceNodeSelection *bool `json:"perDeviceNodeSelection,omitempty"`

	SharedCounters []CounterSet `json:"sharedCounters,omitempty"`

	PartitionTypeAttribute *FullyQualifiedName `json:"partitionTypeAttribute,omitempty"`

	SkipNodeOperations []SkipNodeOperation `json:"skipNodeOperations,omitempty"`
}

// SkipNodeOperation mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.SkipNodeOperation.
type SkipNodeOperation string

const (
	SkipNodeOperationNodePrepareResources SkipNodeOperation = "NodePrepareResources"

	SkipNodeOperationNodeUnprepareResources SkipNodeOperation = "NodeUnprepareResources"

	SkipNodeOperationAll SkipNodeOperation = "*"
)

// CounterSet mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.CounterSet.
type CounterSet struct {
	Name string `json:"name"`

	Counters map[string]Counter `json:"counters,omitempty"`
}

const DriverNameMaxLength = 63

// ResourcePool mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourcePool.
type ResourcePool struct {
	Name string `json:"name"`

	Generation int64 `json:"generation"`

	ResourceSliceCount int64 `json:"resourceSliceCount"`
}

const ResourceSliceMaxSharedCapacity = 128
const ResourceSliceMaxDevices = 128

const ResourceSliceMaxDevicesWithAdvancedFeatures = 64

const PoolNameMaxLength = 253
const BindingConditionsMaxSize = 4
const BindingFailureConditionsMaxSize = 4

const ResourceSliceMaxCounterSets = 8

const ResourceSliceMaxCountersPerCounterSet = 32

const ResourceSliceMaxDeviceCounterConsumptionsPerDevice = 2

const ResourceSliceMaxCountersPerDeviceCounterConsumption = 32

const DeviceCompatibilityGroupsMaxSize = 2

// Device mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.Device.
type Device struct {
	Name string `json:"name"`

	Attributes map[QualifiedName]DeviceAttribute `json:"attributes,omitempty"`

	Capacity map[QualifiedName]DeviceCapacity `json:"capacity,omitempty"`

	ConsumesCounters []DeviceCounterConsumption `json:"consumesCounters,omitempty"`

	NodeName *string `json:"nodeName,omitempty"`

	NodeSelector *core.NodeSelector `json:"nodeSelector,omitempty"`

	AllNodes *bool `json:"allNodes,omitempty"`

	Taints []DeviceTaint `json:"taints,omitempty"`

	BindsToNode *bool `json:"bindsToNode,omitempty"`

	BindingConditions []string `json:"bindingConditions,omitempty"`

	BindingFailureConditions []string `json:"bindingFailureConditions,omitempty"`

	AllowMultipleAllocations *bool `json:"allowMultipleAllocations,omitempty"`

	NodeAllocatableResources map[core.ResourceName]NodeAllocatableResource `json:"nodeAllocatableResources,omitempty"`
}

// NodeAllocatableResource mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.NodeAllocatableResource.
type NodeAllocatableResource struct {
	Mapping *NodeAllocatableMapping `json:"mapping,omitempty"`

	Overhead *NodeAllocatableOverhead `json:"overhead,omitempty"`
}

// NodeAllocatableMapping mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.NodeAllocatableMapping.
type NodeAllocatableMapping struct {
	CapacityKey *QualifiedName `json:"capacityKey,omitempty"`

	CapacityMultiplier *apiresource.Quantity `json:"capacityMultiplier,omitempty"`

	DeviceMultiplier *apiresource.Quantity `json:"deviceMultiplier,omitempty"`
}

// NodeAllocatableOverhead mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.NodeAllocatableOverhead.
type NodeAllocatableOverhead struct {
	PerPod *apiresource.Quantity `json:"perPod,omitempty"`

	PerContainer *apiresource.Quantity `json:"perContainer,omitempty"`
}

// DeviceCounterConsumption mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceCounterConsumption.
type DeviceCounterConsumption struct {
	CounterSet string `json:"counterSet"`

	Counters map[string]Counter `json:"counters,omitempty"`

	CompatibilityGroups []string `json:"compatibilityGroups,omitempty"`
}

// DeviceCapacity mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceCapacity.
type DeviceCapacity struct {
	Value apiresource.Quantity `json:"value"`

	RequestPolicy *CapacityRequestPolicy `json:"requestPolicy,omitempty"`
}

// Counter mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.Counter.
type Counter struct {
	Value apiresource.Quantity `json:"value"`
}

// CapacityRequestPolicy mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.CapacityRequestPolicy.
type CapacityRequestPolicy struct {
	Default *apiresource.Quantity `json:"default"`

	ValidValues []apiresource.Quantity `json:"validValues,omitempty"`

	ValidRange *CapacityRequestPolicyRange `json:"validRange,omitempty"`
}

// CapacityRequestPolicyRange mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.CapacityRequestPolicyRange.
type CapacityRequestPolicyRange struct {
	Min *apiresource.Quantity `json:"min,omitempty"`

	Max *apiresource.Quantity `json:"max,omitempty"`

	Step *apiresource.Quantity `json:"step,omitempty"`
}

const ResourceSliceMaxAttributesAndCapacitiesPerDevice = 32

const ResourceSliceMaxAttributeValuesPerDevice = 48

// QualifiedName mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.QualifiedName.
type QualifiedName string

// FullyQualifiedName mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.FullyQualifiedName.
type FullyQualifiedName string

const DeviceMaxDomainLength = 63

const DeviceMaxIDLength = 32

// DeviceAttribute mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceAttribute.
type DeviceAttribute struct {
	IntValue *int64 `json:"int,omitempty"`

	BoolValue *bool `json:"bool,omitempty"`

	StringValue *string `json:"string,omitempty"`

	VersionValue *string `json:"version,omitempty"`

	IntValues []int64 `json:"ints,omitempty"`

	BoolValues []bool `json:"bools,omitempty"`

	StringValues []string `json:"strings,omitempty"`

	VersionValues []string `json:"versions,omitempty"`
}

const DeviceAttributeMaxValueLength = 64

const DeviceTaintsMaxLength = 16

// DeviceTaint mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaint.
type DeviceTaint struct {
	Key string `json:"key"`

	Value string `json:"value,omitempty"`

	Effect DeviceTaintEffect `json:"effect"`

	TimeAdded *metav1.Time `json:"timeAdded,omitempty"`
}

// DeviceTaintEffect mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintEffect.
type DeviceTaintEffect string

const (
	DeviceTaintEffectNone DeviceTaintEffect = "None"

	DeviceTaintEffectNoSchedule DeviceTaintEffect = "NoSchedule"

	DeviceTaintEffectNoExecute DeviceTaintEffect = "NoExecute"
)

// DeviceTaintRule mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintRule.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceTaintRule struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec DeviceTaintRuleSpec `json:"spec"`

	Status DeviceTaintRuleStatus `json:"status,omitempty"`
}

// DeviceTaintRuleSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintRuleSpec.
type DeviceTaintRuleSpec struct {
	DeviceSelector *DeviceTaintSelector `json:"deviceSelector,omitempty"`

	Taint DeviceTaint `json:"taint,omitempty"`
}

// DeviceTaintSelector mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintSelector.
type DeviceTaintSelector struct {
	Driver *string `json:"driver,omitempty"`

	Pool *string `json:"pool,omitempty"`

	Device *string `json:"device,omitempty"`
}

// DeviceTaintRuleStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintRuleStatus.
type DeviceTaintRuleStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

const DeviceTaintRuleStatusMaxConditions = 8

const DeviceTaintConditionEvictionInProgress = "EvictionInProgress"

// DeviceTaintRuleList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTaintRuleList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceTaintRuleList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []DeviceTaintRule `json:"items"`
}

// ResourceSliceList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceSliceList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceSliceList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []ResourceSlice `json:"items"`
}

// ResourceClaim mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaim.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaim struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ResourceClaimSpec `json:"spec"`

	Status ResourceClaimStatus `json:"status,omitempty"`
}

// ResourceClaimSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimSpec.
type ResourceClaimSpec struct {
	Devices DeviceClaim `json:"devices"`
}

// DeviceClaim mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClaim.
type DeviceClaim struct {
	Requests []DeviceRequest `json:"requests"`

	Constraints []DeviceConstraint `json:"constraints,omitempty"`

	Config []DeviceClaimConfiguration `json:"config,omitempty"`
}

const (
	DeviceRequestsMaxSize    = AllocationResultsMaxSize
	DeviceConstraintsMaxSize = 32
	DeviceConfigMaxSize      = 32
)

const (
	DRAAdminNamespaceLabelKey = "resource.kubernetes.io/admin-access"
)

// DeviceRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceRequest.
type DeviceRequest struct {
	Name string `json:"name"`

	Exactly *ExactDeviceRequest `json:"exactly,omitempty"`

	FirstAvailable []DeviceSubRequest `json:"firstAvailable,omitempty"`
}

// ExactDeviceRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ExactDeviceRequest.
type ExactDeviceRequest struct {
	DeviceClassName string `json:"deviceClassName"`

	Selectors []DeviceSelector `json:"selectors,omitempty"`

	AllocationMode DeviceAllocationMode `json:"allocationMode,omitempty"`

	Count int64 `json:"count,omitempty"`

	AdminAccess *bool `json:"adminAccess,omitempty"`

	Tolerations []DeviceToleration `json:"tolerations,omitempty"`

	Capacity *CapacityRequirements `json:"capacity,omitempty"`

	DerivedAttributes []DeviceDerivedAttribute `json:"derivedAttributes,omitempty"`
}

// DeviceSubRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceSubRequest.
type DeviceSubRequest struct {
	Name string `json:"name"`

	DeviceClassName string `json:"deviceClassName"`

	Selectors []DeviceSelector `json:"selectors,omitempty"`

	AllocationMode DeviceAllocationMode `json:"allocationMode,omitempty"`

	Count int64 `json:"count,omitempty"`

	Tolerations []DeviceToleration `json:"tolerations,omitempty"`

	Capacity *CapacityRequirements `json:"capacity,omitempty"`

	DerivedAttributes []DeviceDerivedAttribute `json:"derivedAttributes,omitempty"`
}

// CapacityRequirements mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.CapacityRequirements.
type CapacityRequirements struct {
	Requests map[QualifiedName]apiresource.Quantity `json:"requests,omitempty"`
}

const (
	DeviceSelectorsMaxSize             = 32
	FirstAvailableDeviceRequestMaxSize = 8
	DeviceTolerationsMaxLength         = 16
	DeviceDerivedAttributesMaxSize     = 32
)

// DeviceAllocationMode mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceAllocationMode.
type DeviceAllocationMode string

const (
	DeviceAllocationModeExactCount = DeviceAllocationMode("ExactCount")
	DeviceAllocationModeAll        = DeviceAllocationMode("All")
)

// DeviceSelector mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceSelector.
type DeviceSelector struct {
	CEL *CELDeviceSelector `json:"cel,omitempty"`
}

// CELDeviceSelector mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.CELDeviceSelector.
type CELDeviceSelector struct {
	Expression string `json:"expression"`
}

// DeviceDerivedAttribute mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceDerivedAttribute.
type DeviceDerivedAttribute struct {
	Name FullyQualifiedName `json:"name"`

	Expression string `json:"expression"`
}

const CELSelectorExpressionMaxCost = 1000000

const DeviceClaimDerivedAttributeCELMaxCost = 1000000

const CELSelectorExpressionMaxLength = 10 * 1024

// DeviceConstraint mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceConstraint.
type DeviceConstraint struct {
	Requests []string `json:"requests,omitempty"`

	MatchAttribute *FullyQualifiedName `json:"matchAttribute,omitempty"`

	DistinctAttribute *FullyQualifiedName `json:"distinctAttribute,omitempty"`
}

// DeviceClaimConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClaimConfiguration.
type DeviceClaimConfiguration struct {
	Requests []string `json:"requests,omitempty"`

	DeviceConfiguration `json:""`
}

// DeviceConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceConfiguration.
type DeviceConfiguration struct {
	Opaque *OpaqueDeviceConfiguration `json:"opaque,omitempty"`
}

// OpaqueDeviceConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.OpaqueDeviceConfiguration.
type OpaqueDeviceConfiguration struct {
	Driver string `json:"driver"`

	Parameters runtime.RawExtension `json:"parameters"`
}

const OpaqueParametersMaxLength = 10 * 1024

// DeviceToleration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceToleration.
type DeviceToleration struct {
	Key string `json:"key,omitempty"`

	Operator DeviceTolerationOperator `json:"operator,omitempty"`

	Value string `json:"value,omitempty"`

	Effect DeviceTaintEffect `json:"effect,omitempty"`

	TolerationSeconds *int64 `json:"tolerationSeconds,omitempty"`
}

// DeviceTolerationOperator mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceTolerationOperator.
type DeviceTolerationOperator string

const (
	DeviceTolerationOpExists DeviceTolerationOperator = "Exists"
	DeviceTolerationOpEqual  DeviceTolerationOperator = "Equal"
)

// ResourceClaimStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimStatus.
type ResourceClaimStatus struct {
	Allocation *AllocationResult `json:"allocation,omitempty"`

	ReservedFor []ResourceClaimConsumerReference `json:"reservedFor,omitempty" patchStrategy:"merge" patchMergeKey:"uid"`

	Devices []AllocatedDeviceStatus `json:"devices,omitempty"`
}

const ResourceClaimReservedForMaxSize = 256

// ResourceClaimConsumerReference mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimConsumerReference.
type ResourceClaimConsumerReference struct {
	APIGroup string     `json:"apiGroup,omitempty"`
	Resource string     `json:"resource"`
	Name     string     `json:"name"`
	UID      metav1.UID `json:"uid"`
}

// AllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.AllocationResult.
type AllocationResult struct {
	Devices DeviceAllocationResult `json:"devices,omitempty"`

	NodeSelector *core.NodeSelector `json:"nodeSelector,omitempty"`

	AllocationTimestamp *metav1.Time `json:"allocationTimestamp,omitempty"`
}

// DeviceAllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceAllocationResult.
type DeviceAllocationResult struct {
	Results []DeviceRequestAllocationResult `json:"results,omitempty"`

	Config []DeviceAllocationConfiguration `json:"config,omitempty"`
}

const AllocationResultsMaxSize = 32

// DeviceRequestAllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceRequestAllocationResult.
type DeviceRequestAllocationResult struct {
	Request string `json:"request"`

	Driver string `json:"driver"`

	Pool string `json:"pool"`

	Device string `json:"device"`

	AdminAccess *bool `json:"adminAccess,omitempty"`

	Tolerations []DeviceToleration `json:"tolerations,omitempty"`

	BindingConditions []string `json:"bindingConditions,omitempty"`

	BindingFailureConditions []string `json:"bindingFailureConditions,omitempty"`

	ShareID *metav1.UID `json:"shareID,omitempty"`

	ConsumedCapacity map[QualifiedName]apiresource.Quantity `json:"consumedCapacity,omitempty"`

	SkipNodeOperations []SkipNodeOperation `json:"skipNodeOperations,omitempty"`
}

// DeviceAllocationConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceAllocationConfiguration.
type DeviceAllocationConfiguration struct {
	Source AllocationConfigSource `json:"source"`

	Requests []string `json:"requests,omitempty"`

	DeviceConfiguration `json:""`
}

// AllocationConfigSource mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.AllocationConfigSource.
type AllocationConfigSource string

const (
	AllocationConfigSourceClass AllocationConfigSource = "FromClass"
	AllocationConfigSourceClaim AllocationConfigSource = "FromClaim"
)

// ResourceClaimList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []ResourceClaim `json:"items"`
}

// DeviceClass mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceClass struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec DeviceClassSpec `json:"spec"`
}

// DeviceClassSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClassSpec.
type DeviceClassSpec struct {
	Selectors []DeviceSelector `json:"selectors,omitempty"`

	Config []DeviceClassConfiguration `json:"config,omitempty"`

	ExtendedResourceName *string `json:"extendedResourceName,omitempty"`
}

// DeviceClassConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClassConfiguration.
type DeviceClassConfiguration struct {
	DeviceConfiguration `json:""`
}

// DeviceClassList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.DeviceClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceClassList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []DeviceClass `json:"items"`
}

// ResourceClaimTemplate mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimTemplate.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimTemplate struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ResourceClaimTemplateSpec `json:"spec"`
}

// ResourceClaimTemplateSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimTemplateSpec.
type ResourceClaimTemplateSpec struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ResourceClaimSpec `json:"spec"`
}

// ResourceClaimTemplateList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.ResourceClaimTemplateList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimTemplateList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []ResourceClaimTemplate `json:"items"`
}

const (
	AllocatedDeviceStatusMaxConditions        int = 8
	AllocatedDeviceStatusDataMaxLength        int = 10 * 1024
	NetworkDeviceDataMaxIPs                   int = 16
	NetworkDeviceDataInterfaceNameMaxLength   int = 256
	NetworkDeviceDataHardwareAddressMaxLength int = 128
)

// AllocatedDeviceStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.AllocatedDeviceStatus.
type AllocatedDeviceStatus struct {
	Driver string `json:"driver"`

	Pool string `json:"pool"`

	Device string `json:"device"`

	ShareID *string `json:"shareID,omitempty"`

	Conditions []metav1.Condition `json:"conditions"`

	Data *runtime.RawExtension `json:"data,omitempty"`

	NetworkData *NetworkDeviceData `json:"networkData,omitempty"`
}

// NetworkDeviceData mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource.NetworkDeviceData.
type NetworkDeviceData struct {
	InterfaceName string `json:"interfaceName,omitempty"`

	IPs []string `json:"ips,omitempty"`

	HardwareAddress string `json:"hardwareAddress,omitempty"`
}

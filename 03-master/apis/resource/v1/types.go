package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
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
// Upstream: k8s.io/api/resource/v1.ResourceSlice.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceSlice struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec ResourceSliceSpec `json:"spec" protobuf:"bytes,2,name=spec"`
}

const (
	ResourceSliceSelectorNodeName = "spec.nodeName"
	ResourceSliceSelectorDriver   = "spec.driver"
	ResourceSliceSelectorPoolName = "spec.pool.name"
)

// ResourceSliceSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceSliceSpec.
type ResourceSliceSpec struct {
	Driver string `json:"driver" protobuf:"bytes,1,name=driver"`

	Pool ResourcePool `json:"pool" protobuf:"bytes,2,name=pool"`

	NodeName *string `json:"nodeName,omitempty" protobuf:"bytes,3,opt,name=nodeName"`

	NodeSelector *corev1.NodeSelector `json:"nodeSelector,omitempty" protobuf:"bytes,4,opt,name=nodeSelector"`

	AllNodes *bool `json:"allNodes,omitempty" protobuf:"bytes,5,opt,name=allNodes"`

	// +listType=atomic
	Devices []Device `json:"devices,omitempty" protobuf:"bytes,6,name=devices"`

	PerDeviceNodeSelection *bool `json:"perDeviceNodeSelection,omitempty" protobuf:"bytes,7,name=perDeviceNodeSelection"`

	// +listType=atomic
	SharedCounters []CounterSet `json:"sharedCounters,omitempty" protobuf:"bytes,8,name=sharedCounters"`

	PartitionTypeAttribute *FullyQualifiedName `json:"partitionTypeAttribute,omitempty" protobuf:"bytes,9,opt,name=partitionTypeAttribute"`

	// +listType=set
	SkipNodeOperations []SkipNodeOperation `json:"skipNodeOperations,omitempty" protobuf:"bytes,10,rep,name=skipNodeOperations,casttype=SkipNodeOperation"`
}

// SkipNodeOperation mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.SkipNodeOperation.
type SkipNodeOperation string

const (
	SkipNodeOperationNodePrepareResources SkipNodeOperation = "NodePrepareResources"

	SkipNodeOperationNodeUnprepareResources SkipNodeOperation = "NodeUnprepareResources"

	SkipNodeOperationAll SkipNodeOperation = "*"
)

// CounterSet mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.CounterSet.
type CounterSet struct {
	Name string `json:"name" protobuf:"bytes,1,name=name"`

	Counters map[string]Counter `json:"counters,omitempty" protobuf:"bytes,2,name=counters"`
}

const DriverNameMaxLength = 63

// ResourcePool mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourcePool.
type ResourcePool struct {
	Name string `json:"name" protobuf:"bytes,1,name=name"`

	Generation int64 `json:"generation" protobuf:"bytes,2,name=generation"`

	ResourceSliceCount int64 `json:"resourceSliceCount" protobuf:"bytes,3,name=resourceSliceCount"`
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
// Upstream: k8s.io/api/resource/v1.Device.
type Device struct {
	Name string `json:"name" protobuf:"bytes,1,name=name"`

	Attributes map[QualifiedName]DeviceAttribute `json:"attributes,omitempty" protobuf:"bytes,2,rep,name=attributes"`

	Capacity map[QualifiedName]DeviceCapacity `json:"capacity,omitempty" protobuf:"bytes,3,rep,name=capacity"`

	// +listType=atomic
	ConsumesCounters []DeviceCounterConsumption `json:"consumesCounters,omitempty" protobuf:"bytes,4,rep,name=consumesCounters"`

	NodeName *string `json:"nodeName,omitempty" protobuf:"bytes,5,opt,name=nodeName"`

	NodeSelector *corev1.NodeSelector `json:"nodeSelector,omitempty" protobuf:"bytes,6,opt,name=nodeSelector"`

	AllNodes *bool `json:"allNodes,omitempty" protobuf:"bytes,7,opt,name=allNodes"`

	// +listType=atomic
	Taints []DeviceTaint `json:"taints,omitempty" protobuf:"bytes,8,rep,name=taints"`

	BindsToNode *bool `json:"bindsToNode,omitempty" protobuf:"varint,9,opt,name=bindsToNode"`

	// +listType=atomic
	BindingConditions []string `json:"bindingConditions,omitempty" protobuf:"bytes,10,rep,name=bindingConditions"`

	// +listType=atomic
	BindingFailureConditions []string `json:"bindingFailureConditions,omitempty" protobuf:"bytes,11,rep,name=bindingFailureConditions"`

	AllowMultipleAllocations *bool `json:"allowMultipleAllocations,omitempty" protobuf:"bytes,12,opt,name=allowMultipleAllocations"`

	NodeAllocatableResources map[corev1.ResourceName]NodeAllocatableResource `json:"nodeAllocatableResources,omitempty" protobuf:"bytes,14,opt,name=nodeAllocatableResources"`
}

// NodeAllocatableResource mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.NodeAllocatableResource.
type NodeAllocatableResource struct {
	Mapping *NodeAllocatableMapping `json:"mapping,omitempty" protobuf:"bytes,3,opt,name=mapping"`

	Overhead *NodeAllocatableOverhead `json:"overhead,omitempty" protobuf:"bytes,4,opt,name=overhead"`
}

// NodeAllocatableMapping mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.NodeAllocatableMapping.
type NodeAllocatableMapping struct {
	CapacityKey *QualifiedName `json:"capacityKey,omitempty" protobuf:"bytes,1,opt,name=capacityKey"`

	CapacityMultiplier *resource.Quantity `json:"capacityMultiplier,omitempty" protobuf:"bytes,2,opt,name=capacityMultiplier"`

	DeviceMultiplier *resource.Quantity `json:"deviceMultiplier,omitempty" protobuf:"bytes,3,opt,name=deviceMultiplier"`
}

// NodeAllocatableOverhead mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.NodeAllocatableOverhead.
type NodeAllocatableOverhead struct {
	PerPod *resource.Quantity `json:"perPod,omitempty" protobuf:"bytes,1,opt,name=perPod"`

	PerContainer *resource.Quantity `json:"perContainer,omitempty" protobuf:"bytes,2,opt,name=perContainer"`
}

// DeviceCounterConsumption mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceCounterConsumption.
type DeviceCounterConsumption struct {
	CounterSet string `json:"counterSet" protobuf:"bytes,1,opt,name=counterSet"`

	Counters map[string]Counter `json:"counters,omitempty" protobuf:"bytes,2,opt,name=counters"`

	// +listType=atomic
	CompatibilityGroups []string `json:"compatibilityGroups,omitempty" protobuf:"bytes,3,rep,name=compatibilityGroups"`
}

// DeviceCapacity mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceCapacity.
type DeviceCapacity struct {
	Value resource.Quantity `json:"value" protobuf:"bytes,1,rep,name=value"`

	RequestPolicy *CapacityRequestPolicy `json:"requestPolicy,omitempty" protobuf:"bytes,2,opt,name=requestPolicy"`
}

// Counter mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.Counter.
type Counter struct {
	Value resource.Quantity `json:"value" protobuf:"bytes,1,rep,name=value"`
}

// CapacityRequestPolicy mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.CapacityRequestPolicy.
type CapacityRequestPolicy struct {
	Default *resource.Quantity `json:"default" protobuf:"bytes,1,opt,name=default"`

	// +listType=atomic
	ValidValues []resource.Quantity `json:"validValues,omitempty" protobuf:"bytes,3,opt,name=validValues"`

	ValidRange *CapacityRequestPolicyRange `json:"validRange,omitempty" protobuf:"bytes,4,opt,name=validRange"`
}

// CapacityRequestPolicyRange mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.CapacityRequestPolicyRange.
type CapacityRequestPolicyRange struct {
	Min *resource.Quantity `json:"min,omitempty" protobuf:"bytes,1,opt,name=min"`

	Max *resource.Quantity `json:"max,omitempty" protobuf:"bytes,2,opt,name=max"`

	Step *resource.Quantity `json:"step,omitempty" protobuf:"bytes,3,opt,name=step"`
}

const ResourceSliceMaxAttributesAndCapacitiesPerDevice = 32

const ResourceSliceMaxAttributeValuesPerDevice = 48

// QualifiedName mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.QualifiedName.
type QualifiedName string

// FullyQualifiedName mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.FullyQualifiedName.
type FullyQualifiedName string

const DeviceMaxDomainLength = 63

const DeviceMaxIDLength = 32

// DeviceAttribute mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceAttribute.
type DeviceAttribute struct {
	IntValue *int64 `json:"int,omitempty" protobuf:"varint,2,opt,name=int"`

	BoolValue *bool `json:"bool,omitempty" protobuf:"varint,3,opt,name=bool"`

	StringValue *string `json:"string,omitempty" protobuf:"bytes,4,opt,name=string"`

	VersionValue *string `json:"version,omitempty" protobuf:"bytes,5,opt,name=version"`

	// +listType=atomic
	IntValues []int64 `json:"ints,omitempty" protobuf:"varint,6,opt,name=ints"`

	// +listType=atomic
	BoolValues []bool `json:"bools,omitempty" protobuf:"varint,7,opt,name=bools"`

	// +listType=atomic
	StringValues []string `json:"strings,omitempty" protobuf:"bytes,8,opt,name=strings"`

	// +listType=atomic
	VersionValues []string `json:"versions,omitempty" protobuf:"bytes,9,opt,name=versions"`
}

const DeviceAttributeMaxValueLength = 64

const DeviceTaintsMaxLength = 16

// DeviceTaint mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaint.
type DeviceTaint struct {
	Key string `json:"key" protobuf:"bytes,1,name=key"`

	Value string `json:"value,omitempty" protobuf:"bytes,2,opt,name=value"`

	Effect DeviceTaintEffect `json:"effect" protobuf:"bytes,3,name=effect,casttype=DeviceTaintEffect"`

	TimeAdded *metav1.Time `json:"timeAdded,omitempty" protobuf:"bytes,4,opt,name=timeAdded"`
}

// DeviceTaintEffect mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintEffect.
type DeviceTaintEffect string

const (
	DeviceTaintEffectNone DeviceTaintEffect = "None"

	DeviceTaintEffectNoSchedule DeviceTaintEffect = "NoSchedule"

	DeviceTaintEffectNoExecute DeviceTaintEffect = "NoExecute"
)

// DeviceTaintRule mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintRule.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceTaintRule struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec DeviceTaintRuleSpec `json:"spec" protobuf:"bytes,2,name=spec"`

	Status DeviceTaintRuleStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// DeviceTaintRuleSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintRuleSpec.
type DeviceTaintRuleSpec struct {
	DeviceSelector *DeviceTaintSelector `json:"deviceSelector,omitempty" protobuf:"bytes,1,opt,name=deviceSelector"`

	Taint DeviceTaint `json:"taint,omitempty" protobuf:"bytes,2,rep,name=taint"`
}

// DeviceTaintSelector mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintSelector.
type DeviceTaintSelector struct {
	Driver *string `json:"driver,omitempty" protobuf:"bytes,2,opt,name=driver"`

	Pool *string `json:"pool,omitempty" protobuf:"bytes,3,opt,name=pool"`

	Device *string `json:"device,omitempty" protobuf:"bytes,4,opt,name=device"`
}

// DeviceTaintRuleStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintRuleStatus.
type DeviceTaintRuleStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

const DeviceTaintRuleStatusMaxConditions = 8

const DeviceTaintConditionEvictionInProgress = "EvictionInProgress"

// DeviceTaintRuleList mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTaintRuleList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceTaintRuleList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []DeviceTaintRule `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ResourceSliceList mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceSliceList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceSliceList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []ResourceSlice `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ResourceClaim mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaim.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaim struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec ResourceClaimSpec `json:"spec" protobuf:"bytes,2,name=spec"`

	Status ResourceClaimStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ResourceClaimSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimSpec.
type ResourceClaimSpec struct {
	Devices DeviceClaim `json:"devices" protobuf:"bytes,1,name=devices"`
}

// DeviceClaim mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClaim.
type DeviceClaim struct {
	// +listType=atomic
	Requests []DeviceRequest `json:"requests" protobuf:"bytes,1,name=requests"`

	// +listType=atomic
	Constraints []DeviceConstraint `json:"constraints,omitempty" protobuf:"bytes,2,opt,name=constraints"`

	// +listType=atomic
	Config []DeviceClaimConfiguration `json:"config,omitempty" protobuf:"bytes,3,opt,name=config"`
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
// Upstream: k8s.io/api/resource/v1.DeviceRequest.
type DeviceRequest struct {
	Name string `json:"name" protobuf:"bytes,1,name=name"`

	Exactly *ExactDeviceRequest `json:"exactly,omitempty" protobuf:"bytes,2,name=exactly"`

	// +listType=atomic
	FirstAvailable []DeviceSubRequest `json:"firstAvailable,omitempty" protobuf:"bytes,3,name=firstAvailable"`
}

// ExactDeviceRequest mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ExactDeviceRequest.
type ExactDeviceRequest struct {
	DeviceClassName string `json:"deviceClassName" protobuf:"bytes,1,name=deviceClassName"`

	// +listType=atomic
	Selectors []DeviceSelector `json:"selectors,omitempty" protobuf:"bytes,2,name=selectors"`

	AllocationMode DeviceAllocationMode `json:"allocationMode,omitempty" protobuf:"bytes,3,opt,name=allocationMode"`

	Count int64 `json:"count,omitempty" protobuf:"bytes,4,opt,name=count"`

	AdminAccess *bool `json:"adminAccess,omitempty" protobuf:"bytes,5,opt,name=adminAccess"`

	// +listType=atomic
	Tolerations []DeviceToleration `json:"tolerations,omitempty" protobuf:"bytes,6,opt,name=tolerations"`

	Capacity *CapacityRequirements `json:"capacity,omitempty" protobuf:"bytes,7,opt,name=capacity"`

	// +listType=atomic
	DerivedAttributes []DeviceDerivedAttribute `json:"derivedAttributes,omitempty" protobuf:"bytes,8,rep,name=derivedAttributes"`
}

// DeviceSubRequest mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceSubRequest.
type DeviceSubRequest struct {
	Name string `json:"name" protobuf:"bytes,1,name=name"`

	DeviceClassName string `json:"deviceClassName" protobuf:"bytes,2,name=deviceClassName"`

	// +listType=atomic
	Selectors []DeviceSelector `json:"selectors,omitempty" protobuf:"bytes,3,name=selectors"`

	AllocationMode DeviceAllocationMode `json:"allocationMode,omitempty" protobuf:"bytes,4,opt,name=allocationMode"`

	Count int64 `json:"count,omitempty" protobuf:"bytes,5,opt,name=count"`

	// +listType=atomic
	Tolerations []DeviceToleration `json:"tolerations,omitempty" protobuf:"bytes,6,opt,name=tolerations"`

	Capacity *CapacityRequirements `json:"capacity,omitempty" protobuf:"bytes,7,opt,name=capacity"`

	// +listType=atomic
	DerivedAttributes []DeviceDerivedAttribute `json:"derivedAttributes,omitempty" protobuf:"bytes,8,rep,name=derivedAttributes"`
}

// CapacityRequirements mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.CapacityRequirements.
type CapacityRequirements struct {
	Requests map[QualifiedName]resource.Quantity `json:"requests,omitempty" protobuf:"bytes,1,rep,name=requests,castkey=QualifiedName"`
}

const (
	DeviceSelectorsMaxSize             = 32
	FirstAvailableDeviceRequestMaxSize = 8
	DeviceTolerationsMaxLength         = 16
	DeviceDerivedAttributesMaxSize     = 32
)

// DeviceAllocationMode mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceAllocationMode.
type DeviceAllocationMode string

const (
	DeviceAllocationModeExactCount = DeviceAllocationMode("ExactCount")
	DeviceAllocationModeAll        = DeviceAllocationMode("All")
)

// DeviceSelector mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceSelector.
type DeviceSelector struct {
	CEL *CELDeviceSelector `json:"cel,omitempty" protobuf:"bytes,1,opt,name=cel"`
}

// CELDeviceSelector mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.CELDeviceSelector.
type CELDeviceSelector struct {
	Expression string `json:"expression" protobuf:"bytes,1,name=expression"`
}

// DeviceDerivedAttribute mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceDerivedAttribute.
type DeviceDerivedAttribute struct {
	Name FullyQualifiedName `json:"name" protobuf:"bytes,1,name=name"`

	Expression string `json:"expression" protobuf:"bytes,2,name=expression"`
}

const CELSelectorExpressionMaxCost = 1000000

const DeviceClaimDerivedAttributeCELMaxCost = 1000000

const CELSelectorExpressionMaxLength = 10 * 1024

// DeviceConstraint mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceConstraint.
type DeviceConstraint struct {
	// +listType=atomic
	Requests []string `json:"requests,omitempty" protobuf:"bytes,1,opt,name=requests"`

	MatchAttribute *FullyQualifiedName `json:"matchAttribute,omitempty" protobuf:"bytes,2,opt,name=matchAttribute"`

	DistinctAttribute *FullyQualifiedName `json:"distinctAttribute,omitempty" protobuf:"bytes,3,opt,name=distinctAttribute"`
}

// DeviceClaimConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClaimConfiguration.
type DeviceClaimConfiguration struct {
	// +listType=atomic
	Requests []string `json:"requests,omitempty" protobuf:"bytes,1,opt,name=requests"`

	DeviceConfiguration `json:"" protobuf:"bytes,2,name=deviceConfiguration"`
}

// DeviceConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceConfiguration.
type DeviceConfiguration struct {
	Opaque *OpaqueDeviceConfiguration `json:"opaque,omitempty" protobuf:"bytes,1,opt,name=opaque"`
}

// OpaqueDeviceConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.OpaqueDeviceConfiguration.
type OpaqueDeviceConfiguration struct {
	Driver string `json:"driver" protobuf:"bytes,1,name=driver"`

	Parameters runtime.RawExtension `json:"parameters" protobuf:"bytes,2,name=parameters"`
}

const OpaqueParametersMaxLength = 10 * 1024

// DeviceToleration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceToleration.
type DeviceToleration struct {
	Key string `json:"key,omitempty" protobuf:"bytes,1,opt,name=key"`

	// +default="Equal"
	Operator DeviceTolerationOperator `json:"operator,omitempty" protobuf:"bytes,2,opt,name=operator,casttype=DeviceTolerationOperator"`

	Value string `json:"value,omitempty" protobuf:"bytes,3,opt,name=value"`

	Effect DeviceTaintEffect `json:"effect,omitempty" protobuf:"bytes,4,opt,name=effect,casttype=DeviceTaintEffect"`

	TolerationSeconds *int64 `json:"tolerationSeconds,omitempty" protobuf:"varint,5,opt,name=tolerationSeconds"`
}

// DeviceTolerationOperator mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceTolerationOperator.
type DeviceTolerationOperator string

const (
	DeviceTolerationOpExists DeviceTolerationOperator = "Exists"
	DeviceTolerationOpEqual  DeviceTolerationOperator = "Equal"
)

// ResourceClaimStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimStatus.
type ResourceClaimStatus struct {
	Allocation *AllocationResult `json:"allocation,omitempty" protobuf:"bytes,1,opt,name=allocation"`

	// +listType=map
	// +listMapKey=uid
	ReservedFor []ResourceClaimConsumerReference `json:"reservedFor,omitempty" protobuf:"bytes,2,opt,name=reservedFor" patchStrategy:"merge" patchMergeKey:"uid"`

	// +listType=map
	// +listMapKey=driver
	// +listMapKey=device
	// +listMapKey=pool
	// +listMapKey=shareID
	Devices []AllocatedDeviceStatus `json:"devices,omitempty" protobuf:"bytes,4,opt,name=devices"`
}

const ResourceClaimReservedForMaxSize = 256

// ResourceClaimConsumerReference mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimConsumerReference.
type ResourceClaimConsumerReference struct {
	APIGroup string     `json:"apiGroup,omitempty" protobuf:"bytes,1,opt,name=apiGroup"`
	Resource string     `json:"resource" protobuf:"bytes,3,name=resource"`
	Name     string     `json:"name" protobuf:"bytes,4,name=name"`
	UID      metav1.UID `json:"uid" protobuf:"bytes,5,name=uid"`
}

// AllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.AllocationResult.
type AllocationResult struct {
	Devices DeviceAllocationResult `json:"devices,omitempty" protobuf:"bytes,1,opt,name=devices"`

	NodeSelector *corev1.NodeSelector `json:"nodeSelector,omitempty" protobuf:"bytes,3,opt,name=nodeSelector"`

	AllocationTimestamp *metav1.Time `json:"allocationTimestamp,omitempty" protobuf:"bytes,5,opt,name=allocationTimestamp"`
}

// DeviceAllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceAllocationResult.
type DeviceAllocationResult struct {
	// +listType=atomic
	Results []DeviceRequestAllocationResult `json:"results,omitempty" protobuf:"bytes,1,opt,name=results"`

	// +listType=atomic
	Config []DeviceAllocationConfiguration `json:"config,omitempty" protobuf:"bytes,2,opt,name=config"`
}

const AllocationResultsMaxSize = 32

// DeviceRequestAllocationResult mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceRequestAllocationResult.
type DeviceRequestAllocationResult struct {
	Request string `json:"request" protobuf:"bytes,1,name=request"`

	Driver string `json:"driver" protobuf:"bytes,2,name=driver"`

	Pool string `json:"pool" protobuf:"bytes,3,name=pool"`

	Device string `json:"device" protobuf:"bytes,4,name=device"`

	AdminAccess *bool `json:"adminAccess,omitempty" protobuf:"bytes,5,opt,name=adminAccess"`

	// +listType=atomic
	Tolerations []DeviceToleration `json:"tolerations,omitempty" protobuf:"bytes,6,opt,name=tolerations"`

	// +listType=atomic
	BindingConditions []string `json:"bindingConditions,omitempty" protobuf:"bytes,7,rep,name=bindingConditions"`

	// +listType=atomic
	BindingFailureConditions []string `json:"bindingFailureConditions,omitempty" protobuf:"bytes,8,rep,name=bindingFailureConditions"`

	ShareID *metav1.UID `json:"shareID,omitempty" protobuf:"bytes,9,opt,name=shareID"`

	ConsumedCapacity map[QualifiedName]resource.Quantity `json:"consumedCapacity,omitempty" protobuf:"bytes,10,rep,name=consumedCapacity"`

	// +listType=set
	SkipNodeOperations []SkipNodeOperation `json:"skipNodeOperations,omitempty" protobuf:"bytes,11,rep,name=skipNodeOperations,casttype=SkipNodeOperation"`
}

// DeviceAllocationConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceAllocationConfiguration.
type DeviceAllocationConfiguration struct {
	Source AllocationConfigSource `json:"source" protobuf:"bytes,1,name=source"`

	// +listType=atomic
	Requests []string `json:"requests,omitempty" protobuf:"bytes,2,opt,name=requests"`

	DeviceConfiguration `json:"" protobuf:"bytes,3,name=deviceConfiguration"`
}

// AllocationConfigSource mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.AllocationConfigSource.
type AllocationConfigSource string

const (
	AllocationConfigSourceClass AllocationConfigSource = "FromClass"
	AllocationConfigSourceClaim AllocationConfigSource = "FromClaim"
)

// ResourceClaimList mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []ResourceClaim `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// DeviceClass mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClass.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceClass struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec DeviceClassSpec `json:"spec" protobuf:"bytes,2,name=spec"`
}

// DeviceClassSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClassSpec.
type DeviceClassSpec struct {
	// +listType=atomic
	Selectors []DeviceSelector `json:"selectors,omitempty" protobuf:"bytes,1,opt,name=selectors"`

	// +listType=atomic
	Config []DeviceClassConfiguration `json:"config,omitempty" protobuf:"bytes,2,opt,name=config"`

	ExtendedResourceName *string `json:"extendedResourceName,omitempty" protobuf:"bytes,4,opt,name=extendedResourceName"`
}

// DeviceClassConfiguration mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClassConfiguration.
type DeviceClassConfiguration struct {
	DeviceConfiguration `json:"" protobuf:"bytes,1,opt,name=deviceConfiguration"`
}

// DeviceClassList mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.DeviceClassList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeviceClassList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []DeviceClass `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ResourceClaimTemplate mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimTemplate.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimTemplate struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec ResourceClaimTemplateSpec `json:"spec" protobuf:"bytes,2,name=spec"`
}

// ResourceClaimTemplateSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimTemplateSpec.
type ResourceClaimTemplateSpec struct {
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec ResourceClaimSpec `json:"spec" protobuf:"bytes,2,name=spec"`
}

// ResourceClaimTemplateList mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.ResourceClaimTemplateList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceClaimTemplateList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []ResourceClaimTemplate `json:"items" protobuf:"bytes,2,rep,name=items"`
}

const (
	AllocatedDeviceStatusMaxConditions        int = 8
	AllocatedDeviceStatusDataMaxLength        int = 10 * 1024
	NetworkDeviceDataMaxIPs                   int = 16
	NetworkDeviceDataInterfaceNameMaxLength   int = 256
	NetworkDeviceDataHardwareAddressMaxLength int = 128
)

// AllocatedDeviceStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.AllocatedDeviceStatus.
type AllocatedDeviceStatus struct {
	Driver string `json:"driver" protobuf:"bytes,1,rep,name=driver"`

	Pool string `json:"pool" protobuf:"bytes,2,rep,name=pool"`

	Device string `json:"device" protobuf:"bytes,3,rep,name=device"`

	ShareID *string `json:"shareID,omitempty" protobuf:"bytes,7,opt,name=shareID"`

	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions" protobuf:"bytes,4,opt,name=conditions"`

	Data *runtime.RawExtension `json:"data,omitempty" protobuf:"bytes,5,opt,name=data"`

	NetworkData *NetworkDeviceData `json:"networkData,omitempty" protobuf:"bytes,6,opt,name=networkData"`
}

// NetworkDeviceData mirrors upstream's type of that name.
// Upstream: k8s.io/api/resource/v1.NetworkDeviceData.
type NetworkDeviceData struct {
	InterfaceName string `json:"interfaceName,omitempty" protobuf:"bytes,1,opt,name=interfaceName"`

	// +listType=atomic
	IPs []string `json:"ips,omitempty" protobuf:"bytes,2,opt,name=ips"`

	HardwareAddress string `json:"hardwareAddress,omitempty" protobuf:"bytes,3,opt,name=hardwareAddress"`
}

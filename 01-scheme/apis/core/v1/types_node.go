package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- Node ----

// Node is a machine pods run on: a kubelet registers it and keeps its
// status (conditions, capacity, addresses) current; the scheduler places
// pods on nodes that are Ready and fit. It is cluster-scoped.
// Upstream: k8s.io/api/core/v1.Node.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Node struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the node's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is how the node may be used: its pod CIDRs, taints, whether it is
	// cordoned.
	Spec NodeSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is what the kubelet reports, written through nodes/status.
	Status NodeStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// NodeSpec is how a node may be used; the package documentation lists the
// fields left out. Upstream: k8s.io/api/core/v1.NodeSpec.
type NodeSpec struct {
	// PodCIDR is the pod IP range assigned to the node.
	PodCIDR string `json:"podCIDR,omitempty" protobuf:"bytes,1,opt,name=podCIDR"`
	// PodCIDRs are the pod IP ranges assigned to the node, at most one per
	// IP family; the first must equal podCIDR.
	// +listType=set
	PodCIDRs []string `json:"podCIDRs,omitempty" protobuf:"bytes,7,opt,name=podCIDRs" patchStrategy:"merge"`
	// ProviderID is the cloud provider's ID of the node,
	// <ProviderName>://<ProviderSpecificNodeID>; once set it cannot change.
	ProviderID string `json:"providerID,omitempty" protobuf:"bytes,3,opt,name=providerID"`
	// Unschedulable, when true (kubectl cordon), keeps new pods off the node.
	Unschedulable bool `json:"unschedulable,omitempty" protobuf:"varint,4,opt,name=unschedulable"`
	// Taints repel the pods that do not tolerate them.
	// +listType=atomic
	Taints []Taint `json:"taints,omitempty" protobuf:"bytes,5,opt,name=taints"`
	// DoNotUseExternalID is the deprecated external ID; kept for old clients.
	DoNotUseExternalID string `json:"externalID,omitempty" protobuf:"bytes,2,opt,name=externalID"`
}

// Taint marks a node so that pods that do not tolerate it stay off (or
// are evicted, for NoExecute). Upstream: k8s.io/api/core/v1.Taint.
type Taint struct {
	// Key is the taint's key, a qualified name.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Value is the taint's value, a label value.
	Value string `json:"value,omitempty" protobuf:"bytes,2,opt,name=value"`
	// Effect is NoSchedule, PreferNoSchedule or NoExecute.
	Effect TaintEffect `json:"effect" protobuf:"bytes,3,opt,name=effect,casttype=TaintEffect"`
	// TimeAdded is when a NoExecute taint was added.
	TimeAdded *metav1.Time `json:"timeAdded,omitempty" protobuf:"bytes,4,opt,name=timeAdded"`
}

// NodeStatus is what the kubelet reports of a node; the package
// documentation lists the fields left out.
// Upstream: k8s.io/api/core/v1.NodeStatus.
type NodeStatus struct {
	// Capacity is the node's total resources.
	Capacity ResourceList `json:"capacity,omitempty" protobuf:"bytes,1,rep,name=capacity,casttype=ResourceList,castkey=ResourceName"`
	// Allocatable is what of Capacity pods may use; defaults to Capacity.
	Allocatable ResourceList `json:"allocatable,omitempty" protobuf:"bytes,2,rep,name=allocatable,casttype=ResourceList,castkey=ResourceName"`
	// Phase is the deprecated lifecycle phase; never set by kubelets.
	Phase NodePhase `json:"phase,omitempty" protobuf:"bytes,3,opt,name=phase,casttype=NodePhase"`
	// Conditions are the node's observed conditions: Ready, MemoryPressure,
	// DiskPressure, PIDPressure, NetworkUnavailable.
	// +listType=map
	// +listMapKey=type
	Conditions []NodeCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,4,rep,name=conditions"`
	// Addresses are the node's addresses: Hostname, InternalIP, ExternalIP ...
	// +listType=map
	// +listMapKey=type
	Addresses []NodeAddress `json:"addresses,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,5,rep,name=addresses"`
	// DaemonEndpoints are the ports of the daemons on the node (the kubelet).
	DaemonEndpoints NodeDaemonEndpoints `json:"daemonEndpoints,omitempty" protobuf:"bytes,6,opt,name=daemonEndpoints"`
	// NodeInfo identifies the machine and its software versions.
	NodeInfo NodeSystemInfo `json:"nodeInfo,omitempty" protobuf:"bytes,7,opt,name=nodeInfo"`
	// Images are the container images on the node.
	// +listType=atomic
	Images []ContainerImage `json:"images,omitempty" protobuf:"bytes,8,rep,name=images"`
	// VolumesInUse are the attachable volumes mounted on the node.
	// +listType=atomic
	VolumesInUse []UniqueVolumeName `json:"volumesInUse,omitempty" protobuf:"bytes,9,rep,name=volumesInUse"`
	// VolumesAttached are the volumes attached to the node.
	// +listType=atomic
	VolumesAttached []AttachedVolume `json:"volumesAttached,omitempty" protobuf:"bytes,10,rep,name=volumesAttached"`
}

// UniqueVolumeName names an attachable volume uniquely on a node.
// Upstream: k8s.io/api/core/v1.UniqueVolumeName.
type UniqueVolumeName string

// AttachedVolume is a volume attached to a node.
// Upstream: k8s.io/api/core/v1.AttachedVolume.
type AttachedVolume struct {
	// Name is the volume's unique name.
	Name UniqueVolumeName `json:"name" protobuf:"bytes,1,rep,name=name"`
	// DevicePath is where the volume's device appears on the node.
	DevicePath string `json:"devicePath" protobuf:"bytes,2,rep,name=devicePath"`
}

// NodePhase is a node's deprecated lifecycle phase.
// Upstream: k8s.io/api/core/v1.NodePhase.
type NodePhase string

// The node phases.
const (
	NodePending    NodePhase = "Pending"
	NodeRunning    NodePhase = "Running"
	NodeTerminated NodePhase = "Terminated"
)

// NodeConditionType names a node condition.
// Upstream: k8s.io/api/core/v1.NodeConditionType.
type NodeConditionType string

// The node conditions a kubelet reports.
const (
	NodeReady              NodeConditionType = "Ready"
	NodeMemoryPressure     NodeConditionType = "MemoryPressure"
	NodeDiskPressure       NodeConditionType = "DiskPressure"
	NodePIDPressure        NodeConditionType = "PIDPressure"
	NodeNetworkUnavailable NodeConditionType = "NetworkUnavailable"
)

// NodeCondition is one observed condition of a node.
// Upstream: k8s.io/api/core/v1.NodeCondition.
type NodeCondition struct {
	// Type names the condition.
	Type NodeConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=NodeConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastHeartbeatTime is when the kubelet last reported the condition.
	LastHeartbeatTime metav1.Time `json:"lastHeartbeatTime,omitempty" protobuf:"bytes,3,opt,name=lastHeartbeatTime"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	// Message explains the last transition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// NodeAddressType is the kind of a node address.
// Upstream: k8s.io/api/core/v1.NodeAddressType.
type NodeAddressType string

// The node address types.
const (
	NodeHostName    NodeAddressType = "Hostname"
	NodeInternalIP  NodeAddressType = "InternalIP"
	NodeExternalIP  NodeAddressType = "ExternalIP"
	NodeInternalDNS NodeAddressType = "InternalDNS"
	NodeExternalDNS NodeAddressType = "ExternalDNS"
)

// NodeAddress is one address of a node.
// Upstream: k8s.io/api/core/v1.NodeAddress.
type NodeAddress struct {
	// Type is Hostname, ExternalIP, InternalIP, ExternalDNS or InternalDNS.
	Type NodeAddressType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=NodeAddressType"`
	// Address is the address.
	Address string `json:"address" protobuf:"bytes,2,opt,name=address"`
}

// NodeDaemonEndpoints are the ports of the daemons on a node.
// Upstream: k8s.io/api/core/v1.NodeDaemonEndpoints.
type NodeDaemonEndpoints struct {
	// KubeletEndpoint is the port the kubelet listens on.
	KubeletEndpoint DaemonEndpoint `json:"kubeletEndpoint,omitempty" protobuf:"bytes,1,opt,name=kubeletEndpoint"`
}

// DaemonEndpoint is one daemon's port.
// Upstream: k8s.io/api/core/v1.DaemonEndpoint.
type DaemonEndpoint struct {
	// Port is the port number; its JSON name is capitalised, an accident of
	// early releases kept for compatibility.
	Port int32 `json:"Port" protobuf:"varint,1,opt,name=Port"`
}

// NodeSystemInfo identifies a node's machine and software.
// Upstream: k8s.io/api/core/v1.NodeSystemInfo.
type NodeSystemInfo struct {
	// MachineID is the machine-id of the node.
	MachineID string `json:"machineID" protobuf:"bytes,1,opt,name=machineID"`
	// SystemUUID is the node's system UUID.
	SystemUUID string `json:"systemUUID" protobuf:"bytes,2,opt,name=systemUUID"`
	// BootID is the node's boot ID.
	BootID string `json:"bootID" protobuf:"bytes,3,opt,name=bootID"`
	// KernelVersion is the node's `uname -r`.
	KernelVersion string `json:"kernelVersion" protobuf:"bytes,4,opt,name=kernelVersion"`
	// OSImage is the node's OS, from /etc/os-release.
	OSImage string `json:"osImage" protobuf:"bytes,5,opt,name=osImage"`
	// ContainerRuntimeVersion is the runtime and its version, such as
	// containerd://1.7.0.
	ContainerRuntimeVersion string `json:"containerRuntimeVersion" protobuf:"bytes,6,opt,name=containerRuntimeVersion"`
	// KubeletVersion is the kubelet's version.
	KubeletVersion string `json:"kubeletVersion" protobuf:"bytes,7,opt,name=kubeletVersion"`
	// KubeProxyVersion is deprecated: the kube-proxy's version.
	KubeProxyVersion string `json:"kubeProxyVersion" protobuf:"bytes,8,opt,name=kubeProxyVersion"`
	// OperatingSystem is the node's OS, such as linux.
	OperatingSystem string `json:"operatingSystem" protobuf:"bytes,9,opt,name=operatingSystem"`
	// Architecture is the node's CPU architecture, such as amd64.
	Architecture string `json:"architecture" protobuf:"bytes,10,opt,name=architecture"`
}

// ContainerImage is an image present on a node.
// Upstream: k8s.io/api/core/v1.ContainerImage.
type ContainerImage struct {
	// Names are the names the image is known by.
	// +listType=atomic
	Names []string `json:"names" protobuf:"bytes,1,rep,name=names"`
	// SizeBytes is the image's size.
	SizeBytes int64 `json:"sizeBytes,omitempty" protobuf:"varint,2,opt,name=sizeBytes"`
}

// NodeList is a list of nodes. Upstream: k8s.io/api/core/v1.NodeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NodeList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the nodes.
	Items []Node `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// NodeSelector is the OR of its terms: a node matches when one term does.
// Upstream: k8s.io/api/core/v1.NodeSelector.
//
// +structType=atomic
type NodeSelector struct {
	// NodeSelectorTerms are the terms; at least one is required.
	// +listType=atomic
	NodeSelectorTerms []NodeSelectorTerm `json:"nodeSelectorTerms" protobuf:"bytes,1,rep,name=nodeSelectorTerms"`
}

// NodeSelectorTerm is the AND of its requirements.
// Upstream: k8s.io/api/core/v1.NodeSelectorTerm.
//
// +structType=atomic
type NodeSelectorTerm struct {
	// MatchExpressions are requirements on the node's labels.
	// +listType=atomic
	MatchExpressions []NodeSelectorRequirement `json:"matchExpressions,omitempty" protobuf:"bytes,1,rep,name=matchExpressions"`
	// MatchFields are requirements on the node's fields (metadata.name).
	// +listType=atomic
	MatchFields []NodeSelectorRequirement `json:"matchFields,omitempty" protobuf:"bytes,2,rep,name=matchFields"`
}

// NodeSelectorRequirement relates a key to values.
// Upstream: k8s.io/api/core/v1.NodeSelectorRequirement.
type NodeSelectorRequirement struct {
	// Key is the label key (or field name) the requirement is about.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Operator is In, NotIn, Exists, DoesNotExist, Gt or Lt.
	Operator NodeSelectorOperator `json:"operator" protobuf:"bytes,2,opt,name=operator,casttype=NodeSelectorOperator"`
	// Values are the values: several for In and NotIn, none for Exists and
	// DoesNotExist, one integer for Gt and Lt.
	// +listType=atomic
	Values []string `json:"values,omitempty" protobuf:"bytes,3,rep,name=values"`
}

// NodeSelectorOperator relates a key to values.
// Upstream: k8s.io/api/core/v1.NodeSelectorOperator.
type NodeSelectorOperator string

// The node selector operators.
const (
	NodeSelectorOpIn           NodeSelectorOperator = "In"
	NodeSelectorOpNotIn        NodeSelectorOperator = "NotIn"
	NodeSelectorOpExists       NodeSelectorOperator = "Exists"
	NodeSelectorOpDoesNotExist NodeSelectorOperator = "DoesNotExist"
	NodeSelectorOpGt           NodeSelectorOperator = "Gt"
	NodeSelectorOpLt           NodeSelectorOperator = "Lt"
)

package core

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// ---- Node ----

// Node is a machine pods run on: a kubelet registers it and keeps its
// status (conditions, capacity, addresses) current; the scheduler places
// pods on nodes that are Ready and fit. It is cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Node.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Node struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   NodeSpec
	Status NodeStatus
}

// NodeSpec is how a node may be used; the package documentation lists the
// fields left out. Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSpec.
type NodeSpec struct {
	PodCIDR            string
	PodCIDRs           []string
	ProviderID         string
	Unschedulable      bool
	Taints             []Taint
	DoNotUseExternalID string
}

// Taint marks a node so that pods that do not tolerate it stay off (or
// are evicted, for NoExecute). Upstream: k8s.io/kubernetes/pkg/apis/core.Taint.
type Taint struct {
	Key       string
	Value     string
	Effect    TaintEffect
	TimeAdded *metav1.Time
}

// NodeStatus is what the kubelet reports of a node; the package
// documentation lists the fields left out.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeStatus.
type NodeStatus struct {
	Capacity        ResourceList
	Allocatable     ResourceList
	Phase           NodePhase
	Conditions      []NodeCondition
	Addresses       []NodeAddress
	DaemonEndpoints NodeDaemonEndpoints
	NodeInfo        NodeSystemInfo
	Images          []ContainerImage
	VolumesInUse    []UniqueVolumeName
	VolumesAttached []AttachedVolume
}

// UniqueVolumeName names an attachable volume uniquely on a node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.UniqueVolumeName.
type UniqueVolumeName string

// AttachedVolume is a volume attached to a node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.AttachedVolume.
type AttachedVolume struct {
	Name       UniqueVolumeName
	DevicePath string
}

// NodePhase is a node's deprecated lifecycle phase.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodePhase.
type NodePhase string

// The node phases.
const (
	NodePending    NodePhase = "Pending"
	NodeRunning    NodePhase = "Running"
	NodeTerminated NodePhase = "Terminated"
)

// NodeConditionType names a node condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeConditionType.
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
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeCondition.
type NodeCondition struct {
	Type               NodeConditionType
	Status             ConditionStatus
	LastHeartbeatTime  metav1.Time
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// NodeAddressType is the kind of a node address.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeAddressType.
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
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeAddress.
type NodeAddress struct {
	Type    NodeAddressType
	Address string
}

// NodeDaemonEndpoints are the ports of the daemons on a node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeDaemonEndpoints.
type NodeDaemonEndpoints struct {
	KubeletEndpoint DaemonEndpoint
}

// DaemonEndpoint is one daemon's port.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DaemonEndpoint.
type DaemonEndpoint struct {
	Port int32
}

// NodeSystemInfo identifies a node's machine and software.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSystemInfo.
type NodeSystemInfo struct {
	MachineID               string
	SystemUUID              string
	BootID                  string
	KernelVersion           string
	OSImage                 string
	ContainerRuntimeVersion string
	KubeletVersion          string
	KubeProxyVersion        string
	OperatingSystem         string
	Architecture            string
}

// ContainerImage is an image present on a node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerImage.
type ContainerImage struct {
	Names     []string
	SizeBytes int64
}

// NodeList is a list of nodes. Upstream: k8s.io/kubernetes/pkg/apis/core.NodeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NodeList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Node
}

// NodeSelector is the OR of its terms: a node matches when one term does.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSelector.
type NodeSelector struct {
	NodeSelectorTerms []NodeSelectorTerm
}

// NodeSelectorTerm is the AND of its requirements.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSelectorTerm.
type NodeSelectorTerm struct {
	MatchExpressions []NodeSelectorRequirement
	MatchFields      []NodeSelectorRequirement
}

// NodeSelectorRequirement relates a key to values.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSelectorRequirement.
type NodeSelectorRequirement struct {
	Key      string
	Operator NodeSelectorOperator
	Values   []string
}

// NodeSelectorOperator relates a key to values.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NodeSelectorOperator.
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

package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// PolicyType is a direction of traffic a NetworkPolicy governs.
// Upstream: k8s.io/api/networking/v1.PolicyType.
type PolicyType string

// The policy types.
// Upstream: k8s.io/api/networking/v1 (constants).
const (
	PolicyTypeIngress PolicyType = "Ingress"
	PolicyTypeEgress  PolicyType = "Egress"
)

// NetworkPolicy describes what network traffic is allowed for a set of Pods
// Upstream: k8s.io/api/networking/v1.NetworkPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NetworkPolicy struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// spec represents the specification of the desired behavior for this NetworkPolicy.
	Spec NetworkPolicySpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// NetworkPolicySpec provides the specification of a NetworkPolicy
// Upstream: k8s.io/api/networking/v1.NetworkPolicySpec.
type NetworkPolicySpec struct {
	// podSelector selects the pods to which this NetworkPolicy object applies.
	PodSelector metav1.LabelSelector `json:"podSelector" protobuf:"bytes,1,opt,name=podSelector"`
	// ingress is a list of ingress rules to be applied to the selected pods.
	// +listType=atomic
	Ingress []NetworkPolicyIngressRule `json:"ingress,omitempty" protobuf:"bytes,2,rep,name=ingress"`
	// egress is a list of egress rules to be applied to the selected pods.
	// +listType=atomic
	Egress []NetworkPolicyEgressRule `json:"egress,omitempty" protobuf:"bytes,3,rep,name=egress"`
	// policyTypes is a list of rule types that the NetworkPolicy relates to.
	// +listType=atomic
	PolicyTypes []PolicyType `json:"policyTypes,omitempty" protobuf:"bytes,4,rep,name=policyTypes,casttype=PolicyType"`
}

// NetworkPolicyIngressRule describes a particular set of traffic that is allowed to the pods matched by a NetworkPolicySpec's podSelector.
// Upstream: k8s.io/api/networking/v1.NetworkPolicyIngressRule.
type NetworkPolicyIngressRule struct {
	// ports is a list of ports which should be made accessible on the pods selected for this rule.
	// +listType=atomic
	Ports []NetworkPolicyPort `json:"ports,omitempty" protobuf:"bytes,1,rep,name=ports"`
	// from is a list of sources which should be able to access the pods selected for this rule.
	// +listType=atomic
	From []NetworkPolicyPeer `json:"from,omitempty" protobuf:"bytes,2,rep,name=from"`
}

// NetworkPolicyEgressRule describes a particular set of traffic that is allowed out of pods matched by a NetworkPolicySpec's podSelector.
// Upstream: k8s.io/api/networking/v1.NetworkPolicyEgressRule.
type NetworkPolicyEgressRule struct {
	// ports is a list of destination ports for outgoing traffic.
	// +listType=atomic
	Ports []NetworkPolicyPort `json:"ports,omitempty" protobuf:"bytes,1,rep,name=ports"`
	// to is a list of destinations for outgoing traffic of pods selected for this rule.
	// +listType=atomic
	To []NetworkPolicyPeer `json:"to,omitempty" protobuf:"bytes,2,rep,name=to"`
}

// NetworkPolicyPort describes a port to allow traffic on
// Upstream: k8s.io/api/networking/v1.NetworkPolicyPort.
type NetworkPolicyPort struct {
	// protocol represents the protocol (TCP, UDP, or SCTP) which traffic must match.
	Protocol *corev1.Protocol `json:"protocol,omitempty" protobuf:"bytes,1,opt,name=protocol,casttype=k8s.io/api/core/v1.Protocol"`
	// port represents the port on the given protocol.
	Port *intstr.IntOrString `json:"port,omitempty" protobuf:"bytes,2,opt,name=port"`
	// endPort indicates that the range of ports from port to endPort if set, inclusive, should be allowed by the policy.
	EndPort *int32 `json:"endPort,omitempty" protobuf:"bytes,3,opt,name=endPort"`
}

// IPBlock describes a particular CIDR (Ex.
// Upstream: k8s.io/api/networking/v1.IPBlock.
type IPBlock struct {
	// cidr is a string representing the IPBlock Valid examples are "192.168.1.0/24" or "2001:db8::/64"
	CIDR string `json:"cidr" protobuf:"bytes,1,name=cidr"`
	// except is a slice of CIDRs that should not be included within an IPBlock Valid examples are "192.168.1.0/24" or "2001:db8::/64" Except values will be rejected if they are outside the cidr range
	// +listType=atomic
	Except []string `json:"except,omitempty" protobuf:"bytes,2,rep,name=except"`
}

// NetworkPolicyPeer describes a peer to allow traffic to/from.
// Upstream: k8s.io/api/networking/v1.NetworkPolicyPeer.
type NetworkPolicyPeer struct {
	// podSelector is a label selector which selects pods.
	PodSelector *metav1.LabelSelector `json:"podSelector,omitempty" protobuf:"bytes,1,opt,name=podSelector"`
	// namespaceSelector selects namespaces using cluster-scoped labels.
	NamespaceSelector *metav1.LabelSelector `json:"namespaceSelector,omitempty" protobuf:"bytes,2,opt,name=namespaceSelector"`
	// ipBlock defines policy on a particular IPBlock.
	IPBlock *IPBlock `json:"ipBlock,omitempty" protobuf:"bytes,3,rep,name=ipBlock"`
}

// NetworkPolicyList is a list of NetworkPolicy objects.
// Upstream: k8s.io/api/networking/v1.NetworkPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NetworkPolicyList struct {
	metav1.TypeMeta `json:",inline"`
	// Standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// items is a list of schema objects.
	Items []NetworkPolicy `json:"items" protobuf:"bytes,2,rep,name=items"`
}

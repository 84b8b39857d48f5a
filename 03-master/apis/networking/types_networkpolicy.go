package networking

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// PolicyType is a direction of traffic a NetworkPolicy governs.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.PolicyType.
type PolicyType string

// The policy types.
// Upstream: k8s.io/kubernetes/pkg/apis/networking (constants).
const (
	PolicyTypeIngress PolicyType = "Ingress"
	PolicyTypeEgress  PolicyType = "Egress"
)

// NetworkPolicy describes what network traffic is allowed for a set of Pods
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NetworkPolicy struct {
	metav1.TypeMeta
	// metadata is the standard object metadata.
	metav1.ObjectMeta
	// spec represents the specification of the desired behavior for this NetworkPolicy.
	Spec NetworkPolicySpec
}

// NetworkPolicySpec provides the specification of a NetworkPolicy
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicySpec.
type NetworkPolicySpec struct {
	// podSelector selects the pods to which this NetworkPolicy object applies.
	PodSelector metav1.LabelSelector
	// ingress is a list of ingress rules to be applied to the selected pods.
	Ingress []NetworkPolicyIngressRule
	// egress is a list of egress rules to be applied to the selected pods.
	Egress []NetworkPolicyEgressRule
	// policyTypes is a list of rule types that the NetworkPolicy relates to.
	PolicyTypes []PolicyType
}

// NetworkPolicyIngressRule describes a particular set of traffic that is allowed to the pods matched by a NetworkPolicySpec's podSelector.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicyIngressRule.
type NetworkPolicyIngressRule struct {
	// ports is a list of ports which should be made accessible on the pods selected for this rule.
	Ports []NetworkPolicyPort
	// from is a list of sources which should be able to access the pods selected for this rule.
	From []NetworkPolicyPeer
}

// NetworkPolicyEgressRule describes a particular set of traffic that is allowed out of pods matched by a NetworkPolicySpec's podSelector.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicyEgressRule.
type NetworkPolicyEgressRule struct {
	// ports is a list of destination ports for outgoing traffic.
	Ports []NetworkPolicyPort
	// to is a list of destinations for outgoing traffic of pods selected for this rule.
	To []NetworkPolicyPeer
}

// NetworkPolicyPort describes a port to allow traffic on
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicyPort.
type NetworkPolicyPort struct {
	// protocol represents the protocol (TCP, UDP, or SCTP) which traffic must match.
	Protocol *core.Protocol
	// port represents the port on the given protocol.
	Port *intstr.IntOrString
	// endPort indicates that the range of ports from port to endPort if set, inclusive, should be allowed by the policy.
	EndPort *int32
}

// IPBlock describes a particular CIDR (Ex.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.IPBlock.
type IPBlock struct {
	// cidr is a string representing the IPBlock Valid examples are "192.168.1.0/24" or "2001:db8::/64"
	CIDR string
	// except is a slice of CIDRs that should not be included within an IPBlock Valid examples are "192.168.1.0/24" or "2001:db8::/64" Except values will be rejected if they are outside the cidr range
	Except []string
}

// NetworkPolicyPeer describes a peer to allow traffic to/from.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicyPeer.
type NetworkPolicyPeer struct {
	// podSelector is a label selector which selects pods.
	PodSelector *metav1.LabelSelector
	// namespaceSelector selects namespaces using cluster-scoped labels.
	NamespaceSelector *metav1.LabelSelector
	// ipBlock defines policy on a particular IPBlock.
	IPBlock *IPBlock
}

// NetworkPolicyList is a list of NetworkPolicy objects.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.NetworkPolicyList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NetworkPolicyList struct {
	metav1.TypeMeta
	// Standard list metadata.
	metav1.ListMeta
	// items is a list of schema objects.
	Items []NetworkPolicy
}

package v1

import corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"

// SetDefaults_NetworkPolicyPort defaults a port's protocol to TCP.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/v1.SetDefaults_NetworkPolicyPort.
func SetDefaults_NetworkPolicyPort(obj *NetworkPolicyPort) {
	if obj.Protocol == nil {
		proto := corev1.ProtocolTCP
		obj.Protocol = &proto
	}
}

// SetDefaults_NetworkPolicy defaults policyTypes: Ingress always, and
// Egress when the policy has egress rules.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/v1.SetDefaults_NetworkPolicy.
func SetDefaults_NetworkPolicy(obj *NetworkPolicy) {
	if len(obj.Spec.PolicyTypes) == 0 {
		obj.Spec.PolicyTypes = []PolicyType{PolicyTypeIngress}
		if len(obj.Spec.Egress) != 0 {
			obj.Spec.PolicyTypes = append(obj.Spec.PolicyTypes, PolicyTypeEgress)
		}
	}
}

// SetDefaults_IngressClass defaults the scope of the parameters to Cluster.
// Upstream: k8s.io/kubernetes/pkg/apis/networking/v1.SetDefaults_IngressClass.
func SetDefaults_IngressClass(obj *IngressClass) {
	if obj.Spec.Parameters != nil && obj.Spec.Parameters.Scope == nil {
		scope := IngressClassParametersReferenceScopeCluster
		obj.Spec.Parameters.Scope = &scope
	}
}

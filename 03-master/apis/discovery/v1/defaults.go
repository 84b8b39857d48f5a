package v1

import corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"

// SetDefaults_EndpointPort defaults a port's name to "" and its protocol
// to TCP.
// Upstream: k8s.io/kubernetes/pkg/apis/discovery/v1.SetDefaults_EndpointPort.
func SetDefaults_EndpointPort(obj *EndpointPort) {
	if obj.Name == nil {
		name := ""
		obj.Name = &name
	}
	if obj.Protocol == nil {
		protocol := corev1.ProtocolTCP
		obj.Protocol = &protocol
	}
}

package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ServiceReference defaults the port to 443.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.SetDefaults_ServiceReference.
func SetDefaults_ServiceReference(obj *ServiceReference) {
	if obj.Port == nil {
		port := int32(443)
		obj.Port = &port
	}
}

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

// RegisterDefaults registers the defaulters of the v1 kinds, as
// defaulter-gen would (zz_generated.defaults.go upstream).
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.RegisterDefaults.
func RegisterDefaults(scheme *runtime.Scheme) error {
	scheme.AddTypeDefaultingFunc(&APIService{}, func(obj interface{}) {
		SetObjectDefaults_APIService(obj.(*APIService))
	})
	scheme.AddTypeDefaultingFunc(&APIServiceList{}, func(obj interface{}) {
		SetObjectDefaults_APIServiceList(obj.(*APIServiceList))
	})
	return nil
}

// SetObjectDefaults_APIService defaults the service reference, if any.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.SetObjectDefaults_APIService (generated).
func SetObjectDefaults_APIService(in *APIService) {
	if in.Spec.Service != nil {
		SetDefaults_ServiceReference(in.Spec.Service)
	}
}

// SetObjectDefaults_APIServiceList defaults every item.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration/v1.SetObjectDefaults_APIServiceList (generated).
func SetObjectDefaults_APIServiceList(in *APIServiceList) {
	for i := range in.Items {
		SetObjectDefaults_APIService(&in.Items[i])
	}
}

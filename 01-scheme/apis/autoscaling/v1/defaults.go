package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_HorizontalPodAutoscaler defaults minReplicas to 1. The CPU
// target's default (80%) is applied in conversion, where the other
// metrics would be known.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/v1.SetDefaults_HorizontalPodAutoscaler.
func SetDefaults_HorizontalPodAutoscaler(obj *HorizontalPodAutoscaler) {
	if obj.Spec.MinReplicas == nil {
		one := int32(1)
		obj.Spec.MinReplicas = &one
	}
}

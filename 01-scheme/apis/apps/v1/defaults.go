package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_Deployment defaults replicas to 1, the strategy to a rolling
// update with 25% unavailable and 25% surge, the revision history to 10
// and the progress deadline to 600s. Unlike apps/v1beta1 it leaves the
// selector and labels alone: apps/v1 requires a selector.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.SetDefaults_Deployment.
func SetDefaults_Deployment(obj *Deployment) {
	if obj.Spec.Replicas == nil {
		obj.Spec.Replicas = ptrTo[int32](1)
	}
	strategy := &obj.Spec.Strategy
	if strategy.Type == "" {
		strategy.Type = RollingUpdateDeploymentStrategyType
	}
	if strategy.Type == RollingUpdateDeploymentStrategyType {
		if strategy.RollingUpdate == nil {
			strategy.RollingUpdate = &RollingUpdateDeployment{}
		}
		if strategy.RollingUpdate.MaxUnavailable == nil {
			strategy.RollingUpdate.MaxUnavailable = ptrTo(intstr.FromString("25%"))
		}
		if strategy.RollingUpdate.MaxSurge == nil {
			strategy.RollingUpdate.MaxSurge = ptrTo(intstr.FromString("25%"))
		}
	}
	if obj.Spec.RevisionHistoryLimit == nil {
		obj.Spec.RevisionHistoryLimit = ptrTo[int32](10)
	}
	if obj.Spec.ProgressDeadlineSeconds == nil {
		obj.Spec.ProgressDeadlineSeconds = ptrTo[int32](600)
	}
}

// SetDefaults_ReplicaSet defaults replicas to 1.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.SetDefaults_ReplicaSet.
func SetDefaults_ReplicaSet(obj *ReplicaSet) {
	if obj.Spec.Replicas == nil {
		obj.Spec.Replicas = ptrTo[int32](1)
	}
}

// ptrTo returns a pointer to a copy of v. Upstream: k8s.io/utils/ptr.To.
func ptrTo[T any](v T) *T { return &v }

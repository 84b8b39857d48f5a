package v1beta1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_Deployment defaults as apps/v1 does, except that the
// selector (and the deployment's labels, when it has none) come from the
// template's labels, and the revision history limit is 2, not 10.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.SetDefaults_Deployment.
func SetDefaults_Deployment(obj *Deployment) {
	if labels := obj.Spec.Template.Labels; labels != nil {
		if obj.Spec.Selector == nil {
			obj.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
		}
		if len(obj.Labels) == 0 {
			obj.Labels = labels
		}
	}
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
		obj.Spec.RevisionHistoryLimit = ptrTo[int32](2)
	}
	if obj.Spec.ProgressDeadlineSeconds == nil {
		obj.Spec.ProgressDeadlineSeconds = ptrTo[int32](600)
	}
}

// ptrTo returns a pointer to a copy of v. Upstream: k8s.io/utils/ptr.To.
func ptrTo[T any](v T) *T { return &v }

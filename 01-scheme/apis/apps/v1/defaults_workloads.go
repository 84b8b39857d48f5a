package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"

// SetDefaults_StatefulSet defaults the pod management policy to
// OrderedReady, the update strategy to a rolling update with partition 0
// and one pod unavailable at most, the claim retention policy to Retain
// twice, replicas to 1 and the revision history to 10.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.SetDefaults_StatefulSet
// (maxUnavailable behind the MaxUnavailableStatefulSet gate, on by
// default in v1.37).
func SetDefaults_StatefulSet(obj *StatefulSet) {
	if len(obj.Spec.PodManagementPolicy) == 0 {
		obj.Spec.PodManagementPolicy = OrderedReadyPodManagement
	}
	strategy := &obj.Spec.UpdateStrategy
	if strategy.Type == "" {
		strategy.Type = RollingUpdateStatefulSetStrategyType
		if strategy.RollingUpdate == nil {
			// UpdateStrategy.RollingUpdate takes the defaults below.
			strategy.RollingUpdate = &RollingUpdateStatefulSetStrategy{}
		}
	}
	if strategy.Type == RollingUpdateStatefulSetStrategyType && strategy.RollingUpdate != nil {
		if strategy.RollingUpdate.Partition == nil {
			strategy.RollingUpdate.Partition = ptrTo[int32](0)
		}
		if strategy.RollingUpdate.MaxUnavailable == nil {
			strategy.RollingUpdate.MaxUnavailable = ptrTo(intstr.FromInt32(1))
		}
	}
	if obj.Spec.PersistentVolumeClaimRetentionPolicy == nil {
		obj.Spec.PersistentVolumeClaimRetentionPolicy = &StatefulSetPersistentVolumeClaimRetentionPolicy{}
	}
	policy := obj.Spec.PersistentVolumeClaimRetentionPolicy
	if len(policy.WhenDeleted) == 0 {
		policy.WhenDeleted = RetainPersistentVolumeClaimRetentionPolicyType
	}
	if len(policy.WhenScaled) == 0 {
		policy.WhenScaled = RetainPersistentVolumeClaimRetentionPolicyType
	}
	if obj.Spec.Replicas == nil {
		obj.Spec.Replicas = ptrTo[int32](1)
	}
	if obj.Spec.RevisionHistoryLimit == nil {
		obj.Spec.RevisionHistoryLimit = ptrTo[int32](10)
	}
}

// SetDefaults_DaemonSet defaults the update strategy to a rolling update
// with one node unavailable and no surge, and the revision history to 10.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.SetDefaults_DaemonSet.
func SetDefaults_DaemonSet(obj *DaemonSet) {
	strategy := &obj.Spec.UpdateStrategy
	if strategy.Type == "" {
		strategy.Type = RollingUpdateDaemonSetStrategyType
	}
	if strategy.Type == RollingUpdateDaemonSetStrategyType {
		if strategy.RollingUpdate == nil {
			strategy.RollingUpdate = &RollingUpdateDaemonSet{}
		}
		if strategy.RollingUpdate.MaxUnavailable == nil {
			strategy.RollingUpdate.MaxUnavailable = ptrTo(intstr.FromInt32(1))
		}
		if strategy.RollingUpdate.MaxSurge == nil {
			strategy.RollingUpdate.MaxSurge = ptrTo(intstr.FromInt32(0))
		}
	}
	if obj.Spec.RevisionHistoryLimit == nil {
		obj.Spec.RevisionHistoryLimit = ptrTo[int32](10)
	}
}

package v1

// SetDefaults_PriorityClass defaults preemptionPolicy to PreemptLowerPriority.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/v1.SetDefaults_PriorityClass.
func SetDefaults_PriorityClass(obj *PriorityClass) {
	if obj.PreemptionPolicy == nil {
		policy := PreemptLowerPriority
		obj.PreemptionPolicy = &policy
	}
}

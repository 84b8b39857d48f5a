// Package validation checks PriorityClasses as upstream does: the name is
// a DNS subdomain; a "system-" name must be one of the system classes with
// its value and globalDefault; any other class's value is at most
// 1000000000; preemptionPolicy is Never or PreemptLowerPriority; value and
// preemptionPolicy never change.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/validation.
// Left out: Workload and PodGroup validation (kinds not served). That only
// one class is the global default is not validation upstream but the
// Priority admission plugin's; see registry/scheduling/priorityclass/storage.
package validation

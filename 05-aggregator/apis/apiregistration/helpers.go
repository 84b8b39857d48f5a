package apiregistration

import (
	"sort"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// SortedByGroupAndVersion groups APIServices by spec.group and orders
// both levels as discovery lists them. The groups come in the order of
// their first member once every APIService is sorted by
// GroupPriorityMinimum (highest first), ties by name: so a group ranks by
// the highest GroupPriorityMinimum among its members, and equal groups by
// the name of that member (<version>.<group>). Inside a group the
// versions come by VersionPriority (highest first), ties by Kubernetes
// version order (see 02-generic-server/version.CompareKubeAwareVersionStrings). The first element
// of the first slice is the preferred version of the most important
// group. The input slice is not changed.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.SortedByGroupAndVersion.
func SortedByGroupAndVersion(servers []*APIService) [][]*APIService {
	sorted := make([]*APIService, len(servers))
	copy(sorted, servers)
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		if a.Spec.GroupPriorityMinimum != b.Spec.GroupPriorityMinimum {
			return a.Spec.GroupPriorityMinimum > b.Spec.GroupPriorityMinimum
		}
		return a.Name < b.Name
	})

	var groups [][]*APIService
	index := map[string]int{} // group name -> its slice in groups
	for _, s := range sorted {
		i, ok := index[s.Spec.Group]
		if !ok {
			index[s.Spec.Group] = len(groups)
			groups = append(groups, []*APIService{s})
			continue
		}
		groups[i] = append(groups[i], s)
	}
	for _, group := range groups {
		sort.SliceStable(group, func(i, j int) bool { return versionLess(group[i], group[j]) })
	}
	return groups
}

// versionLess orders the versions of one group: higher VersionPriority
// first, then the higher Kubernetes version.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.ByVersionPriority.Less.
func versionLess(a, b *APIService) bool {
	if a.Spec.VersionPriority != b.Spec.VersionPriority {
		return a.Spec.VersionPriority > b.Spec.VersionPriority
	}
	return version.CompareKubeAwareVersionStrings(a.Spec.Version, b.Spec.Version) > 0
}

// APIServiceNameToGroupVersion splits an APIService name, <version>.<group>,
// into its group-version: "v1.apps" is apps/v1, "v1." is the legacy core
// v1. The name must be valid (objects from storage are); a name without
// a dot yields the name as the version and an empty group.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.APIServiceNameToGroupVersion
// (which panics on a name without a dot).
func APIServiceNameToGroupVersion(name string) schema.GroupVersion {
	version, group, _ := strings.Cut(name, ".")
	return schema.GroupVersion{Group: group, Version: version}
}

// NewLocalAvailableAPIServiceCondition is the condition every local
// APIService (spec.service unset) carries: Available=True, reason Local.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.NewLocalAvailableAPIServiceCondition.
func NewLocalAvailableAPIServiceCondition() APIServiceCondition {
	return APIServiceCondition{
		Type:               Available,
		Status:             ConditionTrue,
		LastTransitionTime: metav1.Now(),
		Reason:             "Local",
		Message:            "Local APIServices are always available",
	}
}

// GetAPIServiceConditionByType returns the condition of the given type,
// or nil; the pointer points into apiService, so changing it changes
// apiService.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.GetAPIServiceConditionByType.
func GetAPIServiceConditionByType(apiService *APIService, conditionType APIServiceConditionType) *APIServiceCondition {
	for i := range apiService.Status.Conditions {
		if apiService.Status.Conditions[i].Type == conditionType {
			return &apiService.Status.Conditions[i]
		}
	}
	return nil
}

// SetAPIServiceCondition adds newCondition, or overwrites the condition
// of its type. The existing LastTransitionTime is kept unless the status
// changes: the time says when the status last flipped, not when the
// condition was last written.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.SetAPIServiceCondition.
func SetAPIServiceCondition(apiService *APIService, newCondition APIServiceCondition) {
	existing := GetAPIServiceConditionByType(apiService, newCondition.Type)
	if existing == nil {
		apiService.Status.Conditions = append(apiService.Status.Conditions, newCondition)
		return
	}
	if existing.Status != newCondition.Status {
		existing.Status = newCondition.Status
		existing.LastTransitionTime = newCondition.LastTransitionTime
	}
	existing.Reason = newCondition.Reason
	existing.Message = newCondition.Message
}

// IsAPIServiceConditionTrue reports whether the condition is present and
// True.
// Upstream: k8s.io/kube-aggregator/pkg/apis/apiregistration.IsAPIServiceConditionTrue.
func IsAPIServiceConditionTrue(apiService *APIService, conditionType APIServiceConditionType) bool {
	condition := GetAPIServiceConditionByType(apiService, conditionType)
	return condition != nil && condition.Status == ConditionTrue
}

package apiregistration

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// SortedByGroupAndVersion groups APIServices by spec.group and orders
// both levels as discovery lists them. The groups come in the order of
// their first member once every APIService is sorted by
// GroupPriorityMinimum (highest first), ties by name: so a group ranks by
// the highest GroupPriorityMinimum among its members, and equal groups by
// the name of that member (<version>.<group>). Inside a group the
// versions come by VersionPriority (highest first), ties by Kubernetes
// version order (see CompareKubeAwareVersionStrings). The first element
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
	return CompareKubeAwareVersionStrings(a.Spec.Version, b.Spec.Version) > 0
}

// kubeVersion is a parsed Kubernetes-like version: v<major>, or
// v<major>alpha<minor> / v<major>beta<minor>.
type kubeVersion struct {
	major, minor int
	// stability: 0 alpha, 1 beta, 2 GA; higher ranks first.
	stability int
}

// kubeVersionRegex matches v1, v2beta1, v1alpha3.
var kubeVersionRegex = regexp.MustCompile(`^v(\d+)(?:(alpha|beta)(\d+))?$`)

// parseKubeVersion parses v, reporting false for a version that is not
// Kubernetes-like (such as "foo" or "v1.2").
// Upstream: k8s.io/apimachinery/pkg/version.parseKubeVersion.
func parseKubeVersion(v string) (kubeVersion, bool) {
	m := kubeVersionRegex.FindStringSubmatch(v)
	if m == nil {
		return kubeVersion{}, false
	}
	var kv kubeVersion
	var err error
	if kv.major, err = strconv.Atoi(m[1]); err != nil {
		return kubeVersion{}, false
	}
	switch m[2] {
	case "":
		kv.stability = 2
		return kv, true
	case "beta":
		kv.stability = 1
	case "alpha":
		kv.stability = 0
	}
	if kv.minor, err = strconv.Atoi(m[3]); err != nil {
		return kubeVersion{}, false
	}
	return kv, true
}

// CompareKubeAwareVersionStrings compares two versions as Kubernetes
// ranks them: positive when v1 ranks higher, negative when v2 does, 0
// when they are equal. GA beats beta beats alpha beats anything that is
// not Kubernetes-like; within a stability the higher major, then the
// higher minor, wins; two versions that are not Kubernetes-like compare
// in reverse lexical order. So v2 > v1 > v1beta2 > v1beta1 > v1alpha1 >
// bar > foo.
// Upstream: k8s.io/apimachinery/pkg/version.CompareKubeAwareVersionStrings
// (rebuilt here, in the only package that uses it so far).
func CompareKubeAwareVersionStrings(v1, v2 string) int {
	if v1 == v2 {
		return 0
	}
	a, ok1 := parseKubeVersion(v1)
	b, ok2 := parseKubeVersion(v2)
	switch {
	case !ok1 && !ok2:
		return strings.Compare(v2, v1)
	case !ok1:
		return -1
	case !ok2:
		return 1
	}
	if a.stability != b.stability {
		return a.stability - b.stability
	}
	if a.major != b.major {
		return a.major - b.major
	}
	return a.minor - b.minor
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

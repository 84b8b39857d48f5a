package quota

import (
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// Equals reports whether a and b hold the same resources with equal
// amounts.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Equals.
func Equals(a, b core.ResourceList) bool {
	if len(a) != len(b) {
		return false
	}
	for name, qa := range a {
		qb, ok := b[name]
		if !ok || qa.Cmp(qb) != 0 {
			return false
		}
	}
	return true
}

// Add returns a + b, resource by resource; a resource in only one of them
// keeps its amount.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Add.
func Add(a, b core.ResourceList) core.ResourceList {
	result := core.ResourceList{}
	for name, q := range a {
		result[name] = q
	}
	for name, q := range b {
		sum := result[name]
		sum.Add(q)
		result[name] = sum
	}
	return result
}

// Subtract returns a - b, resource by resource; a resource only in b
// becomes negative.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Subtract.
func Subtract(a, b core.ResourceList) core.ResourceList {
	result := core.ResourceList{}
	for name, q := range a {
		result[name] = q
	}
	for name, q := range b {
		diff := result[name]
		diff.Sub(q)
		result[name] = diff
	}
	return result
}

// SubtractWithNonNegativeResult is Subtract with each negative amount
// raised to zero: an update that frees resources charges nothing (the
// controller gives them back later).
// Upstream: k8s.io/apiserver/pkg/quota/v1.SubtractWithNonNegativeResult.
func SubtractWithNonNegativeResult(a, b core.ResourceList) core.ResourceList {
	result := Subtract(a, b)
	for name, q := range result {
		if q.Sign() < 0 {
			result[name] = resource.Quantity{}
		}
	}
	return result
}

// LessThanOrEqual reports whether a <= b for every resource both hold,
// and the resources where it is not. A resource missing from b is not
// limited by it.
// Upstream: k8s.io/apiserver/pkg/quota/v1.LessThanOrEqual.
func LessThanOrEqual(a, b core.ResourceList) (bool, []core.ResourceName) {
	var exceeded []core.ResourceName
	for name, qa := range a {
		if qb, ok := b[name]; ok && qa.Cmp(qb) > 0 {
			exceeded = append(exceeded, name)
		}
	}
	sortNames(exceeded)
	return len(exceeded) == 0, exceeded
}

// Mask returns the part of list whose resources are in names.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Mask.
func Mask(list core.ResourceList, names []core.ResourceName) core.ResourceList {
	result := core.ResourceList{}
	for _, name := range names {
		if q, ok := list[name]; ok {
			result[name] = q
		}
	}
	return result
}

// ResourceNames returns the resources list holds, sorted.
// Upstream: k8s.io/apiserver/pkg/quota/v1.ResourceNames (unsorted there).
func ResourceNames(list core.ResourceList) []core.ResourceName {
	names := make([]core.ResourceName, 0, len(list))
	for name := range list {
		names = append(names, name)
	}
	sortNames(names)
	return names
}

// Contains reports whether names holds name.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Contains.
func Contains(names []core.ResourceName, name core.ResourceName) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

// Intersection returns the names in both a and b, sorted.
// Upstream: k8s.io/apiserver/pkg/quota/v1.Intersection.
func Intersection(a, b []core.ResourceName) []core.ResourceName {
	var result []core.ResourceName
	for _, name := range a {
		if Contains(b, name) && !Contains(result, name) {
			result = append(result, name)
		}
	}
	sortNames(result)
	return result
}

// RemoveZeros returns list without its zero amounts.
// Upstream: k8s.io/apiserver/pkg/quota/v1.RemoveZeros.
func RemoveZeros(list core.ResourceList) core.ResourceList {
	result := core.ResourceList{}
	for name, q := range list {
		if !q.IsZero() {
			result[name] = q
		}
	}
	return result
}

// IsNegative returns the resources whose amounts are below zero, sorted.
// Upstream: k8s.io/apiserver/pkg/quota/v1.IsNegative.
func IsNegative(list core.ResourceList) []core.ResourceName {
	var names []core.ResourceName
	for name, q := range list {
		if q.Sign() < 0 {
			names = append(names, name)
		}
	}
	sortNames(names)
	return names
}

// sortNames sorts resource names, so messages and tests are stable.
func sortNames(names []core.ResourceName) {
	sort.Slice(names, func(i, j int) bool { return names[i] < names[j] })
}

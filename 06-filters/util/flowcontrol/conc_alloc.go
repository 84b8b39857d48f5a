package flowcontrol

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// minTarget keeps a level that wants nothing from dividing by zero.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.MinTarget.
const minTarget = 0.001

// allocProblemItem is one non-exempt priority level in the borrowing
// problem: it must get at least lowerBound seats and at most upperBound,
// and would like target.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.allocProblemItem.
type allocProblemItem struct {
	lowerBound, upperBound, target float64
}

// computeConcurrencyAllocation shares requiredSum seats among items in
// proportion to their targets, within their bounds: it finds the one
// fairProp for which the seats clamp(fairProp*target, lower, upper) add
// up to requiredSum, and returns those seats and fairProp.
//
// The sum is a non-decreasing, piecewise-linear function of fairProp
// whose corners are each item's lower/target and upper/target. So:
// evaluate it at the corners, find the two between which it reaches
// requiredSum, and interpolate. (Upstream walks the same corners in
// sorted order, keeping running sums.)
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.computeConcurrencyAllocation.
func computeConcurrencyAllocation(requiredSum int, items []allocProblemItem) ([]float64, float64, error) {
	if requiredSum < 0 {
		return nil, 0, errors.New("negative sums are not supported")
	}
	var lowSum, highSum float64
	corners := []float64{0}
	for idx, item := range items {
		if item.lowerBound < 0 || item.upperBound < item.lowerBound || item.target < item.lowerBound {
			return nil, 0, fmt.Errorf("item %d: want 0 <= lower bound (%v) <= target (%v), lower bound <= upper bound (%v)",
				idx, item.lowerBound, item.target, item.upperBound)
		}
		target := math.Max(item.target, minTarget)
		corners = append(corners, item.lowerBound/target, item.upperBound/target)
		lowSum += item.lowerBound
		highSum += item.upperBound
	}
	required := float64(requiredSum)
	if lowSum > required || highSum < required {
		return nil, 0, fmt.Errorf("the bounds sum to [%v, %v], which does not hold the required sum of %v", lowSum, highSum, requiredSum)
	}
	slices.Sort(corners)
	sumAt := func(prop float64) float64 { return sumOf(allocate(items, prop)) }
	prop := corners[len(corners)-1]
	for i := 1; i < len(corners); i++ {
		lo, hi := corners[i-1], corners[i]
		if sumHi := sumAt(hi); sumHi >= required {
			sumLo := sumAt(lo)
			prop = hi
			if sumHi > sumLo {
				prop = lo + (hi-lo)*(required-sumLo)/(sumHi-sumLo)
			}
			break
		}
	}
	return allocate(items, prop), prop, nil
}

// allocate is each item's seats at fairProp.
func allocate(items []allocProblemItem, fairProp float64) []float64 {
	seats := make([]float64, len(items))
	for idx, item := range items {
		seats[idx] = math.Max(item.lowerBound, math.Min(item.upperBound, fairProp*math.Max(item.target, minTarget)))
	}
	return seats
}

func sumOf(xs []float64) (sum float64) {
	for _, x := range xs {
		sum += x
	}
	return sum
}

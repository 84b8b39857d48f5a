package limitranger

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// maxMilliValue is the largest value whose milli value fits an int64.
// Upstream: k8s.io/apimachinery/pkg/api/resource.MaxMilliValue.
const maxMilliValue = int64(((1 << 63) - 1) / 1000)

// requestLimitEnforcedValues returns the three amounts at one precision:
// thousandths when none overflows, units otherwise.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.requestLimitEnforcedValues.
func requestLimitEnforcedValues(request, limit, enforced resource.Quantity) (int64, int64, int64) {
	if request.Value() <= maxMilliValue && limit.Value() <= maxMilliValue && enforced.Value() <= maxMilliValue {
		return request.MilliValue(), limit.MilliValue(), enforced.MilliValue()
	}
	return request.Value(), limit.Value(), enforced.Value()
}

// minConstraint requires a request of at least enforced, and a limit (if
// any) of at least enforced.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.minConstraint.
func minConstraint(limitType core.LimitType, name core.ResourceName, enforced resource.Quantity, requests, limits core.ResourceList) error {
	req, reqExists := requests[name]
	lim, limExists := limits[name]
	reqValue, limValue, enforcedValue := requestLimitEnforcedValues(req, lim, enforced)
	if !reqExists {
		return fmt.Errorf("minimum %s usage per %s is %s.  No request is specified", name, limitType, enforced.String())
	}
	if reqValue < enforcedValue {
		return fmt.Errorf("minimum %s usage per %s is %s, but request is %s", name, limitType, enforced.String(), req.String())
	}
	if limExists && limValue < enforcedValue {
		return fmt.Errorf("minimum %s usage per %s is %s, but limit is %s", name, limitType, enforced.String(), lim.String())
	}
	return nil
}

// maxConstraint requires a limit of at most enforced, and a request (if
// any) of at most enforced.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.maxConstraint.
func maxConstraint(limitType core.LimitType, name core.ResourceName, enforced resource.Quantity, requests, limits core.ResourceList) error {
	req, reqExists := requests[name]
	lim, limExists := limits[name]
	reqValue, limValue, enforcedValue := requestLimitEnforcedValues(req, lim, enforced)
	if !limExists {
		return fmt.Errorf("maximum %s usage per %s is %s.  No limit is specified", name, limitType, enforced.String())
	}
	if limValue > enforcedValue {
		return fmt.Errorf("maximum %s usage per %s is %s, but limit is %s", name, limitType, enforced.String(), lim.String())
	}
	if reqExists && reqValue > enforcedValue {
		return fmt.Errorf("maximum %s usage per %s is %s, but request is %s", name, limitType, enforced.String(), req.String())
	}
	return nil
}

// limitRequestRatioConstraint requires limit/request <= enforced, both
// set and non-zero.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.limitRequestRatioConstraint.
func limitRequestRatioConstraint(limitType core.LimitType, name core.ResourceName, enforced resource.Quantity, requests, limits core.ResourceList) error {
	req, reqExists := requests[name]
	lim, limExists := limits[name]
	reqValue, limValue, _ := requestLimitEnforcedValues(req, lim, enforced)
	if !reqExists || reqValue == 0 {
		return fmt.Errorf("%s max limit to request ratio per %s is %s, but no request is specified or request is 0", name, limitType, enforced.String())
	}
	if !limExists || limValue == 0 {
		return fmt.Errorf("%s max limit to request ratio per %s is %s, but no limit is specified or limit is 0", name, limitType, enforced.String())
	}
	observed := float64(limValue) / float64(reqValue)
	display := observed
	maxRatio := float64(enforced.Value())
	if enforced.Value() <= maxMilliValue {
		observed *= 1000
		maxRatio = float64(enforced.MilliValue())
	}
	if observed > maxRatio {
		return fmt.Errorf("%s max limit to request ratio per %s is %s, but provided ratio is %f", name, limitType, enforced.String(), display)
	}
	return nil
}

package request

import (
	"math"
	"net/http"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// The estimator's defaults, as upstream's DefaultWorkEstimatorConfig.
const (
	// minimumSeats is every request's width at least.
	minimumSeats = 1
	// maximumListSeats caps a list when its level sets no cap of its own.
	maximumListSeats = 10
	// objectsPerSeat is how many objects a list processes per seat.
	objectsPerSeat = 100.0
)

// WorkEstimatorFunc estimates a request's width once it is classified.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.WorkEstimatorFunc.
type WorkEstimatorFunc func(r *http.Request, flowSchemaName, priorityLevelName string) WorkEstimate

// ObjectCountGetterFunc returns a resource's stored object count.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.objectCountGetterFunc.
type ObjectCountGetterFunc func(groupResource string) (int64, error)

// MaxSeatsFunc is a priority level's widest estimate (0: the default).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.maxSeatsFunc.
type MaxSeatsFunc func(priorityLevelName string) uint64

// NewWorkEstimator returns upstream's estimator for what we keep: a
// list (or a watch, for its initial events) is as wide as the objects it
// may process, one seat per 100, between 1 and the level's maximum;
// every other request takes one seat.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.NewWorkEstimator
// (whose mutating estimator adds seats after a write for the watchers it
// notifies: left out).
func NewWorkEstimator(countFn ObjectCountGetterFunc, maxSeatsFn MaxSeatsFunc) WorkEstimatorFunc {
	return func(r *http.Request, flowSchemaName, priorityLevelName string) WorkEstimate {
		info, ok := genericrequest.RequestInfoFrom(r.Context())
		if !ok || !info.IsResourceRequest || (info.Verb != "list" && info.Verb != "watch") {
			return WorkEstimate{InitialSeats: minimumSeats}
		}
		maxSeats := uint64(maximumListSeats)
		if maxSeatsFn != nil {
			if s := maxSeatsFn(priorityLevelName); s > 0 {
				maxSeats = s
			}
		}
		return estimateList(r, info, countFn, maxSeats)
	}
}

// estimateList is the list estimator. A list served from the watch cache
// processes every stored object (it filters them all); one from etcd
// reads twice its limit without selectors, or every object plus the
// limit with them. Unknown counts: the minimum; a bad query: the maximum.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(*listWorkEstimator).estimate.
func estimateList(r *http.Request, info *genericrequest.RequestInfo, countFn ObjectCountGetterFunc, maxSeats uint64) WorkEstimate {
	query := r.URL.Query()
	var limit int64
	if s := query.Get("limit"); s != "" {
		var err error
		if limit, err = strconv.ParseInt(s, 10, 64); err != nil {
			return WorkEstimate{InitialSeats: maxSeats}
		}
	}
	numStored, err := countFn(schema.GroupResource{Group: info.APIGroup, Resource: info.Resource}.String())
	if err != nil {
		return WorkEstimate{InitialSeats: minimumSeats}
	}
	hasLimit := limit > 0
	if !hasLimit || limit > numStored {
		limit = numStored
	}
	var objects int64
	switch {
	case info.Verb == "watch" || !listFromStorage(query.Get("resourceVersion"), query.Get("resourceVersionMatch"), query.Get("continue"), hasLimit):
		objects = numStored
	case query.Get("labelSelector") != "" || query.Get("fieldSelector") != "":
		objects = numStored + limit
	default:
		objects = 2 * limit
	}
	seats := uint64(math.Ceil(float64(objects) / objectsPerSeat))
	return WorkEstimate{InitialSeats: min(max(seats, minimumSeats), maxSeats)}
}

// listFromStorage says whether a list skips the watch cache: a
// continuation, a limit (unless resourceVersion is "0"), or an exact
// older resourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/cacher/delegator.ShouldDelegateList, roughly.
func listFromStorage(resourceVersion, match, continueToken string, hasLimit bool) bool {
	exact := resourceVersion != "" && resourceVersion != "0" && match == "Exact"
	return continueToken != "" || (hasLimit && resourceVersion != "0") || exact
}

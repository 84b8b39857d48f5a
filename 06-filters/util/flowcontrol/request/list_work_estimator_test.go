package request

import (
	"net/http/httptest"
	"testing"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

func TestWorkEstimatorWidensListsByObjectCount(t *testing.T) {
	tracker := NewStorageObjectCountTracker()
	tracker.Set("configmaps", 2000)
	tracker.Set("deployments.apps", 50)
	estimate := NewWorkEstimator(tracker.Get, func(pl string) uint64 { return map[string]uint64{"workload-low": 37}[pl] })
	for _, tc := range []struct {
		name, verb, group, resource, query, pl string
		want                                   uint64
	}{
		{"a get takes one seat", "get", "", "configmaps", "", "", 1},
		{"a create takes one seat", "create", "", "configmaps", "", "", 1},
		{"a cached list of 2000: 20 seats, capped at the default 10", "list", "", "configmaps", "", "global-default", 10},
		{"the same on a level allowing 37", "list", "", "configmaps", "", "workload-low", 20},
		{"a limited list from etcd reads twice its limit", "list", "", "configmaps", "limit=500", "workload-low", 10},
		{"a selected list from etcd reads all plus its limit", "list", "", "configmaps", "limit=500&labelSelector=a%3Db", "workload-low", 25},
		{"a limit with resourceVersion=0 is served from cache", "list", "", "configmaps", "limit=500&resourceVersion=0", "workload-low", 20},
		{"a small list takes one seat", "list", "apps", "deployments", "", "", 1},
		{"an uncounted resource takes the minimum", "list", "", "secrets", "", "", 1},
		{"a bad limit takes the maximum", "list", "", "configmaps", "limit=x", "", 10},
		{"a watch's initial events count too", "watch", "", "configmaps", "", "workload-low", 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/v1/configmaps?"+tc.query, nil)
			r = r.WithContext(genericrequest.WithRequestInfo(r.Context(), &genericrequest.RequestInfo{
				IsResourceRequest: true, Verb: tc.verb, APIGroup: tc.group, Resource: tc.resource}))
			if got := estimate(r, "fs", tc.pl).InitialSeats; got != tc.want {
				t.Errorf("got %d seats; want %d", got, tc.want)
			}
		})
	}
}

package metrics

import (
	"net/http"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// The verbs of the verb label, upper case: HTTP methods and the API's
// own verbs. Upstream defines them in k8s.io/apiserver/pkg/endpoints/request
// (methods.go) and re-exports them here; our stage 02 request package has
// no use for them, so they live here only.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics (Method*).
const (
	MethodApply            string = "APPLY"
	MethodConnect          string = http.MethodConnect
	MethodCreate           string = "CREATE"
	MethodDelete           string = http.MethodDelete
	MethodDeleteCollection string = "DELETECOLLECTION"
	MethodGet              string = http.MethodGet
	MethodHead             string = http.MethodHead
	MethodList             string = "LIST"
	MethodPatch            string = http.MethodPatch
	MethodPost             string = http.MethodPost
	MethodProxy            string = "PROXY"
	MethodPut              string = http.MethodPut
	MethodUpdate           string = "UPDATE"
	MethodWatch            string = "WATCH"
	MethodWatchList        string = "WATCHLIST"
)

// applyPatchType is the content type of a server-side apply.
// Upstream: k8s.io/apimachinery/pkg/types.ApplyPatchType.
const applyPatchType = "application/apply-patch+yaml"

// validRequestMethods are the verbs reported as they are; any other is
// reported as OtherRequestMethod, so clients cannot add series at will.
var validRequestMethods = []string{
	MethodApply, MethodConnect, MethodCreate, MethodDelete, MethodDeleteCollection, MethodGet,
	MethodList, MethodPatch, MethodPost, MethodProxy, MethodPut, MethodUpdate, MethodWatch, MethodWatchList,
}

// validConnectRequests are the subresources whose requests are reported
// as CONNECT.
var validConnectRequests = []string{"log", "exec", "portforward", "attach", "proxy"}

// NormalizedVerb returns the verb label of req: LIST for a GET of a
// collection (when the context has a RequestInfo), WATCH, APPLY or
// CONNECT where CleanVerb says so, the upper-case method otherwise.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.NormalizedVerb.
func NormalizedVerb(req *http.Request) string {
	verb := req.Method
	requestInfo, ok := request.RequestInfoFrom(req.Context())
	if ok {
		verb = CanonicalVerb(strings.ToUpper(verb), CleanScope(requestInfo))
	}
	return CleanVerb(verb, req, requestInfo)
}

// CleanScope returns the scope label of a request: "resource" when it
// names one object (or creates one), "namespace" when it is about a
// namespace's collection, "cluster" for a cluster-wide collection, and ""
// for a non-resource request.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.CleanScope.
func CleanScope(requestInfo *request.RequestInfo) string {
	switch {
	case requestInfo.Name != "" || requestInfo.Verb == "create":
		return "resource"
	case requestInfo.Namespace != "":
		return "namespace"
	case requestInfo.IsResourceRequest:
		return "cluster"
	}
	return ""
}

// CanonicalVerb tells LIST from GET (and HEAD): a GET of a collection (a
// scope other than "resource" or "") is a LIST. verb must be upper case.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.CanonicalVerb.
func CanonicalVerb(verb string, scope string) string {
	if verb != MethodGet && verb != MethodHead {
		return verb
	}
	if scope != "resource" && scope != "" {
		return MethodList
	}
	return MethodGet
}

// CleanVerb tells WATCH from LIST (?watch=true, or the legacy WATCHLIST),
// APPLY from PATCH (by content type) and CONNECT from the rest (by
// subresource). requestInfo may be nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.CleanVerb.
func CleanVerb(verb string, req *http.Request, requestInfo *request.RequestInfo) string {
	reportedVerb := verb
	if isWatch(req) || verb == MethodWatchList {
		reportedVerb = MethodWatch
	}
	if verb == MethodPatch && req.Header.Get("Content-Type") == applyPatchType {
		reportedVerb = MethodApply
	}
	if requestInfo != nil && requestInfo.IsResourceRequest && slices.Contains(validConnectRequests, requestInfo.Subresource) {
		reportedVerb = MethodConnect
	}
	return reportedVerb
}

// cleanVerb is CleanVerb that trusts a route's WATCH or WATCHLIST (the
// deprecated /api/v1/watch/... paths have no ?watch=true) and reports
// unknown verbs as OtherRequestMethod.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.cleanVerb.
func cleanVerb(verb, suggestedVerb string, req *http.Request, requestInfo *request.RequestInfo) string {
	if suggestedVerb == MethodWatch || suggestedVerb == MethodWatchList {
		return MethodWatch
	}
	reportedVerb := CleanVerb(verb, req, requestInfo)
	if slices.Contains(validRequestMethods, reportedVerb) {
		return reportedVerb
	}
	return OtherRequestMethod
}

// isWatch reports whether req is a GET (or LIST) with a true watch
// parameter ("0" and "false", in any case, are false).
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.getVerbIfWatch.
func isWatch(req *http.Request) bool {
	method := strings.ToUpper(req.Method)
	if method != MethodGet && method != MethodList {
		return false
	}
	values := req.URL.Query()["watch"]
	if len(values) == 0 {
		return false
	}
	value := strings.ToLower(values[0])
	return value != "0" && value != "false"
}

// cleanDryRun is the dry_run label: "" without ?dryRun, "invalid" if a
// value is not "All" (the only one the API accepts), else the distinct
// values, sorted and joined by commas.
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics.cleanDryRun.
func cleanDryRun(req *http.Request) string {
	// Avoid parsing the query when dryRun is not in it.
	if !strings.Contains(req.URL.RawQuery, "dryRun") {
		return ""
	}
	dryRun := req.URL.Query()["dryRun"]
	for _, value := range dryRun {
		if value != "All" {
			return "invalid"
		}
	}
	slices.Sort(dryRun)
	return strings.Join(slices.Compact(dryRun), ",")
}

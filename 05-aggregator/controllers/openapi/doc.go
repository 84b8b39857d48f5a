// Package openapi keeps /openapi/v2 of the aggregator whole: for every
// remote APIService (one served by another API server behind a Service)
// the AggregationController fetches that server's /openapi/v2 through
// the APIService's proxy handler, in-process, and merges it into the
// document the aggregator serves (02-generic-server/openapi/handler.(*OpenAPIService).UpdateExtraSpec),
// so that `kubectl explain` and client-side `kubectl apply` (kubectl
// 1.32's fallback to the v2 protobuf) know the remote types. It fetches
// again at once when the APIService is added or updated, every
// ResyncPeriod (a minute) after a success, sooner with a doubling
// back-off after a failure, and sends If-None-Match so an unchanged
// document is not sent again. A backend that answers 404, garbage, or
// panics is logged and retried; the last good document stays served.
// Local APIServices (spec.service unset) are ignored: their routes are
// the chain's own and already in the document.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi
// (the controller) and its aggregator package (specAggregator, Downloader).
//
// Left out: upstream's aggregator also downloads the specs of the local
// delegates (re-synced every second) and merges everything itself; ours
// only adds the remote ones, the chain's routes being in the head
// server's document already. Definitions whose names clash are not
// renamed (upstream merges with MergeSpecsIgnorePathConflictRenamingDefinitionsAndParameters):
// the aggregator's own win. The request is made as system:aggregator, as
// upstream's. No gzip.
package openapi

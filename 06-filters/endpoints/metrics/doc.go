// Package metrics holds the API server's request metrics: how many
// requests it served, by verb, resource, scope and status code
// (apiserver_request_total); how long they took
// (apiserver_request_duration_seconds); how large the read responses were
// (apiserver_response_sizes); how many long-running requests are open
// (apiserver_longrunning_requests); how close the server is to its
// max-in-flight limits (apiserver_current_inflight_requests,
// apiserver_current_inqueue_requests); and how many requests it cut short
// in self-defense (apiserver_request_terminations_total), aborted
// (apiserver_request_aborts_total) or left running after a timeout
// (apiserver_request_post_timeout_total). Names, help, labels and buckets
// are upstream's, so upstream's dashboards and alerts work on /metrics.
//
// The helpers that clean the labels are upstream's too: CanonicalVerb
// tells LIST from GET by the scope, CleanVerb tells WATCH from LIST
// (?watch=true), APPLY from PATCH (application/apply-patch+yaml) and
// CONNECT from the rest; unknown verbs become "other" so a client cannot
// grow the series without bound through the verb label. A request
// dropped by the max-in-flight filter is counted in
// apiserver_request_total with code 429: v1.37 has no
// apiserver_dropped_requests_total any more.
//
// Stage 06 (06-filters) adds it. Upstream instruments each route in the
// endpoints installer (InstrumentRouteFunc); stage 06 records in one filter
// instead (06-filters/endpoints/filters.WithRequestMetrics), so stage 02
// stays unaware of metrics. The watch event series
// (apiserver_watch_events_total, _sizes) stay where stage 02 counts them,
// in its watch handler.
//
// Upstream: k8s.io/apiserver/pkg/endpoints/metrics at v1.37.
//
// Left out: the label allow-lists (--allow-metric-labels) and stability
// levels of component-base's metric wrappers (we use
// prometheus/client_golang directly); the deprecated-API metric
// (apiserver_requested_deprecated_apis) and its audit annotations, so
// MonitorRequest takes no deprecated/removedRelease arguments; the SLI
// latencies (apiserver_request_sli_duration_seconds), which subtract
// webhook and priority-and-fairness waits we do not track; the self-request
// counter, field-validation, filter, timestamp-comparison and watch-list
// latencies; TLS handshake errors; Reset.
package metrics

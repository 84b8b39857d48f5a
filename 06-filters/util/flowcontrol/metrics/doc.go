// Package metrics holds API Priority and Fairness's Prometheus series,
// with upstream's names, help, labels and buckets, registered in stage
// 02's legacyregistry: what was rejected and why, what waits and what
// executes per priority level and FlowSchema, how long requests wait,
// how wide they were estimated, and each level's seat limits.
//
// Stage 06 adds it (issue 13). Upstream: k8s.io/apiserver/pkg/util/flowcontrol/metrics.
// Left out: the ratioed gauges (priority_level_seat_utilization,
// priority_level_request_utilization, read_vs_write_current_requests),
// the demand and borrowing series (demand_seats*, target_seats,
// seat_fair_frac), current_inqueue_seats, request_queue_length_after_enqueue,
// request_concurrency_limit (deprecated) and the watch-count samples.
package metrics

// Package fairqueuing declares what a priority level of API Priority and
// Fairness asks of its queues: a QueueSet takes a request (StartRequest),
// and the returned Request's Finish runs the handler once the request's
// turn comes, or returns without running it when the request is
// rejected. The queueset package implements it with fair queuing.
//
// Construction has two phases, as upstream: BeginConstruction checks the
// QueuingConfig (can fail), Complete takes the DispatchingConfig (the
// seats, which the controller computes across all levels and cannot
// fail). So a bad config is found before any concurrency is handed out.
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing (interface.go).
// A live QueueSet is reconfigured in the same two phases
// (BeginConfigChange, then Complete) when its PriorityLevelConfiguration
// changes or the controller lends or borrows seats; an Integrator follows
// its seat demand for that; Dump serves the debug endpoints.
// Left out: the metrics gauges BeginConstruction takes upstream
// (rejections are reported to a RejectFn, the rest is counted by the
// controller), and the debug package's request details in dumps.
package fairqueuing

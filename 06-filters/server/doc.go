// Package server builds stage 06's handler chain: upstream's
// DefaultBuildHandlerChain, every filter in its v1.37 place, around the
// director of the head of the server chain (the aggregator of stage 05).
// HandlerChainConfig carries what the filters need beyond stage 02's
// server.Config; its BuildHandlerChain becomes that Config's
// BuildHandlerChainFunc. Authentication, impersonation and authorization
// have their places in the chain as SecurityFilters, empty until stage 07
// fills them.
//
// Upstream counterpart: k8s.io/apiserver/pkg/server (DefaultBuildHandlerChain
// and the filter fields of Config). Left out: API Priority and Fairness
// (max-in-flight always limits; issue 13 adds it), tracing, the filter
// latency trackers, WithProbabilisticGoaway, WithRoutine.
package server

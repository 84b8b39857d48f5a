// Package flowcontrol is API Priority and Fairness's controller: it
// follows the FlowSchema and PriorityLevelConfiguration objects, turns
// them into a sorted list of FlowSchemas and one fair-queuing queue set
// per priority level, shares the server's concurrency limit among the
// levels (nominal shares, then lending and borrowing every ten seconds
// by measured seat demand), and sends each request through: classify,
// estimate its width, queue, execute or reject. It keeps each
// FlowSchema's Dangling condition and serves two debug tables.
//
// The filter that calls Handle is
// 06-filters/server/filters.WithPriorityAndFairness.
//
// Stage 06 adds it (issue 13). Upstream: k8s.io/apiserver/pkg/util/flowcontrol
// (apf_controller.go, apf_filter.go, conc_alloc.go, apf_controller_debug.go,
// max_seats.go).
// Left out: the watch tracker (mutating requests' extra width for the
// watchers they notify), the dropped-requests tracker's growing
// Retry-After (ours is always 1s), dump_requests, server-side apply of
// the status (we update it through the status storage), and the
// field-manager and delay logic around those status writes.
package flowcontrol

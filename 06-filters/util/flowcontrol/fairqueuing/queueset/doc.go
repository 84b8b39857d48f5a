// Package queueset is fair queuing for the requests of one priority
// level of API Priority and Fairness: a QueueSet has a number of seats
// (its concurrency limit) and a number of queues; each flow (a
// FlowSchema plus, say, a user) is shuffle-sharded to a small hand of
// queues, and each request joins the queue of its hand with the least
// work waiting. When seats are free the set dispatches from the queue
// whose head request would finish first in virtual time.
//
// # The algorithm
//
// Fair queuing imagines an ideal server that serves every active queue
// (one with a request waiting or executing) at the same rate at once.
// R(t), the virtual time, counts the seat-seconds each active queue has
// received from that ideal server; it grows at
//
//	dR/dt = min(seats asked for, concurrency limit) / active queues
//
// (virtualTimeRatioLocked). Each queue keeps nextDispatchR, the R at
// which its next request starts in the ideal world: set to R(now) when a
// request arrives at an empty queue, advanced by the request's work when
// one is dispatched. Work is seats times duration, and since the
// duration is unknown until the request ends, dispatch charges a guess,
// G = 3ms per seat, and the finish corrects it by seats*(S-G) for the
// real service time S. The head request of a queue finishes virtually
// at nextDispatchR + seats*G; whenever seats are free, the queue with
// the smallest such finish is served (ties: the next queue after the
// one last served). A queue that has had much service is far ahead in R
// and waits; a newly busy one starts at today's R, not yesterday's.
//
// # A worked example
//
// One seat, eight queues, a hand of one. (TestLateFlowIsDispatchedSecond
// runs exactly this.)
//
//	t=0     A1..A5 arrive in queue a. R=0, a is empty: a.next=0. A1 finishes
//	        virtually at 0+0.003; the seat is free, A1 runs; a.next=0.003.
//	0-0.5s  one active queue, 1 seat asked of 1: dR/dt=1/1, so R(0.5s)=0.5.
//	t=0.5s  B1 arrives in queue b, empty: b.next=R=0.5.
//	0.5-1s  two active queues share the seat: dR/dt=1/2, so R(1s)=0.75.
//	t=1s    A1 ends after S=1s: a.next = 0.003 - 0.003 + 1 = 1.0.
//	        Heads: A2 finishes at 1.0+0.003=1.003, B1 at 0.5+0.003=0.503.
//	        B1 runs: second, not sixth as in one FIFO queue.
//	t=2s    B1 ends; b.next=1.5 and b is empty. A2..A5 follow.
//
// Had A's requests each run 3s and B's 1s (with both flows backlogged),
// each A request would move a.next by 3 and each B request b.next by 1:
// B runs three requests for each of A's, and both get equal seat-seconds
// (TestFairShareIsOfSeatSecondsNotRequests).
//
// A request of several seats (a wide LIST) is served only when that
// many seats are free; a narrower request behind it in virtual time does
// not overtake it, so wide requests cannot starve. A request is rejected
// with "queue-full" when its queue holds QueueLengthLimit requests and
// no seat is free, and with "time-out" when its context ends while it
// waits (upstream's filter gives that context a deadline: the wait limit,
// a quarter of the request's own timeout, at most a minute). With
// DesiredNumQueues 0 nothing queues ("concurrency-limit" when no seat is
// free); with DesiredNumQueues < 0 the level is exempt and every request
// runs at once.
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset. The
// dispatch order is upstream's. Left out: the final seats and additional
// latency of a WorkEstimate (seats a mutating request keeps while its
// watch notifications go out); BeginConfigChange (reconfiguring a live
// set, growing queues and retiring excess ones as they empty); the epoch
// advance that rewinds R before it overflows (R wraps after 1.8e11
// seat-seconds: about six years at dR/dt of 1000); Dump and the debug
// endpoints; metrics (rejections go to a RejectFn); logging; and the
// concurrency limits that the controller, not this package, computes
// (nominal and dynamic, borrowing between levels). Not a RequestWaitLimit
// field: upstream v1.37 takes the wait limit from the context, as here.
package queueset

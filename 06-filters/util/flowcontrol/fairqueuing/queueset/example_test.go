package queueset_test

import (
	"context"
	"fmt"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/eventclock"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/queueset"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// One seat and one queue of one: the first request takes the seat, the
// second waits, the third finds the queue full. Finishing the first
// dispatches the second. (A real caller runs each Finish on the
// request's own goroutine; here the order makes one goroutine enough.)
func ExampleNewQueueSetFactory() {
	onReject := func(_ context.Context, pl, fs, reason string) {
		fmt.Printf("rejected at %s for %s: %s\n", pl, fs, reason)
	}
	factory := queueset.NewQueueSetFactory(eventclock.Real{}, onReject)
	completer, err := factory.BeginConstruction(fq.QueuingConfig{
		Name: "workload-low", DesiredNumQueues: 1, QueueLengthLimit: 1, HandSize: 1}, nil)
	if err != nil {
		panic(err)
	}
	qs := completer.Complete(fq.DispatchingConfig{ConcurrencyLimit: 1})

	start := func(fs string) fq.Request {
		req, _ := qs.StartRequest(context.Background(), &fcrequest.WorkEstimate{InitialSeats: 1},
			42, "alice", fs, nil, nil, nil)
		return req
	}
	first, second := start("first"), start("second")
	if third := start("third"); third == nil {
		fmt.Println("third: no Request to finish")
	}
	first.Finish(func() { fmt.Println("first runs") })
	idle := second.Finish(func() { fmt.Println("second runs") })
	fmt.Println("idle:", idle)
	// Output:
	// rejected at workload-low for third: queue-full
	// third: no Request to finish
	// first runs
	// second runs
	// idle: true
}

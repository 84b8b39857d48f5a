package queueset

import (
	"context"
	"fmt"
	"sync"
	"time"

	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/eventclock"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/shufflesharding"
)

// estimatedServiceDuration is G, the guess at every request's execution
// time charged at dispatch and corrected when the request finishes.
// Upstream: the estimatedServiceDuration field, set to 3ms in Complete.
const estimatedServiceDuration = 3 * time.Millisecond

// queueSetFactory makes queue sets that read clock and report
// rejections to onReject.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.queueSetFactory.
type queueSetFactory struct {
	clock    eventclock.Interface
	onReject fq.RejectFn
}

// NewQueueSetFactory returns a factory of fair-queuing queue sets;
// onReject may be nil.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.NewQueueSetFactory.
func NewQueueSetFactory(clock eventclock.Interface, onReject fq.RejectFn) fq.QueueSetFactory {
	if onReject == nil {
		onReject = func(context.Context, string, string, string) {}
	}
	return &queueSetFactory{clock: clock, onReject: onReject}
}

// queueSetCompleter is a checked QueuingConfig waiting for its
// DispatchingConfig; theSet is the live set it changes, nil for a new one.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.queueSetCompleter.
type queueSetCompleter struct {
	factory    *queueSetFactory
	theSet     *queueSet
	qCfg       fq.QueuingConfig
	dealer     *shufflesharding.Dealer
	seatDemand fq.Integrator
}

// BeginConstruction checks qCfg: with queues, its numbers must make a
// valid shuffle-sharding deal.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSetFactory).BeginConstruction.
func (f *queueSetFactory) BeginConstruction(qCfg fq.QueuingConfig, seatDemand fq.Integrator) (fq.QueueSetCompleter, error) {
	dealer, err := checkConfig(qCfg)
	if err != nil {
		return nil, err
	}
	return &queueSetCompleter{factory: f, qCfg: qCfg, dealer: dealer, seatDemand: seatDemand}, nil
}

// BeginConfigChange checks qCfg for this live set.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).BeginConfigChange.
func (qs *queueSet) BeginConfigChange(qCfg fq.QueuingConfig) (fq.QueueSetCompleter, error) {
	dealer, err := checkConfig(qCfg)
	if err != nil {
		return nil, err
	}
	return &queueSetCompleter{factory: qs.factory, theSet: qs, qCfg: qCfg, dealer: dealer, seatDemand: qs.seatDemand}, nil
}

// checkConfig returns the dealer qCfg calls for (nil without queues).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.checkConfig.
func checkConfig(qCfg fq.QueuingConfig) (*shufflesharding.Dealer, error) {
	if qCfg.DesiredNumQueues <= 0 {
		return nil, nil
	}
	dealer, err := shufflesharding.NewDealer(qCfg.DesiredNumQueues, qCfg.HandSize)
	if err != nil {
		return nil, fmt.Errorf("the QueueSetConfig implies an invalid shuffle sharding config (DesiredNumQueues is deckSize): %w", err)
	}
	return dealer, nil
}

// Complete makes the queue set, with its queues empty and R at zero; or,
// for a live set, applies the new configuration and dispatches whatever
// a higher limit now lets through.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSetCompleter).Complete.
func (c *queueSetCompleter) Complete(dCfg fq.DispatchingConfig) fq.QueueSet {
	qs := c.theSet
	if qs == nil {
		qs = &queueSet{
			factory:      c.factory,
			clock:        c.factory.clock,
			onReject:     c.factory.onReject,
			seatDemand:   c.seatDemand,
			lastRealTime: c.factory.clock.Now(),
		}
	}
	qs.lockAndSyncTime()
	defer qs.lock.Unlock()
	qs.setConfigurationLocked(c.qCfg, c.dealer, dCfg)
	return qs
}

// setConfigurationLocked adds the queues qCfg asks for beyond those the
// set has (queues are never taken away: the extra ones drain, since the
// dealer no longer deals them), adopts the configs and dispatches.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).setConfiguration,
// which also removes drained extra queues.
func (qs *queueSet) setConfigurationLocked(qCfg fq.QueuingConfig, dealer *shufflesharding.Dealer, dCfg fq.DispatchingConfig) {
	for len(qs.queues) < qCfg.DesiredNumQueues {
		qs.queues = append(qs.queues, &queue{index: len(qs.queues)})
	}
	qs.qCfg, qs.dCfg, qs.dealer = qCfg, dCfg, dealer
	qs.dispatchAsMuchAsPossibleLocked()
	qs.noteSeatDemandLocked()
}

// noteSeatDemandLocked tells the integrator the seats executing and waiting.
func (qs *queueSet) noteSeatDemandLocked() {
	if qs.seatDemand != nil {
		qs.seatDemand.Set(float64(qs.totSeatsInUse + qs.totSeatsWaiting))
	}
}

// queueSet is fair queuing for one priority level (see the package doc).
// Methods named ...Locked expect the caller to hold lock.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.queueSet.
type queueSet struct {
	factory    *queueSetFactory
	clock      eventclock.Interface
	onReject   fq.RejectFn
	seatDemand fq.Integrator // nil: none

	// qCfg, dCfg and dealer change (under lock) when the level's
	// configuration or its share of the server's seats does.
	qCfg   fq.QueuingConfig
	dCfg   fq.DispatchingConfig
	dealer *shufflesharding.Dealer

	lock   sync.Mutex
	queues []*queue
	// currentR is R, the virtual time: seat-seconds of service each
	// active queue has been entitled to since the set was made.
	currentR SeatSeconds
	// lastRealTime is when currentR was last brought up to date.
	lastRealTime time.Time
	// robinIndex is the queue last dispatched from; the search for the
	// next starts after it, so ties go round robin.
	robinIndex int
	// enqueues counts arrivals; it rotates where a hand is searched.
	enqueues int

	totRequestsWaiting   int
	totRequestsExecuting int
	totSeatsInUse        int
	totSeatsWaiting      int
}

var _ fq.QueueSet = (*queueSet)(nil)

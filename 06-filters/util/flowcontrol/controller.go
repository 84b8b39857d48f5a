package flowcontrol

import (
	"context"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/classifier"
	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/eventclock"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing/queueset"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/metrics"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// configController is the APF controller: it turns the configuration
// objects into a sorted list of FlowSchemas and one queue set per
// priority level, and sends each request through them.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.configController.
type configController struct {
	clock                  eventclock.Interface
	queueSetFactory        fq.QueueSetFactory
	serverConcurrencyLimit int
	source                 ConfigSource

	// resyncCh is signalled (never blocking) when the configuration
	// objects changed or a quiescing level went idle.
	resyncCh chan struct{}

	// lock guards what follows: requests read it (RLock), a digest of
	// new configuration replaces it (Lock).
	lock sync.RWMutex
	// flowSchemas are those in use, sorted by matchingPrecedence and
	// name: dangling ones left out, the mandatory exempt and catch-all
	// added if missing.
	flowSchemas []*flowcontrol.FlowSchema
	// priorityLevelStates are the levels in use, by name: the configured
	// ones, the mandatory ones if missing, and removed ones still busy.
	priorityLevelStates map[string]*priorityLevelState
	// nominalCLSum is the sum of the levels' nominal limits.
	nominalCLSum int
	// maxSeats is the widest estimate allowed per level.
	maxSeats map[string]uint64
}

// priorityLevelState is one priority level's live state.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.priorityLevelState.
type priorityLevelState struct {
	pl *flowcontrol.PriorityLevelConfiguration
	// qsCompleter is the checked next configuration of queues, which a
	// digest or a borrowing update completes with the level's currentCL.
	qsCompleter fq.QueueSetCompleter
	queues      fq.QueueSet
	// quiescing: the object is gone; the level serves what it holds and
	// is dropped once idle. Its FlowSchemas are gone or dangling already.
	quiescing bool

	seatDemand      fq.Integrator
	seatDemandStats seatDemandStats

	// nominalCL is the level's share of the server's seats; it may lend
	// down to minCL and borrow up to maxCL; currentCL is what it has now.
	nominalCL, minCL, maxCL, currentCL int
}

// New returns a controller that shares serverConcurrencyLimit seats
// among the priority levels source stores. Until Run has read them, the
// mandatory exempt and catch-all levels serve every request.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.New.
func New(source ConfigSource, serverConcurrencyLimit int) Interface {
	clock := eventclock.Real{}
	return newController(source, serverConcurrencyLimit, clock, queueset.NewQueueSetFactory(clock, metrics.AddReject))
}

// newController is New with the clock and the queue sets chosen.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.newTestableController.
func newController(source ConfigSource, serverConcurrencyLimit int, clock eventclock.Interface, qsf fq.QueueSetFactory) *configController {
	metrics.Register()
	c := &configController{
		clock:                  clock,
		queueSetFactory:        qsf,
		serverConcurrencyLimit: serverConcurrencyLimit,
		source:                 source,
		resyncCh:               make(chan struct{}, 1),
		priorityLevelStates:    map[string]*priorityLevelState{},
		maxSeats:               map[string]uint64{},
	}
	c.lockAndDigestConfigObjects(nil, nil)
	return c
}

// Handle is Interface.Handle.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).Handle.
func (c *configController) Handle(ctx context.Context, digest RequestDigest,
	noteFn func(fs *flowcontrol.FlowSchema, pl *flowcontrol.PriorityLevelConfiguration, flowDistinguisher string),
	workEstimator func() fcrequest.WorkEstimate, queueNoteFn fq.QueueNoteFn, execFn func()) {
	// fsName and plName are written once, by noteFn, before the request
	// is queued; noteWaiting may then run on a dispatching goroutine.
	var fsName, plName string
	var seats int
	noteWaiting := func(inQueue bool) {
		delta := -1
		if inQueue {
			delta = 1
		}
		metrics.AddRequestsInQueues(plName, fsName, delta)
		if queueNoteFn != nil {
			queueNoteFn(inQueue)
		}
	}
	fs, pl, req, startWaiting := c.startRequest(ctx, digest,
		func(f *flowcontrol.FlowSchema, p *flowcontrol.PriorityLevelConfiguration, flow string) {
			fsName, plName = f.Name, p.Name
			noteFn(f, p, flow)
		},
		func() fcrequest.WorkEstimate {
			we := workEstimator()
			seats = we.MaxSeats()
			return we
		}, noteWaiting)
	if req == nil {
		c.observeWait(pl, fs, false, startWaiting)
		return
	}
	var executed bool
	idle := req.Finish(func() {
		executed = true
		c.observeWait(pl, fs, true, startWaiting)
		metrics.AddDispatch(pl.Name, fs.Name)
		metrics.AddRequestsExecuting(pl.Name, fs.Name, 1)
		metrics.AddSeatConcurrencyInUse(pl.Name, fs.Name, seats)
		started := c.clock.Now()
		defer func() {
			metrics.ObserveExecutionDuration(pl.Name, fs.Name, "regular", c.clock.Since(started))
			metrics.AddRequestsExecuting(pl.Name, fs.Name, -1)
			metrics.AddSeatConcurrencyInUse(pl.Name, fs.Name, -seats)
		}()
		execFn()
	})
	if !executed {
		c.observeWait(pl, fs, false, startWaiting)
	}
	if idle {
		c.maybeReap(pl.Name)
	}
}

// observeWait records the time a queued request waited (none for a
// request that never queued: exempt, or rejected at once).
func (c *configController) observeWait(pl *flowcontrol.PriorityLevelConfiguration, fs *flowcontrol.FlowSchema, executed bool, startWaiting time.Time) {
	if !startWaiting.IsZero() {
		metrics.ObserveWaitingDuration(pl.Name, fs.Name, executed, c.clock.Since(startWaiting))
	}
}

// startRequest classifies the request and hands it to its level's queue
// set: the first FlowSchema that matches, by precedence (catch-all if
// none does, which the mandatory catch-all makes impossible for
// authenticated and anonymous users alike); its flow (the schema and the
// distinguisher) picks the queues by shuffle sharding.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).startRequest.
func (c *configController) startRequest(ctx context.Context, digest RequestDigest,
	noteFn func(fs *flowcontrol.FlowSchema, pl *flowcontrol.PriorityLevelConfiguration, flowDistinguisher string),
	workEstimator func() fcrequest.WorkEstimate, queueNoteFn fq.QueueNoteFn,
) (*flowcontrol.FlowSchema, *flowcontrol.PriorityLevelConfiguration, fq.Request, time.Time) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	fs := c.classifyLocked(digest)
	plState := c.priorityLevelStates[fs.Spec.PriorityLevelConfiguration.Name]
	var hashValue uint64
	var flowDistinguisher string
	if queuing := queuingOf(plState.pl); queuing != nil && queuing.Queues > 1 {
		flowDistinguisher = classifier.FlowDistinguisher(digest, fs)
		hashValue = classifier.HashFlowID(fs.Name, flowDistinguisher)
	}
	noteFn(fs, plState.pl, flowDistinguisher)
	workEstimate := workEstimator()
	var startWaiting time.Time
	if plState.pl.Spec.Type != flowcontrol.PriorityLevelEnablementExempt {
		startWaiting = c.clock.Now()
	}
	req, idle := plState.queues.StartRequest(ctx, &workEstimate, hashValue, flowDistinguisher, fs.Name,
		digest.RequestInfo, digest.User, queueNoteFn)
	if idle && plState.quiescing {
		c.signalResync()
	}
	return fs, plState.pl, req, startWaiting
}

// classifyLocked returns the first FlowSchema, in order, that matches.
func (c *configController) classifyLocked(digest RequestDigest) *flowcontrol.FlowSchema {
	var catchAll *flowcontrol.FlowSchema
	for _, fs := range c.flowSchemas {
		if classifier.MatchesFlowSchema(digest, fs) {
			return fs
		}
		if fs.Name == flowcontrol.FlowSchemaNameCatchAll {
			catchAll = fs
		}
	}
	return catchAll
}

// queuingOf is the level's queuing configuration; nil if it is exempt
// or rejects rather than queues.
func queuingOf(pl *flowcontrol.PriorityLevelConfiguration) *flowcontrol.QueuingConfiguration {
	if pl.Spec.Type == flowcontrol.PriorityLevelEnablementExempt || pl.Spec.Limited == nil ||
		pl.Spec.Limited.LimitResponse.Type != flowcontrol.LimitResponseTypeQueue {
		return nil
	}
	return pl.Spec.Limited.LimitResponse.Queuing
}

// maybeReap asks for a new digest if the level is quiescing and idle,
// so that it is dropped.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).maybeReap.
func (c *configController) maybeReap(plName string) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	if plState := c.priorityLevelStates[plName]; plState != nil && plState.quiescing && plState.queues.IsIdle() {
		c.signalResync()
	}
}

func (c *configController) signalResync() {
	select {
	case c.resyncCh <- struct{}{}:
	default:
	}
}

// GetMaxSeats is Interface.GetMaxSeats: 0 for an unknown level.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*maxSeatsTracker).GetMaxSeats.
func (c *configController) GetMaxSeats(plName string) uint64 {
	c.lock.RLock()
	defer c.lock.RUnlock()
	return c.maxSeats[plName]
}

// NewTestable returns a controller already serving the given objects,
// with no source: for tests and benchmarks that run the filter without
// storage. Its Run only lends and borrows seats.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.NewTestable.
func NewTestable(serverConcurrencyLimit int, pls []*flowcontrol.PriorityLevelConfiguration, fss []*flowcontrol.FlowSchema) Interface {
	c := newController(nil, serverConcurrencyLimit, eventclock.Real{}, queueset.NewQueueSetFactory(eventclock.Real{}, metrics.AddReject))
	c.lockAndDigestConfigObjects(pls, fss)
	return c
}

package flowcontrol

import (
	"context"
	"math"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/metrics"
)

const (
	// borrowingAdjustmentPeriod is how often seats are lent and borrowed.
	// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.borrowingAdjustmentPeriod.
	borrowingAdjustmentPeriod = 10 * time.Second
	// seatDemandSmoothingCoefficient is how slowly a level's smoothed
	// demand forgets a past peak.
	// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.seatDemandSmoothingCoefficient.
	seatDemandSmoothingCoefficient = 0.977
)

// seatDemandStats summarise a level's seat demand (seats executing plus
// seats waiting) over the last period.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.seatDemandStats.
type seatDemandStats struct {
	avg, stdDev   float64
	highWatermark int
	// smoothed is max(avg+stdDev, an exponential decay of its old value):
	// it rises at once with demand and falls slowly.
	smoothed float64
}

// update folds one period's results into the stats.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*seatDemandStats).update.
func (stats *seatDemandStats) update(obs fq.IntegratorResults) {
	stats.highWatermark = int(math.Round(obs.Max))
	if obs.Duration <= 0 {
		return
	}
	stats.avg, stats.stdDev = obs.Average, obs.Deviation
	envelope := obs.Average + obs.Deviation
	stats.smoothed = math.Max(envelope, seatDemandSmoothingCoefficient*stats.smoothed+(1-seatDemandSmoothingCoefficient)*envelope)
}

// runBorrowing adjusts the levels' seats every period until ctx is done.
// Upstream: the wait.Until(cfgCtlr.updateBorrowing, ...) in
// k8s.io/apiserver/pkg/util/flowcontrol.(*configController).Run.
func (c *configController) runBorrowing(ctx context.Context) {
	ticker := time.NewTicker(borrowingAdjustmentPeriod)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			c.lock.Lock()
			c.updateBorrowingLocked(true, c.priorityLevelStates)
			c.lock.Unlock()
		}
	}
}

// updateBorrowingLocked shares the server's seats among the levels for
// the next period. Exempt levels take what they used (at least their
// minimum). Each limited level gets at least minCL, and at least its
// recent peak demand up to its nominalCL; what remains is shared in
// proportion to each level's smoothed demand, none above its maxCL
// (computeConcurrencyAllocation). If even the minimums do not fit, every
// level gets its minCL. Each queue set is then completed with its level's
// new currentCL. setCompleters: begin a config change first (a periodic
// update; a digest has begun them already).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).updateBorrowingLocked.
func (c *configController) updateBorrowingLocked(setCompleters bool, plStates map[string]*priorityLevelState) {
	var items []allocProblemItem
	var names []string
	var minCLSum, minCurrentCLSum int
	remainingServerCL := c.nominalCLSum
	currentCL := map[string]int{}
	for plName, state := range plStates {
		state.seatDemandStats.update(state.seatDemand.Reset())
		if state.pl.Spec.Type == flowcontrol.PriorityLevelEnablementExempt {
			currentCL[plName] = max(state.minCL, state.seatDemandStats.highWatermark)
			remainingServerCL -= currentCL[plName]
			continue
		}
		minCurrentCL := max(state.minCL, min(state.nominalCL, state.seatDemandStats.highWatermark))
		names = append(names, plName)
		items = append(items, allocProblemItem{
			lowerBound: float64(minCurrentCL),
			upperBound: float64(state.maxCL),
			target:     math.Max(float64(minCurrentCL), state.seatDemandStats.smoothed),
		})
		minCLSum += state.minCL
		minCurrentCLSum += minCurrentCL
	}
	switch {
	case remainingServerCL <= minCLSum:
		for _, plName := range names {
			currentCL[plName] = plStates[plName].minCL
		}
	case remainingServerCL <= minCurrentCLSum:
		shareFrac := float64(remainingServerCL-minCLSum) / float64(minCurrentCLSum-minCLSum)
		for idx, plName := range names {
			state := plStates[plName]
			currentCL[plName] = state.minCL + int(math.Round((items[idx].lowerBound-float64(state.minCL))*shareFrac))
		}
	default:
		// As upstream, the seats shared are the nominal sum, though exempt
		// levels' use was subtracted above to choose this case.
		allocs, _, err := computeConcurrencyAllocation(c.nominalCLSum, items)
		for idx, plName := range names {
			if err != nil {
				klog.Errorf("Unable to derive new concurrency limits for %v: %v", names, err)
				currentCL[plName] = plStates[plName].currentCL
				continue
			}
			currentCL[plName] = int(math.Round(allocs[idx]))
		}
	}
	for plName, state := range plStates {
		c.completeQueueSet(plName, state, currentCL[plName], setCompleters)
	}
}

// completeQueueSet gives a level its new limit.
func (c *configController) completeQueueSet(plName string, state *priorityLevelState, currentCL int, setCompleter bool) {
	if setCompleter {
		qsCompleter, err := c.queueSetCompleterFor(state, state.pl)
		if err != nil {
			klog.Errorf("Configuration error in existing priority level %q: %v", plName, err)
			return
		}
		state.qsCompleter = qsCompleter
	}
	state.currentCL = currentCL
	metrics.SetCurrentLimit(plName, currentCL)
	state.queues = state.qsCompleter.Complete(fq.DispatchingConfig{ConcurrencyLimit: currentCL})
}

package flowcontrol

import (
	"fmt"
	"math"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/classifier"
	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/metrics"
)

// priorityLevelMaxSeatsPercent caps a request's estimated width at this
// share of its level's nominal limit.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.priorityLevelMaxSeatsPercent.
const priorityLevelMaxSeatsPercent = 0.15

// cfgMeal is one digest of configuration in progress.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.cfgMeal.
type cfgMeal struct {
	c           *configController
	newPLStates map[string]*priorityLevelState
	// shareSum sums the nominalConcurrencyShares of every level in use.
	shareSum                     float64
	haveExemptPL, haveCatchAllPL bool
	// danglingChanges are the FlowSchemas whose Dangling condition must
	// be written.
	danglingChanges []danglingUpdate
}

// danglingUpdate is a FlowSchema whose Dangling condition is out of
// date, and the condition it should have.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.fsStatusUpdate.
type danglingUpdate struct {
	fs        *flowcontrol.FlowSchema
	condition flowcontrol.FlowSchemaCondition
}

// lockAndDigestConfigObjects replaces the configuration in use with the
// given objects, and returns the FlowSchema status changes to write.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).lockAndDigestConfigObjects.
func (c *configController) lockAndDigestConfigObjects(newPLs []*flowcontrol.PriorityLevelConfiguration, newFSs []*flowcontrol.FlowSchema) []danglingUpdate {
	c.lock.Lock()
	defer c.lock.Unlock()
	meal := &cfgMeal{c: c, newPLStates: map[string]*priorityLevelState{}}
	meal.digestNewPLsLocked(newPLs)
	meal.digestFlowSchemasLocked(newFSs)
	meal.processOldPLsLocked()
	for name, pl := range map[string]bool{
		flowcontrol.PriorityLevelConfigurationNameExempt:   meal.haveExemptPL,
		flowcontrol.PriorityLevelConfigurationNameCatchAll: meal.haveCatchAllPL,
	} {
		if !pl {
			meal.imaginePL(internalbootstrap.MandatoryPriorityLevelConfigurations[name])
		}
	}
	meal.finishQueueSetReconfigsLocked()
	c.priorityLevelStates = meal.newPLStates
	return meal.danglingChanges
}

// digestNewPLsLocked takes each configured level, keeping the live state
// (and so the queues, with their requests) of one that exists already.
// A level whose queuing cannot be dealt is ignored.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).digestNewPLsLocked.
func (meal *cfgMeal) digestNewPLsLocked(newPLs []*flowcontrol.PriorityLevelConfiguration) {
	for _, pl := range newPLs {
		state := meal.c.priorityLevelStates[pl.Name]
		if state == nil {
			state = &priorityLevelState{seatDemand: fq.NewIntegrator(meal.c.clock)}
		}
		qsCompleter, err := meal.c.queueSetCompleterFor(state, pl)
		if err != nil {
			klog.Warningf("Ignoring PriorityLevelConfiguration object %s because its spec is broken: %v", pl.Name, err)
			continue
		}
		state.pl, state.qsCompleter, state.quiescing = pl, qsCompleter, false
		meal.addLevel(state)
	}
}

// addLevel puts a level in use and adds its shares.
func (meal *cfgMeal) addLevel(state *priorityLevelState) {
	meal.newPLStates[state.pl.Name] = state
	meal.shareSum += float64(nominalConcurrencyShares(state.pl))
	meal.haveExemptPL = meal.haveExemptPL || state.pl.Name == flowcontrol.PriorityLevelConfigurationNameExempt
	meal.haveCatchAllPL = meal.haveCatchAllPL || state.pl.Name == flowcontrol.PriorityLevelConfigurationNameCatchAll
}

// digestFlowSchemasLocked keeps the FlowSchemas whose level exists,
// notes the Dangling condition of each, sorts them, and adds the
// mandatory exempt (first) and catch-all (last) if they are missing.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).digestFlowSchemasLocked.
func (meal *cfgMeal) digestFlowSchemasLocked(newFSs []*flowcontrol.FlowSchema) {
	var kept []*flowcontrol.FlowSchema
	var haveExemptFS, haveCatchAllFS bool
	for _, fs := range newFSs {
		_, found := meal.newPLStates[fs.Spec.PriorityLevelConfiguration.Name]
		meal.presyncFlowSchemaStatus(fs, !found)
		if !found {
			continue
		}
		kept = append(kept, fs)
		haveExemptFS = haveExemptFS || fs.Name == flowcontrol.FlowSchemaNameExempt
		haveCatchAllFS = haveCatchAllFS || fs.Name == flowcontrol.FlowSchemaNameCatchAll
	}
	kept = classifier.SortFlowSchemas(kept)
	if !haveExemptFS {
		kept = append([]*flowcontrol.FlowSchema{internalbootstrap.MandatoryFlowSchemas[flowcontrol.FlowSchemaNameExempt]}, kept...)
	}
	if !haveCatchAllFS {
		kept = append(kept, internalbootstrap.MandatoryFlowSchemas[flowcontrol.FlowSchemaNameCatchAll])
	}
	meal.c.flowSchemas = kept
}

// processOldPLsLocked deals with the levels in use that the new
// configuration lacks: an idle one is dropped, a busy one quiesces
// (serves what it holds, takes nothing new); a missing mandatory one is
// kept as it was.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).processOldPLsLocked.
func (meal *cfgMeal) processOldPLsLocked() {
	for plName, state := range meal.c.priorityLevelStates {
		if meal.newPLStates[plName] != nil {
			continue
		}
		mandatory := plName == flowcontrol.PriorityLevelConfigurationNameExempt && !meal.haveExemptPL ||
			plName == flowcontrol.PriorityLevelConfigurationNameCatchAll && !meal.haveCatchAllPL
		if !mandatory {
			if state.queues.IsIdle() {
				klog.V(3).Infof("Removing undesired priority level %q", plName)
				metrics.ForgetPriorityLevel(plName)
				continue
			}
			state.quiescing = true
		}
		qsCompleter, err := meal.c.queueSetCompleterFor(state, state.pl)
		if err != nil {
			panic(err) // it was accepted before
		}
		state.qsCompleter = qsCompleter
		meal.addLevel(state)
	}
}

// imaginePL puts a built-in mandatory level in use when no object
// configures it.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).imaginePL.
func (meal *cfgMeal) imaginePL(proto *flowcontrol.PriorityLevelConfiguration) {
	state := &priorityLevelState{pl: proto, seatDemand: fq.NewIntegrator(meal.c.clock)}
	qsCompleter, err := meal.c.queueSetCompleterFor(state, proto)
	if err != nil {
		panic(err) // built in
	}
	state.qsCompleter = qsCompleter
	meal.addLevel(state)
}

// finishQueueSetReconfigsLocked computes each level's limits from its
// shares of the server's concurrency limit:
//
//	nominalCL = ceil(serverCL * shares / sum of shares)
//	minCL     = nominalCL - round(nominalCL * lendablePercent / 100)
//	maxCL     = nominalCL + round(nominalCL * borrowingLimitPercent / 100)
//
// (no borrowingLimitPercent: maxCL = nominalCL + serverCL), starts a new
// level at nominalCL minus half of what it may lend, and then lets the
// borrowing update complete every level's queues.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).finishQueueSetReconfigsLocked.
func (meal *cfgMeal) finishQueueSetReconfigsLocked() {
	c := meal.c
	nominalCLSum := 0
	for plName, state := range meal.newPLStates {
		shares, lendablePercent, borrowingLimitPercent := plSpecCommons(state.pl)
		nominalCL := int(math.Ceil(float64(c.serverConcurrencyLimit) * float64(shares) / meal.shareSum))
		lendableCL := int(math.Round(float64(nominalCL) * float64(lendablePercent) / 100))
		borrowingCL := c.serverConcurrencyLimit
		if borrowingLimitPercent != nil {
			borrowingCL = int(math.Round(float64(nominalCL) * float64(*borrowingLimitPercent) / 100))
		}
		metrics.SetPriorityLevelConfiguration(plName, nominalCL, nominalCL-lendableCL, nominalCL+borrowingCL)
		if state.queues == nil {
			state.seatDemandStats = seatDemandStats{}
			state.currentCL = nominalCL - lendableCL/2
		}
		state.nominalCL, state.minCL, state.maxCL = nominalCL, nominalCL-lendableCL, nominalCL+borrowingCL
		nominalCLSum += nominalCL
		if queuing := queuingOf(state.pl); queuing != nil {
			seats := math.Min(math.Ceil(float64(nominalCL)*priorityLevelMaxSeatsPercent), float64(int32(nominalCL)/queuing.HandSize))
			c.maxSeats[plName] = uint64(math.Max(1, seats))
		} else {
			delete(c.maxSeats, plName)
		}
	}
	c.nominalCLSum = nominalCLSum
	c.updateBorrowingLocked(false, meal.newPLStates)
}

// queueSetCompleterFor checks pl's queuing for state: a new queue set,
// or a change to state's live one.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.queueSetCompleterForPL.
func (c *configController) queueSetCompleterFor(state *priorityLevelState, pl *flowcontrol.PriorityLevelConfiguration) (fq.QueueSetCompleter, error) {
	qCfg := fq.QueuingConfig{Name: pl.Name}
	switch queuing := queuingOf(pl); {
	case pl.Spec.Type == flowcontrol.PriorityLevelEnablementExempt:
		qCfg.DesiredNumQueues = -1
	case queuing != nil:
		qCfg.DesiredNumQueues = int(queuing.Queues)
		qCfg.QueueLengthLimit = int(queuing.QueueLengthLimit)
		qCfg.HandSize = int(queuing.HandSize)
	}
	if state.queues != nil {
		return state.queues.BeginConfigChange(qCfg)
	}
	return c.queueSetFactory.BeginConstruction(qCfg, state.seatDemand)
}

// plSpecCommons returns what exempt and limited levels share: the
// nominal concurrency shares, the lendable percent (0 if unset) and the
// borrowing limit percent (nil: no limit; exempt levels never borrow).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.plSpecCommons.
func plSpecCommons(pl *flowcontrol.PriorityLevelConfiguration) (shares, lendablePercent int32, borrowingLimitPercent *int32) {
	if limited := pl.Spec.Limited; limited != nil {
		return limited.NominalConcurrencyShares, deref(limited.LendablePercent), limited.BorrowingLimitPercent
	}
	var zero int32
	if exempt := pl.Spec.Exempt; exempt != nil {
		return deref(exempt.NominalConcurrencyShares), deref(exempt.LendablePercent), &zero
	}
	return 0, 0, &zero
}

func nominalConcurrencyShares(pl *flowcontrol.PriorityLevelConfiguration) int32 {
	shares, _, _ := plSpecCommons(pl)
	return shares
}

func deref(p *int32) int32 {
	if p == nil {
		return 0
	}
	return *p
}

// presyncFlowSchemaStatus notes a status write if fs's Dangling
// condition does not say what the digest found.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*cfgMeal).presyncFlowSchemaStatus.
func (meal *cfgMeal) presyncFlowSchemaStatus(fs *flowcontrol.FlowSchema, dangling bool) {
	plName := fs.Spec.PriorityLevelConfiguration.Name
	want := flowcontrol.FlowSchemaCondition{
		Type:    flowcontrol.FlowSchemaConditionDangling,
		Status:  flowcontrol.ConditionFalse,
		Reason:  "Found",
		Message: fmt.Sprintf("This FlowSchema references the PriorityLevelConfiguration object named %q and it exists", plName),
	}
	if dangling {
		want.Status, want.Reason = flowcontrol.ConditionTrue, "NotFound"
		want.Message = fmt.Sprintf("This FlowSchema references the PriorityLevelConfiguration object named %q but there is no such object", plName)
	}
	for _, cond := range fs.Status.Conditions {
		if cond.Type == want.Type && cond.Status == want.Status && cond.Reason == want.Reason && cond.Message == want.Message {
			return
		}
	}
	want.LastTransitionTime = metav1.NewTime(meal.c.clock.Now())
	meal.danglingChanges = append(meal.danglingChanges, danglingUpdate{fs: fs, condition: want})
}

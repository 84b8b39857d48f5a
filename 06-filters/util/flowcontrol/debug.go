package flowcontrol

import (
	"fmt"
	"net/http"
	"slices"
	"text/tabwriter"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
)

// Install is Interface.Install: two tables, as upstream prints them.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).Install
// (which also serves dump_requests).
func (c *configController) Install(m *mux.PathRecorderMux) {
	m.UnlistedHandleFunc("/debug/api_priority_and_fairness/dump_priority_levels", c.dumpPriorityLevels)
	m.UnlistedHandleFunc("/debug/api_priority_and_fairness/dump_queues", c.dumpQueues)
}

// sortedLevelNamesLocked are the levels in use, by name.
func (c *configController) sortedLevelNamesLocked() []string {
	names := make([]string, 0, len(c.priorityLevelStates))
	for name := range c.priorityLevelStates {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// dumpPriorityLevels prints one row per level: its requests waiting and
// executing, the seats they take, and its limits. (Upstream's columns
// are counters since start; ours show the seats, which the chapter
// explains.)
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).dumpPriorityLevels.
func (c *configController) dumpPriorityLevels(w http.ResponseWriter, _ *http.Request) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	tw := tabwriter.NewWriter(w, 8, 0, 1, ' ', 0)
	fmt.Fprintln(tw, "PriorityLevelName,\tWaitingRequests,\tExecutingRequests,\tSeatsInUse,\tSeatsWaiting,\tNominalCL,\tLendableCL,\tBorrowingCL,\tCurrentCL,\tIsIdle,\tIsQuiescing")
	for _, name := range c.sortedLevelNamesLocked() {
		state := c.priorityLevelStates[name]
		d := state.queues.Dump()
		fmt.Fprintf(tw, "%s,\t%d,\t%d,\t%d,\t%d,\t%d,\t%d,\t%d,\t%d,\t%v,\t%v\n", name,
			d.Waiting, d.Executing, d.SeatsInUse, d.SeatsWaiting,
			state.nominalCL, state.nominalCL-state.minCL, state.maxCL-state.nominalCL, state.currentCL,
			d.Waiting == 0 && d.Executing == 0, state.quiescing)
	}
	_ = tw.Flush()
}

// dumpQueues prints one row per queue of every level.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).dumpQueues.
func (c *configController) dumpQueues(w http.ResponseWriter, _ *http.Request) {
	c.lock.RLock()
	defer c.lock.RUnlock()
	tw := tabwriter.NewWriter(w, 8, 0, 1, ' ', 0)
	fmt.Fprintln(tw, "PriorityLevelName,\tIndex,\tPendingRequests,\tExecutingRequests,\tSeatsInUse,\tNextDispatchR")
	for _, name := range c.sortedLevelNamesLocked() {
		d := c.priorityLevelStates[name].queues.Dump()
		if len(d.Queues) == 0 {
			fmt.Fprintf(tw, "%s,\t<none>,\t<none>,\t<none>,\t<none>,\t<none>\n", name)
			continue
		}
		for _, q := range d.Queues {
			fmt.Fprintf(tw, "%s,\t%d,\t%d,\t%d,\t%d,\t%s\n", name, q.Index, q.Waiting, q.Executing, q.SeatsInUse, q.NextDispatchR)
		}
	}
	_ = tw.Flush()
}

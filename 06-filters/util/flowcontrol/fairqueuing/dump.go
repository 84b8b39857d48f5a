package fairqueuing

// QueueSetDump is a queue set's state at one moment, as the debug
// endpoint /debug/api_priority_and_fairness/dump_queues shows it.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/debug.QueueSetDump.
type QueueSetDump struct {
	Queues           []QueueDump
	Waiting          int
	Executing        int
	SeatsInUse       int
	SeatsWaiting     int
	ConcurrencyLimit int
}

// QueueDump is one queue's state.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/debug.QueueDump.
type QueueDump struct {
	Index         int
	NextDispatchR string
	Waiting       int
	Executing     int
	SeatsInUse    int
	SeatsWaiting  int
}

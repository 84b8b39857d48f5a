package queueset

import fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"

// Dump describes every queue: its requests waiting and executing, the
// seats they take and its next virtual dispatch time.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/queueset.(*queueSet).Dump.
func (qs *queueSet) Dump() fq.QueueSetDump {
	qs.lockAndSyncTime()
	defer qs.lock.Unlock()
	d := fq.QueueSetDump{
		Queues:           make([]fq.QueueDump, 0, len(qs.queues)),
		Waiting:          qs.totRequestsWaiting,
		Executing:        qs.totRequestsExecuting,
		SeatsInUse:       qs.totSeatsInUse,
		SeatsWaiting:     qs.totSeatsWaiting,
		ConcurrencyLimit: qs.dCfg.ConcurrencyLimit,
	}
	for _, q := range qs.queues {
		d.Queues = append(d.Queues, fq.QueueDump{
			Index:         q.index,
			NextDispatchR: q.nextDispatchR.String(),
			Waiting:       q.waiting.Len(),
			Executing:     q.requestsExecuting,
			SeatsInUse:    q.seatsInUse,
			SeatsWaiting:  q.waitingSeats,
		})
	}
	return d
}

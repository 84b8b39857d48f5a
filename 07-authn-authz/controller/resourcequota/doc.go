// Package resourcequota keeps each ResourceQuota's status true: status.hard
// copies spec.hard, and status.used is recomputed from the objects the
// namespace really holds. Admission only ever adds to status.used (it
// charges a create before the object is stored); this controller gives
// back what deletes free, what a charged create that later failed never
// used, and fills in a new quota's status — until it has, admission
// refuses what the quota counts ("status unknown for quota").
//
// A quota is synced when it is created or its spec changes, when an
// object it may count is deleted (or a pod finishes), and every resync
// period. Each sync lists the namespace's objects from informers, sums
// the evaluators' usage, and writes the status through
// resourcequotas/status with the quota's resourceVersion, only when it
// changed; a conflict (admission charged meanwhile) retries the sync.
//
// This is kube-controller-manager's job upstream, not the API server's:
// there the controller talks to the API server through a client and
// finds the resources to count through discovery. We run it in-process,
// started by the post-start hook "start-resource-quota-controller",
// reading the shared informers and writing through the master's storage.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/controller/resourcequota
// (Controller, QuotaMonitor's replenishment), with the evaluators of
// k8s.io/kubernetes/pkg/quota/v1/evaluator/core.
//
// Left out: discovery (object counts of other resources are computed when
// a quota names them as count/<resource>.<group>, from an informer made on
// first use, and replenished only by the periodic resync), the separate
// missing-usage queue, and metrics.
package resourcequota

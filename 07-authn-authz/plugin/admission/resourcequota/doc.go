// Package resourcequota is the ResourceQuota admission plugin: it refuses
// a create (or an update that costs more) when the namespace's quotas
// have no room for it, and otherwise charges the quotas, writing their
// new status.used BEFORE the object is stored.
//
// The hard part is concurrency. Twenty creates racing for the last five
// slots must not all read "used: 0" and all pass. Upstream's answer, and
// ours: (1) each charge is a compare-and-swap write of the quota's
// status, with the resourceVersion it was computed from, so a stale
// charge fails with a conflict instead of overwriting; (2) requests are
// queued per namespace and one worker at a time takes a namespace's whole
// batch, checks the requests in order against a running copy of the
// quotas, and writes each changed quota once for the batch; (3) on a
// conflict it re-reads the quotas and re-checks the batch, up to three
// times, then fails the requests it could not charge. The quota
// controller later recomputes status.used from what was really stored
// (a charged create that a later step refused is given back then).
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota
// (admission.go, controller.go, resource_access.go), registered by
// k8s.io/kubernetes/plugin/pkg/admission/resourcequota.
//
// Left out: the plugin's configuration file (LimitedResources: resources
// that may only be used under a covering quota, and their match scopes),
// evaluator Constraints, the quota lock hook, and a stop channel for the
// workers (they live as long as the process).
package resourcequota

package resourcequota

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// Evaluator decides one request against its namespace's quotas.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.Evaluator.
type Evaluator interface {
	// Evaluate returns nil when the request fits (and was charged), a 403
	// Forbidden when it does not.
	Evaluate(a admission.Attributes) error
}

// evaluationTimeout bounds how long a request waits for its batch.
// Upstream: the 10 s of quotaEvaluator.Evaluate.
const evaluationTimeout = 10 * time.Second

// conflictRetries is how often a batch is re-checked after a conflicting
// status write. Upstream: the 3 passed to checkQuotas.
const conflictRetries = 3

// quotaEvaluator serializes quota checks per namespace: Evaluate queues
// the request under its namespace and waits; workers take a namespace
// with all its waiting requests (the batch), and no two workers hold the
// same namespace at once. Requests that arrive while their namespace is
// being worked on wait in dirtyWork for the next batch.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.quotaEvaluator.
type quotaEvaluator struct {
	quotaAccessor    QuotaAccessor
	registry         quota.Registry
	ignoredResources map[schema.GroupResource]struct{}
	workers          int

	queue      *workqueue.Queue[string]
	workLock   sync.Mutex
	work       map[string][]*admissionWaiter
	dirtyWork  map[string][]*admissionWaiter
	inProgress map[string]bool

	startOnce sync.Once
}

// admissionWaiter is one queued request, its result, and a channel closed
// once the result is set. The result starts as defaultDeny: a request
// whose batch ends without an answer for it is refused.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.admissionWaiter.
type admissionWaiter struct {
	attributes admission.Attributes
	finished   chan struct{}
	result     error
}

// errDefaultDeny is the result of a request not yet decided.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.defaultDeny.
var errDefaultDeny = errors.New("forbidden: not yet processed by quota")

// NewQuotaEvaluator returns an evaluator running workers goroutines
// (started on the first request).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.NewQuotaEvaluator.
func NewQuotaEvaluator(accessor QuotaAccessor, ignored map[schema.GroupResource]struct{}, registry quota.Registry, workers int) Evaluator {
	return &quotaEvaluator{
		quotaAccessor:    accessor,
		registry:         registry,
		ignoredResources: ignored,
		workers:          workers,
		queue:            workqueue.New[string](),
		work:             map[string][]*admissionWaiter{},
		dirtyWork:        map[string][]*admissionWaiter{},
		inProgress:       map[string]bool{},
	}
}

// Evaluate queues the request under its namespace and waits for its
// batch to decide it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).Evaluate.
func (e *quotaEvaluator) Evaluate(a admission.Attributes) error {
	e.startOnce.Do(e.start)
	gr := a.GetResource().GroupResource()
	if _, ok := e.ignoredResources[gr]; ok {
		return nil
	}
	evaluator := e.registry.Get(gr)
	if evaluator == nil {
		// any resource can be counted: count/<resource>.<group>
		evaluator = generic.NewObjectCountEvaluator(gr, nil, "")
		e.registry.Add(evaluator)
	}
	if !evaluator.Handles(a) {
		return nil
	}
	waiter := &admissionWaiter{attributes: a, finished: make(chan struct{}), result: errDefaultDeny}
	e.addWork(waiter)
	select {
	case <-waiter.finished:
		return waiter.result
	case <-time.After(evaluationTimeout):
		return apierrors.NewInternalError(fmt.Errorf("resource quota evaluation timed out"))
	}
}

// start runs the workers.
func (e *quotaEvaluator) start() {
	for range e.workers {
		go e.doWork()
	}
}

// doWork takes batches until the queue shuts down.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).doWork.
func (e *quotaEvaluator) doWork() {
	for {
		ns, batch, quit := e.getWork()
		if quit {
			return
		}
		if len(batch) > 0 {
			e.checkAttributes(ns, batch)
		}
		e.completeWork(ns)
	}
}

// addWork queues a for its namespace: in the next batch, or, while a
// worker holds the namespace, in the one after.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).addWork.
func (e *quotaEvaluator) addWork(a *admissionWaiter) {
	e.workLock.Lock()
	defer e.workLock.Unlock()
	ns := a.attributes.GetNamespace()
	e.queue.Add(ns)
	if e.inProgress[ns] {
		e.dirtyWork[ns] = append(e.dirtyWork[ns], a)
		return
	}
	e.work[ns] = append(e.work[ns], a)
}

// getWork waits for a namespace and takes its batch.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).getWork.
func (e *quotaEvaluator) getWork() (string, []*admissionWaiter, bool) {
	ns, shutdown := e.queue.Get()
	if shutdown {
		return "", nil, true
	}
	e.workLock.Lock()
	defer e.workLock.Unlock()
	batch := e.work[ns]
	delete(e.work, ns)
	delete(e.dirtyWork, ns)
	e.inProgress[ns] = true
	return ns, batch, false
}

// completeWork releases the namespace; what arrived meanwhile becomes
// its next batch (the queue hands the namespace out again).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).completeWork.
func (e *quotaEvaluator) completeWork(ns string) {
	e.workLock.Lock()
	defer e.workLock.Unlock()
	e.queue.Done(ns)
	e.work[ns] = e.dirtyWork[ns]
	delete(e.dirtyWork, ns)
	delete(e.inProgress, ns)
}

// checkAttributes decides a batch and always wakes every waiter.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).checkAttributes.
func (e *quotaEvaluator) checkAttributes(ns string, batch []*admissionWaiter) {
	defer func() {
		for _, w := range batch {
			close(w.finished)
		}
	}()
	quotas, err := e.quotaAccessor.GetQuotas(ns)
	if err != nil {
		for _, w := range batch {
			w.result = err
		}
		return
	}
	if len(quotas) == 0 {
		for _, w := range batch {
			w.result = nil
		}
		return
	}
	e.checkQuotas(quotas, batch, conflictRetries)
}

// checkQuotas checks each request of the batch, in order, against a
// running copy of the quotas (so the batch's requests see each other's
// charges), then writes each quota that changed once. Requests that
// changed nothing are admitted at once; the others when every write
// succeeded. On a conflict it re-reads the quotas that failed and
// re-checks the whole batch against them; requests refused stay refused.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).checkQuotas.
func (e *quotaEvaluator) checkQuotas(quotas []core.ResourceQuota, batch []*admissionWaiter, remainingRetries int) {
	originals := copyQuotas(quotas)
	changed := false
	for _, w := range batch {
		newQuotas, err := e.checkRequest(quotas, w.attributes)
		if err != nil {
			w.result = err
			continue
		}
		// a dry run is checked, never charged
		if w.attributes.IsDryRun() {
			w.result = nil
			continue
		}
		chargedThis := false
		for i := range newQuotas {
			if !quota.Equals(quotas[i].Status.Used, newQuotas[i].Status.Used) {
				chargedThis = true
				break
			}
		}
		if !chargedThis {
			w.result = nil
		}
		changed = changed || chargedThis
		quotas = newQuotas
	}
	if !changed {
		return
	}

	var failed []core.ResourceQuota
	var lastErr error
	for i := range quotas {
		if quota.Equals(originals[i].Status.Used, quotas[i].Status.Used) {
			continue
		}
		if err := e.quotaAccessor.UpdateQuotaStatus(&quotas[i]); err != nil {
			failed = append(failed, quotas[i])
			lastErr = err
		}
	}
	if len(failed) == 0 {
		setUndecided(batch, nil)
		return
	}
	if remainingRetries <= 0 {
		setUndecided(batch, lastErr)
		return
	}
	fresh, err := e.quotaAccessor.GetQuotas(quotas[0].Namespace)
	if err != nil {
		setUndecided(batch, lastErr)
		return
	}
	// re-check only the quotas whose write failed; the others hold the
	// batch's charges already. A quota deleted meanwhile is dropped.
	var retry []core.ResourceQuota
	for _, q := range fresh {
		for _, f := range failed {
			if q.Name == f.Name {
				retry = append(retry, q)
				break
			}
		}
	}
	e.checkQuotas(retry, batch, remainingRetries-1)
}

// setUndecided sets the result of every request still at defaultDeny.
func setUndecided(batch []*admissionWaiter, result error) {
	for _, w := range batch {
		if w.result == errDefaultDeny {
			w.result = result
		}
	}
}

// copyQuotas deep-copies quotas, so the running copy never changes the
// informer's objects or the originals.
func copyQuotas(in []core.ResourceQuota) []core.ResourceQuota {
	out := make([]core.ResourceQuota, len(in))
	for i := range in {
		in[i].DeepCopyInto(&out[i])
	}
	return out
}

// checkRequest returns the quotas as they would be with a charged, or a
// 403 Forbidden when a does not fit.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaEvaluator).checkRequest.
func (e *quotaEvaluator) checkRequest(quotas []core.ResourceQuota, a admission.Attributes) ([]core.ResourceQuota, error) {
	evaluator := e.registry.Get(a.GetResource().GroupResource())
	if evaluator == nil {
		return quotas, nil
	}
	return CheckRequest(quotas, a, evaluator)
}

// CheckRequest charges a to the quotas that count it: it computes the
// request's usage (on an update, the growth over the old object), and
// refuses it with upstream's "exceeded quota" message when a quota's
// used + requested would pass its hard limit.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.CheckRequest.
func CheckRequest(quotas []core.ResourceQuota, a admission.Attributes, evaluator quota.Evaluator) ([]core.ResourceQuota, error) {
	if !evaluator.Handles(a) {
		return quotas, nil
	}
	obj := a.GetObject()
	var interesting []int
	for i := range quotas {
		q := &quotas[i]
		match, err := evaluator.Matches(q, obj)
		if err != nil {
			return quotas, err
		}
		if !match {
			continue
		}
		restricted := evaluator.MatchingResources(quota.ResourceNames(q.Status.Hard))
		if !hasUsageStats(q, restricted) {
			return nil, admission.NewForbidden(a, fmt.Errorf("status unknown for quota: %s, resources: %s", q.Name, prettyPrintResourceNames(restricted)))
		}
		interesting = append(interesting, i)
	}
	if len(interesting) == 0 {
		return quotas, nil
	}

	usage, err := evaluator.Usage(obj)
	if err != nil {
		return quotas, err
	}
	if negative := quota.IsNegative(usage); len(negative) > 0 {
		return nil, admission.NewForbidden(a, fmt.Errorf("quota usage is negative for resource(s): %s", prettyPrintResourceNames(negative)))
	}
	deltas, err := deltaUsage(quotas, interesting, a, evaluator, usage)
	if err != nil {
		return nil, err
	}
	if len(deltas) == 0 {
		return quotas, nil
	}

	out := copyQuotas(quotas)
	for _, i := range interesting {
		delta, ok := deltas[i]
		if !ok {
			continue
		}
		q := &out[i]
		hard := quota.ResourceNames(q.Status.Hard)
		requested := quota.Mask(delta, hard)
		newUsed := quota.Add(q.Status.Used, requested)
		// writing a status subresource is not charged against itself
		if a.GetSubresource() != "status" {
			masked := quota.Mask(newUsed, quota.ResourceNames(requested))
			if ok, exceeded := quota.LessThanOrEqual(masked, q.Status.Hard); !ok {
				return nil, admission.NewForbidden(a, fmt.Errorf("exceeded quota: %s, requested: %s, used: %s, limited: %s",
					q.Name,
					prettyPrint(quota.Mask(requested, exceeded)),
					prettyPrint(quota.Mask(q.Status.Used, exceeded)),
					prettyPrint(quota.Mask(q.Status.Hard, exceeded))))
			}
		}
		q.Status.Used = newUsed
	}
	return out, nil
}

// deltaUsage is what a charges each interesting quota, zeros removed: the
// object's usage on a create; on an update of a stored object the growth
// over the old one, for the quotas that counted the old one too.
// Upstream: the middle of CheckRequest.
func deltaUsage(quotas []core.ResourceQuota, interesting []int, a admission.Attributes, evaluator quota.Evaluator, usage core.ResourceList) (map[int]core.ResourceList, error) {
	deltas := make(map[int]core.ResourceList, len(interesting))
	for _, i := range interesting {
		deltas[i] = usage
	}
	if a.GetOperation() == admission.Update {
		old := a.GetOldObject()
		if old == nil {
			return nil, admission.NewForbidden(a, fmt.Errorf("unable to get previous usage since prior version of object was not found"))
		}
		// an update that creates the object is charged in full
		if accessor, err := meta.Accessor(old); err == nil && accessor.GetResourceVersion() != "" {
			oldUsage, err := evaluator.Usage(old)
			if err != nil {
				return nil, err
			}
			growth := quota.SubtractWithNonNegativeResult(usage, oldUsage)
			for _, i := range interesting {
				if match, err := evaluator.Matches(&quotas[i], old); err != nil {
					return nil, err
				} else if match {
					deltas[i] = growth
				}
			}
		}
	}
	for i, delta := range deltas {
		if delta = quota.RemoveZeros(delta); len(delta) == 0 {
			delete(deltas, i)
		} else {
			deltas[i] = delta
		}
	}
	return deltas, nil
}

// hasUsageStats reports whether the quota's status has a used amount for
// every hard limit among names: until the quota controller has computed
// it, nothing the quota counts is admitted.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.hasUsageStats.
func hasUsageStats(q *core.ResourceQuota, names []core.ResourceName) bool {
	for name := range q.Status.Hard {
		if !quota.Contains(names, name) {
			continue
		}
		if _, ok := q.Status.Used[name]; !ok {
			return false
		}
	}
	return true
}

// prettyPrint prints a list as name=amount, sorted by name, joined by
// commas: "pods=1,requests.cpu=500m".
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.prettyPrint.
func prettyPrint(list core.ResourceList) string {
	parts := make([]string, 0, len(list))
	for _, name := range quota.ResourceNames(list) {
		q := list[name]
		parts = append(parts, string(name)+"="+q.String())
	}
	return strings.Join(parts, ",")
}

// prettyPrintResourceNames joins names, sorted, with commas.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.prettyPrintResourceNames.
func prettyPrintResourceNames(names []core.ResourceName) string {
	s := make([]string, 0, len(names))
	for _, n := range names {
		s = append(s, string(n))
	}
	sort.Strings(s)
	return strings.Join(s, ",")
}

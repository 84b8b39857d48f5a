package resourcequota

import (
	"context"
	"fmt"
	"strings"
	"time"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	evaluatorcore "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/evaluator/core"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// InformerForResource returns the informer of a resource, made (and
// started) on first use: the SharedInformerFactory's ForResource.
// Upstream: k8s.io/kubernetes/pkg/controller.InformerFactory's ForResource.
type InformerForResource func(gr schema.GroupResource) *cache.Informer

// replenishedResources are the resources whose deletes (and, for pods,
// finishing) resync their namespace's quotas at once.
// Upstream: the resources QuotaMonitor watches, found by discovery.
var replenishedResources = []schema.GroupResource{
	core.Resource("pods"),
	core.Resource("services"),
	core.Resource("configmaps"),
	core.Resource("secrets"),
}

// Controller recomputes the status of resource quotas.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.Controller.
type Controller struct {
	quotas       *cache.Informer
	informerFor  InformerForResource
	statusWriter rest.Updater
	registry     quota.Registry
	queue        *workqueue.RateLimitingQueue[string]
	resync       time.Duration
}

// NewController returns a controller reading informers and writing
// through statusWriter (the resourcequotas/status storage); it syncs
// every quota when it starts and each resync period.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.NewController.
func NewController(informerFor InformerForResource, statusWriter rest.Updater, resync time.Duration) *Controller {
	c := &Controller{
		quotas:       informerFor(core.Resource("resourcequotas")),
		informerFor:  informerFor,
		statusWriter: statusWriter,
		queue:        workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		resync:       resync,
	}
	c.registry = generic.NewRegistry(evaluatorcore.NewEvaluators(c.listerFor))
	c.quotas.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: c.enqueue,
		UpdateFunc: func(_, newObj runtime.Object) {
			// admission's charges change status.used only: no resync
			if q, ok := newObj.(*core.ResourceQuota); ok && needsSync(q) {
				c.enqueue(q)
			}
		},
	})
	for _, gr := range replenishedResources {
		informerFor(gr).AddEventHandler(cache.ResourceEventHandlerFuncs{
			UpdateFunc: c.replenishOnPodFinished,
			DeleteFunc: c.replenish,
		})
	}
	return c
}

// needsSync reports whether q's status does not reflect its spec yet.
// Upstream: the check in addQuota and updateQuota.
func needsSync(q *core.ResourceQuota) bool {
	return q.Status.Used == nil || !quota.Equals(q.Spec.Hard, q.Status.Hard)
}

// listerFor lists a resource's objects of a namespace from its informer,
// failing until the informer has synced (the sync is then retried).
func (c *Controller) listerFor(gr schema.GroupResource) generic.ListFunc {
	return func(namespace string) ([]runtime.Object, error) {
		informer := c.informerFor(gr)
		if !informer.HasSynced() {
			return nil, fmt.Errorf("%s not synced yet", gr)
		}
		return informer.ByNamespace(namespace), nil
	}
}

// Run syncs quotas with workers goroutines, and all of them each resync
// period, until ctx is done. It blocks.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.(*Controller).Run.
func (c *Controller) Run(ctx context.Context, workers int) {
	if !cache.WaitForCacheSync(ctx, c.quotas) {
		c.queue.ShutDown()
		return
	}
	// one full sync first: the handlers may have been added after the
	// informers listed, and missed the quotas and deletes before
	c.enqueueAll()
	go c.resyncLoop(ctx)
	workqueue.RunWorkers(ctx, "resource quota controller", c.queue, workers, c.syncResourceQuotaFromKey, nil)
}

// enqueueAll queues every quota.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.(*Controller).enqueueAll.
func (c *Controller) enqueueAll() {
	for _, obj := range c.quotas.List() {
		c.enqueue(obj)
	}
}

// resyncLoop queues every quota each resync period.
// Upstream: the resyncPeriod of Controller.Run (enqueueAll).
func (c *Controller) resyncLoop(ctx context.Context) {
	ticker := time.NewTicker(c.resync)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			c.enqueueAll()
		}
	}
}

// enqueue queues a quota by namespace/name.
func (c *Controller) enqueue(obj runtime.Object) {
	if key, err := cache.MetaNamespaceKeyFunc(obj); err == nil {
		c.queue.Add(key)
	}
}

// replenish queues the quotas of a deleted object's namespace.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.(*Controller).replenishQuota.
func (c *Controller) replenish(obj runtime.Object) {
	key, err := cache.MetaNamespaceKeyFunc(obj)
	if err != nil {
		return
	}
	namespace, _, _ := strings.Cut(key, "/")
	for _, q := range c.quotas.ByNamespace(namespace) {
		c.enqueue(q)
	}
}

// replenishOnPodFinished replenishes when a pod reaches a terminal phase:
// it stops using pods, cpu and memory.
// Upstream: the pod UpdateFunc of QuotaMonitor (evaluatorcore.QuotaV1Pod).
func (c *Controller) replenishOnPodFinished(oldObj, newObj runtime.Object) {
	oldPod, ok1 := oldObj.(*core.Pod)
	newPod, ok2 := newObj.(*core.Pod)
	if ok1 && ok2 && evaluatorcore.QuotaV1Pod(oldPod) && !evaluatorcore.QuotaV1Pod(newPod) {
		c.replenish(newPod)
	}
}

// syncResourceQuotaFromKey syncs the quota of key, if it still exists.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.(*Controller).syncResourceQuotaFromKey.
func (c *Controller) syncResourceQuotaFromKey(ctx context.Context, key string) error {
	obj, ok := c.quotas.Get(key)
	if !ok {
		return nil
	}
	q, ok := obj.(*core.ResourceQuota)
	if !ok {
		return fmt.Errorf("expected a ResourceQuota, got %T", obj)
	}
	return c.syncResourceQuota(ctx, q)
}

// syncResourceQuota recomputes q's status and writes it if it changed.
// Upstream: k8s.io/kubernetes/pkg/controller/resourcequota.(*Controller).syncResourceQuota.
func (c *Controller) syncResourceQuota(ctx context.Context, q *core.ResourceQuota) error {
	hard := quota.Add(core.ResourceList{}, q.Spec.Hard)
	used, err := c.calculateUsage(q.Namespace, q.Spec.Scopes, hard)
	if err != nil {
		return err
	}
	if !needsSync(q) && quota.Equals(used, q.Status.Used) {
		return nil
	}
	updated := q.DeepCopy()
	updated.Status = core.ResourceQuotaStatus{Hard: hard, Used: used}
	ctx = request.WithNamespace(ctx, q.Namespace)
	// q's resourceVersion makes this a compare-and-swap: if admission
	// charged the quota since the informer saw it, this conflicts and the
	// key is retried with the newer quota
	_, _, err = c.statusWriter.Update(ctx, q.Name, rest.DefaultUpdatedObjectInfo(updated),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return fmt.Errorf("updating the status of quota %s/%s: %w", q.Namespace, q.Name, err)
	}
	klog.V(4).Infof("resource quota %s/%s: used %v", q.Namespace, q.Name, used)
	return nil
}

// calculateUsage sums, over the evaluators that count one of the hard
// resources, the usage of the namespace's objects in the scopes. A
// count/<resource>.<group> no evaluator knows gets an object counter.
// Upstream: k8s.io/apiserver/pkg/quota/v1.CalculateUsage.
func (c *Controller) calculateUsage(namespace string, scopes []core.ResourceQuotaScope, hard core.ResourceList) (core.ResourceList, error) {
	names := quota.ResourceNames(hard)
	c.addObjectCountEvaluators(names)
	used := core.ResourceList{}
	for _, evaluator := range c.registry.List() {
		matched := evaluator.MatchingResources(names)
		if len(matched) == 0 {
			continue
		}
		stats, err := evaluator.UsageStats(quota.UsageStatsOptions{Namespace: namespace, Scopes: scopes, Resources: matched})
		if err != nil {
			return nil, err
		}
		used = quota.Add(used, stats.Used)
	}
	return quota.Mask(used, names), nil
}

// addObjectCountEvaluators adds a counter for each count/<resource>.<group>
// in names that no evaluator counts yet.
// Upstream: the evaluators QuotaMonitor adds for discovered resources.
func (c *Controller) addObjectCountEvaluators(names []core.ResourceName) {
	for _, name := range names {
		rest, ok := strings.CutPrefix(string(name), "count/")
		if !ok {
			continue
		}
		resource, group, _ := strings.Cut(rest, ".")
		gr := schema.GroupResource{Group: group, Resource: resource}
		if c.registry.Get(gr) == nil {
			c.registry.Add(generic.NewObjectCountEvaluator(gr, c.listerFor(gr), ""))
		}
	}
}

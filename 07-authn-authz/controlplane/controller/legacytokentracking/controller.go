package legacytokentracking

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// The ConfigMap, its key and the key's format.
// Upstream: legacytokentracking.ConfigMapName, ConfigMapDataKey and dateFormat.
const (
	ConfigMapName    = "kube-apiserver-legacy-service-account-token-tracking"
	ConfigMapDataKey = "since"
	dateFormat       = "2006-01-02"
)

// createInterval is how often, at most, the controller creates the
// ConfigMap.
const createInterval = 30 * time.Minute

var (
	configMapsResource = schema.GroupResource{Resource: "configmaps"}
	queueKey           = metav1.NamespaceSystem + "/" + ConfigMapName
)

// Controller keeps the ConfigMap in place; see the package doc.
// Upstream: legacytokentracking.Controller.
type Controller struct {
	configMaps *cache.Informer
	storages   *informers.Storages
	queue      *workqueue.RateLimitingQueue[string]
	// now is the clock; lastCreate when the ConfigMap was last created.
	now        func() time.Time
	mu         sync.Mutex
	lastCreate time.Time
}

// NewController returns the controller over an informer of its one
// ConfigMap (kube-system, a metadata.name field selector, as upstream's),
// writing through the storages.
// Upstream: legacytokentracking.NewController.
func NewController(f *informers.SharedInformerFactory, storages *informers.Storages) *Controller {
	c := &Controller{
		configMaps: f.ForFilteredResource(configMapsResource, metav1.NamespaceSystem, "metadata.name="+ConfigMapName),
		storages:   storages,
		queue:      workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		now:        time.Now,
	}
	c.configMaps.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.configMapChanged,
		UpdateFunc: func(_, obj runtime.Object) { c.configMapChanged(obj) },
		DeleteFunc: c.configMapChanged,
	})
	return c
}

// configMapChanged queues the key when the event is about our ConfigMap.
func (c *Controller) configMapChanged(obj runtime.Object) {
	if cm, ok := obj.(*core.ConfigMap); ok && cm.Namespace+"/"+cm.Name == queueKey {
		c.queue.Add(queueKey)
	}
}

// Run syncs the ConfigMap now and on every change until ctx is done; it
// blocks.
// Upstream: (*Controller).RunWithContext.
func (c *Controller) Run(ctx context.Context) {
	c.queue.Add(queueKey)
	workqueue.RunWorkers(ctx, "legacy_token_tracking_controller", c.queue, 1,
		func(ctx context.Context, _ string) error { return c.syncConfigMap(ctx) },
		func(ctx context.Context) bool { return cache.WaitForCacheSync(ctx, c.configMaps) })
}

// syncConfigMap creates the ConfigMap with today's date if it is missing
// (or queues itself for when creating is allowed again), and puts today's
// date into a "since" that is not a date.
// Upstream: (*Controller).syncConfigMap.
func (c *Controller) syncConfigMap(ctx context.Context) error {
	now := c.now()
	obj, ok := c.configMaps.Get(queueKey)
	if !ok {
		return c.create(ctx, now)
	}
	cm, ok := obj.(*core.ConfigMap)
	if !ok {
		return fmt.Errorf("configmaps informer holds %T", obj)
	}
	if _, err := time.Parse(dateFormat, cm.Data[ConfigMapDataKey]); err == nil {
		return nil
	}
	cm = cm.DeepCopy()
	if cm.Data == nil {
		cm.Data = map[string]string{}
	}
	cm.Data[ConfigMapDataKey] = now.UTC().Format(dateFormat)
	_, err := informers.Update(ctx, c.storages, configMapsResource, cm)
	if apierrors.IsNotFound(err) || apierrors.IsConflict(err) {
		return nil // the event of the delete or the change queues it again
	}
	return err
}

// create writes the ConfigMap, unless one was created less than
// createInterval ago: then it comes back when the interval is over.
// Upstream: the creation branch of (*Controller).syncConfigMap, rate
// limited by a golang.org/x/time/rate.Limiter.
func (c *Controller) create(ctx context.Context, now time.Time) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if wait := c.lastCreate.Add(createInterval).Sub(now); !c.lastCreate.IsZero() && wait > 0 {
		c.queue.AddAfter(queueKey, wait)
		return nil
	}
	_, err := informers.Create(ctx, c.storages, configMapsResource, &core.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Namespace: metav1.NamespaceSystem, Name: ConfigMapName},
		Data:       map[string]string{ConfigMapDataKey: now.UTC().Format(dateFormat)},
	})
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	if err == nil {
		c.lastCreate = now
	}
	return err
}

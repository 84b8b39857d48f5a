package openapi

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// Delays of the controller: a document that was fetched is fetched again
// after successfulUpdateDelay; one that failed is retried after
// failedUpdateBaseDelay, doubling up to failedUpdateMaxExpDelay.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.successfulUpdateDelay
// and failedUpdateMaxExpDelay (upstream's back-off starts at a minute).
const (
	successfulUpdateDelay   = time.Minute
	failedUpdateBaseDelay   = time.Second
	failedUpdateMaxExpDelay = time.Hour
)

// AggregationController merges the /openapi/v2 of every remote
// APIService into the aggregator's: see the package doc.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.AggregationController.
type AggregationController struct {
	// ResyncPeriod is how long after a successful fetch a document is
	// fetched again (a minute). Set it before Run.
	ResyncPeriod time.Duration

	target *handler.OpenAPIService
	queue  *workqueue.RateLimitingQueue[string] // APIService names

	mu       sync.Mutex
	services map[string]*specInfo // by APIService name
}

// specInfo is what the controller knows of one remote APIService.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.openAPISpecInfo.
type specInfo struct {
	handler http.Handler
	etag    string      // of the document last merged
	resync  *time.Timer // queues the next fetch
}

// NewAggregationController returns a controller that merges remote
// APIServices' documents into target, the aggregator's /openapi/v2.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.NewAggregationController.
func NewAggregationController(target *handler.OpenAPIService) *AggregationController {
	return &AggregationController{
		ResyncPeriod: successfulUpdateDelay,
		target:       target,
		queue: workqueue.NewRateLimitingQueue(
			workqueue.NewItemExponentialFailureRateLimiter[string](failedUpdateBaseDelay, failedUpdateMaxExpDelay)),
		services: map[string]*specInfo{},
	}
}

// Run fetches documents until ctx is done; it blocks.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.(*AggregationController).Run.
func (c *AggregationController) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "OpenAPI AggregationController", c.queue, 1, c.sync, nil)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, info := range c.services {
		stopTimer(info)
	}
}

// AddAPIService starts following the document of apiService, reached
// through h (its proxy handler), and fetches it at once. A local
// APIService is ignored.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.(*AggregationController).AddAPIService.
func (c *AggregationController) AddAPIService(h http.Handler, apiService *apiregistration.APIService) {
	if apiService.Spec.Service == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.services[apiService.Name]; ok {
		stopTimer(old)
	}
	// a new entry: a fetch under way for the old one will not publish
	c.services[apiService.Name] = &specInfo{handler: h}
	c.queue.Forget(apiService.Name)
	c.queue.Add(apiService.Name)
}

// UpdateAPIService takes the new handler of apiService and fetches its
// document at once (the backend may have changed). An APIService that
// became local is dropped.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.(*AggregationController).UpdateAPIService,
// which fetches at once only an APIService whose last fetch failed.
func (c *AggregationController) UpdateAPIService(h http.Handler, apiService *apiregistration.APIService) {
	if apiService.Spec.Service == nil {
		c.RemoveAPIService(apiService.Name)
		return
	}
	c.AddAPIService(h, apiService)
}

// RemoveAPIService takes the document of apiServiceName out of
// /openapi/v2 and stops following it.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.(*AggregationController).RemoveAPIService.
func (c *AggregationController) RemoveAPIService(apiServiceName string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if info, ok := c.services[apiServiceName]; ok {
		stopTimer(info)
		delete(c.services, apiServiceName)
	}
	c.target.DeleteExtraSpec(apiServiceName)
	c.queue.Forget(apiServiceName)
}

// sync fetches the document of one APIService and merges it if it
// changed. An error makes the worker retry with back-off; the document
// merged before stays.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi.(*AggregationController).sync.
func (c *AggregationController) sync(ctx context.Context, name string) error {
	c.mu.Lock()
	info, ok := c.services[name]
	var etag string
	if ok {
		etag = info.etag
	}
	c.mu.Unlock()
	if !ok {
		return nil // removed
	}

	data, newETag, status, err := Download(ctx, info.handler, "/openapi/v2", etag)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.services[name] != info {
		return nil // removed or replaced meanwhile; a replacement is queued
	}
	switch status {
	case http.StatusNotModified:
	case http.StatusOK:
		if err := c.target.UpdateExtraSpec(name, data); err != nil {
			return fmt.Errorf("GET /openapi/v2: %w", err)
		}
		info.etag = newETag
		klog.V(2).Infof("OpenAPI AggregationController: merged the document of %s", name)
	default:
		return fmt.Errorf("GET /openapi/v2: status %d", status)
	}
	c.scheduleResync(name, info)
	return nil
}

// scheduleResync queues name again after ResyncPeriod. One timer per
// APIService, so fetches triggered by Add or Update do not start
// parallel chains of resyncs. Call with c.mu held.
func (c *AggregationController) scheduleResync(name string, info *specInfo) {
	stopTimer(info)
	info.resync = time.AfterFunc(c.ResyncPeriod, func() { c.queue.Add(name) })
}

func stopTimer(info *specInfo) {
	if info.resync != nil {
		info.resync.Stop()
	}
}

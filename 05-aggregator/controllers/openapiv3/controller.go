package openapiv3

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/handler"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/controllers/openapi"
)

// Delays of the controller: an APIService that was synced is synced
// again after successfulUpdateDelay; one that failed is retried after
// failedUpdateBaseDelay, doubling up to failedUpdateMaxExpDelay.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.successfulUpdateDelay
// and failedUpdateMaxExpDelay (upstream's back-off starts at a minute).
const (
	successfulUpdateDelay   = time.Minute
	failedUpdateBaseDelay   = time.Second
	failedUpdateMaxExpDelay = time.Hour
)

// AggregationController copies the v3 document of every remote
// APIService into the aggregator's /openapi/v3: see the package doc.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.AggregationController.
type AggregationController struct {
	// ResyncPeriod is how long after a successful sync an APIService is
	// synced again (a minute). Set it before Run.
	ResyncPeriod time.Duration

	target *handler.OpenAPIV3Service
	queue  *workqueue.RateLimitingQueue[string] // APIService names

	mu       sync.Mutex
	services map[string]*specInfo // by APIService name
}

// specInfo is what the controller knows of one remote APIService.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.openAPIV3APIServiceInfo.
type specInfo struct {
	handler   http.Handler
	key       string      // the document it owns: apis/<group>/<version>
	indexETag string      // of the backend's index last read
	hash      string      // of the document last copied, as the index gives it
	resync    *time.Timer // queues the next sync
}

// NewAggregationController returns a controller that copies remote
// APIServices' documents into target, the aggregator's /openapi/v3.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.NewAggregationController.
func NewAggregationController(target *handler.OpenAPIV3Service) *AggregationController {
	return &AggregationController{
		ResyncPeriod: successfulUpdateDelay,
		target:       target,
		queue: workqueue.NewRateLimitingQueue(
			workqueue.NewItemExponentialFailureRateLimiter[string](failedUpdateBaseDelay, failedUpdateMaxExpDelay)),
		services: map[string]*specInfo{},
	}
}

// Run syncs APIServices until ctx is done; it blocks.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.(*AggregationController).Run.
func (c *AggregationController) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "OpenAPI V3 AggregationController", c.queue, 1, c.sync, nil)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, info := range c.services {
		stopTimer(info)
	}
}

// documentKey is the key of the v3 document of a group-version:
// apis/<group>/<version>, or api/<version> for the core group.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.getGroupVersionStringFromAPIService.
func documentKey(apiService *apiregistration.APIService) string {
	if apiService.Spec.Group == "" {
		return "api/" + apiService.Spec.Version
	}
	return "apis/" + apiService.Spec.Group + "/" + apiService.Spec.Version
}

// AddAPIService starts following the document of apiService, reached
// through h (its proxy handler), and syncs it at once. A local
// APIService is ignored.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.(*AggregationController).AddAPIService.
func (c *AggregationController) AddAPIService(h http.Handler, apiService *apiregistration.APIService) {
	if apiService.Spec.Service == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.services[apiService.Name]; ok {
		stopTimer(old)
	}
	// a new entry: a sync under way for the old one will not publish
	c.services[apiService.Name] = &specInfo{handler: h, key: documentKey(apiService)}
	c.queue.Forget(apiService.Name)
	c.queue.Add(apiService.Name)
}

// UpdateAPIService takes the new handler of apiService and syncs it at
// once (the backend may have changed). An APIService that became local
// is dropped.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.(*AggregationController).UpdateAPIService,
// which syncs at once only an APIService whose last sync failed.
func (c *AggregationController) UpdateAPIService(h http.Handler, apiService *apiregistration.APIService) {
	if apiService.Spec.Service == nil {
		c.RemoveAPIService(apiService.Name)
		return
	}
	c.AddAPIService(h, apiService)
}

// RemoveAPIService takes the document of apiServiceName out of
// /openapi/v3 and stops following it.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.(*AggregationController).RemoveAPIService.
func (c *AggregationController) RemoveAPIService(apiServiceName string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if info, ok := c.services[apiServiceName]; ok { // only followed ones published a document
		stopTimer(info)
		delete(c.services, apiServiceName)
		c.target.DeleteGroupVersion(info.key)
	}
	c.queue.Forget(apiServiceName)
}

// sync reads the backend's index and copies the APIService's document
// if its hash changed. An error makes the worker retry with back-off; the
// document copied before stays, unless the index no longer lists it.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3.(*AggregationController).sync
// and k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.(*specProxier).UpdateAPIServiceSpec.
func (c *AggregationController) sync(ctx context.Context, name string) error {
	c.mu.Lock()
	info, ok := c.services[name]
	var seen specInfo
	if ok {
		seen = *info
	}
	c.mu.Unlock()
	if !ok {
		return nil // removed
	}

	index, indexETag, changed, err := fetchIndex(ctx, seen.handler, seen.indexETag)
	if err != nil {
		return err
	}
	var doc []byte
	hash := seen.hash
	if changed {
		entry, listed := index.Paths[seen.key]
		if !listed {
			c.drop(name, info)
			return fmt.Errorf("GET /openapi/v3: the index does not list %s", seen.key)
		}
		if hash = hashOf(entry.ServerRelativeURL); hash == "" || hash != seen.hash {
			if doc, err = fetchDocument(ctx, seen.handler, seen.key); err != nil {
				return err
			}
		}
	}

	c.mu.Lock()
	defer c.mu.Unlock()
	if c.services[name] != info {
		return nil // removed or replaced meanwhile; a replacement is queued
	}
	if doc != nil {
		if err := c.target.UpdateGroupVersion(info.key, doc); err != nil {
			return fmt.Errorf("GET /openapi/v3/%s: %w", info.key, err)
		}
		klog.V(2).Infof("OpenAPI V3 AggregationController: copied %s of %s", info.key, name)
	}
	info.indexETag, info.hash = indexETag, hash
	stopTimer(info)
	info.resync = time.AfterFunc(c.ResyncPeriod, func() { c.queue.Add(name) })
	return nil
}

// drop takes out the document of an APIService whose backend no longer
// lists it, unless the APIService was replaced meanwhile.
func (c *AggregationController) drop(name string, info *specInfo) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.services[name] == info {
		c.target.DeleteGroupVersion(info.key)
		info.indexETag, info.hash = "", ""
	}
}

// fetchIndex reads the backend's /openapi/v3; changed is false when it
// answered 304 to etag.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.(*Downloader).OpenAPIV3Root.
func fetchIndex(ctx context.Context, h http.Handler, etag string) (index handler.OpenAPIV3Discovery, newETag string, changed bool, err error) {
	data, newETag, status, err := openapi.Download(ctx, h, "/openapi/v3", etag)
	switch {
	case err != nil:
		return index, "", false, err
	case status == http.StatusNotModified:
		return index, etag, false, nil
	case status != http.StatusOK:
		return index, "", false, fmt.Errorf("GET /openapi/v3: status %d", status)
	}
	if err := json.Unmarshal(data, &index); err != nil {
		return index, "", false, fmt.Errorf("GET /openapi/v3: not an index: %w", err)
	}
	return index, newETag, true, nil
}

// fetchDocument reads the backend's /openapi/v3/<key> (without ?hash=,
// which a stale hash would turn into a redirect).
func fetchDocument(ctx context.Context, h http.Handler, key string) ([]byte, error) {
	data, _, status, err := openapi.Download(ctx, h, "/openapi/v3/"+key, "")
	switch {
	case err != nil:
		return nil, err
	case status != http.StatusOK:
		return nil, fmt.Errorf("GET /openapi/v3/%s: status %d", key, status)
	}
	return data, nil
}

// hashOf is the hash query parameter of an index entry's URL, "" if none.
func hashOf(serverRelativeURL string) string {
	u, err := url.Parse(serverRelativeURL)
	if err != nil {
		return ""
	}
	return u.Query().Get("hash")
}

func stopTimer(info *specInfo) {
	if info.resync != nil {
		info.resync.Stop()
	}
}

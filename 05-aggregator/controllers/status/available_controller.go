package status

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
)

const (
	// defaultResyncPeriod is how often every APIService is checked again.
	// Upstream: the 30*time.Second of AddEventHandlerWithResyncPeriod in
	// k8s.io/kube-aggregator/pkg/controllers/status/remote.New.
	defaultResyncPeriod = 30 * time.Second
	// defaultDiscoveryTimeout bounds one discovery GET.
	// Upstream: the discovery client's Timeout in remote.(*AvailableConditionController).sync.
	defaultDiscoveryTimeout = 5 * time.Second
	// discoveryAttempts is how many GETs run at once; one success is
	// enough. With the endpoint resolver each may reach another pod.
	discoveryAttempts = 5
	// aggregatorUser is who the discovery check claims to be: in
	// system:masters, so authorization never fails it.
	aggregatorUser = "system:kube-aggregator"
)

// ServiceResolver turns an APIService's Service into the address to check.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.ServiceResolver.
type ServiceResolver interface {
	ResolveEndpoint(namespace, name string, port int32) (*url.URL, error)
}

// AvailableConditionController keeps the Available condition of every
// APIService current; see the package doc.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.AvailableConditionController.
type AvailableConditionController struct {
	apiServices      *cache.Informer
	apiServiceStatus rest.Updater // the apiservices/status storage
	services         proxy.ServiceLister
	endpoints        proxy.EndpointsLister
	serviceResolver  ServiceResolver
	// discoveryClient makes the discovery GETs.
	discoveryClient *http.Client
	queue           *workqueue.RateLimitingQueue[string]

	// resyncPeriod and discoveryTimeout are defaultResyncPeriod and
	// defaultDiscoveryTimeout; tests shorten them before Run.
	resyncPeriod     time.Duration
	discoveryTimeout time.Duration
}

// NewAvailableConditionController returns a controller that reads
// APIServices from the informer and writes their status through
// apiServiceStatus. proxyClientCert (may be nil) is presented to
// backends, as the proxy does; a resolver of nil skips the discovery
// check. It registers its event handlers on the informer: call it before
// the informer runs.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.New.
func NewAvailableConditionController(apiServices *cache.Informer, apiServiceStatus rest.Updater,
	services proxy.ServiceLister, endpoints proxy.EndpointsLister, resolver ServiceResolver,
	proxyClientCert *tls.Certificate) (*AvailableConditionController, error) {
	// The check does not verify the backend's certificate: it is a best
	// effort GET, and someone who owns the network can lie about a
	// status without harm; the proxy verifies every real request.
	tlsConfig, err := proxy.TLSConfig(nil, true, "", proxyClientCert)
	if err != nil {
		return nil, err
	}
	c := &AvailableConditionController{
		apiServices:      apiServices,
		apiServiceStatus: apiServiceStatus,
		services:         services,
		endpoints:        endpoints,
		serviceResolver:  resolver,
		discoveryClient: &http.Client{
			Transport: &http.Transport{TLSClientConfig: tlsConfig, ForceAttemptHTTP2: true, Proxy: nil},
			// a redirect is an answer; do not follow it
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		// A tight retry: availability can change without any object
		// changing, but a broken APIService must not hot-loop.
		queue:            workqueue.NewRateLimitingQueue(workqueue.NewItemExponentialFailureRateLimiter[string](5*time.Millisecond, 30*time.Second)),
		resyncPeriod:     defaultResyncPeriod,
		discoveryTimeout: defaultDiscoveryTimeout,
	}
	apiServices.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.enqueue,
		UpdateFunc: func(_, obj runtime.Object) { c.enqueue(obj) },
		DeleteFunc: c.enqueue,
	})
	return c, nil
}

// enqueue queues the APIService obj by name.
// Upstream: remote.(*AvailableConditionController).addAPIService and its siblings.
func (c *AvailableConditionController) enqueue(obj runtime.Object) {
	if apiService, ok := obj.(*apiregistration.APIService); ok {
		c.queue.Add(apiService.Name)
	}
}

// Run waits for the informer to sync, then runs workers workers and the
// resync until ctx is done. It blocks.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.(*AvailableConditionController).Run.
func (c *AvailableConditionController) Run(ctx context.Context, workers int) {
	go c.resync(ctx)
	workqueue.RunWorkers(ctx, "AvailableConditionController", c.queue, workers, c.sync, c.apiServices.WaitForSync)
}

// resync queues every APIService each resyncPeriod until ctx is done.
// Upstream: the informer's resync (AddEventHandlerWithResyncPeriod), which
// calls UpdateFunc for every object.
func (c *AvailableConditionController) resync(ctx context.Context) {
	ticker := time.NewTicker(c.resyncPeriod)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			for _, obj := range c.apiServices.List() {
				c.enqueue(obj)
			}
		}
	}
}

// sync checks the APIService named key and records the result.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.(*AvailableConditionController).sync
// (and local.(*AvailableConditionController).sync for local APIServices).
func (c *AvailableConditionController) sync(ctx context.Context, key string) error {
	obj, ok := c.apiServices.Get(key)
	if !ok {
		return nil // deleted
	}
	original, ok := obj.(*apiregistration.APIService)
	if !ok {
		return fmt.Errorf("unexpected object %T", obj)
	}
	apiService := original.DeepCopy()
	if apiService.Spec.Service == nil {
		apiregistration.SetAPIServiceCondition(apiService, apiregistration.NewLocalAvailableAPIServiceCondition())
		return c.updateAPIServiceStatus(ctx, original, apiService)
	}

	condition, checkErr := c.check(ctx, apiService)
	condition.Type = apiregistration.Available
	condition.LastTransitionTime = metav1.Now()
	apiregistration.SetAPIServiceCondition(apiService, condition)
	if err := c.updateAPIServiceStatus(ctx, original, apiService); err != nil {
		return err
	}
	// A failed discovery check is retried soon (rate-limited), besides
	// the resync.
	return checkErr
}

// check runs the checks of a remote APIService in order and returns the
// condition of the first that fails, or Passed; the error is that of a
// failed discovery check.
func (c *AvailableConditionController) check(ctx context.Context, apiService *apiregistration.APIService) (apiregistration.APIServiceCondition, error) {
	ref := apiService.Spec.Service
	port := int32(443)
	if ref.Port != nil {
		port = *ref.Port
	}
	svc, err := c.services.Get(ctx, ref.Namespace, ref.Name)
	if apierrors.IsNotFound(err) {
		return notAvailable("ServiceNotFound", "service/%s in %q is not present", ref.Name, ref.Namespace), nil
	} else if err != nil {
		return unknown("ServiceAccessError", "service/%s in %q cannot be checked due to: %v", ref.Name, ref.Namespace, err), nil
	}

	if svc.Spec.Type == core.ServiceTypeClusterIP {
		if condition, failed := c.checkEndpoints(ctx, svc, ref.Namespace, ref.Name, port); failed {
			return condition, nil
		}
	}

	if c.serviceResolver != nil {
		if err := c.checkDiscovery(ctx, apiService, port); err != nil {
			return notAvailable("FailedDiscoveryCheck", "%s", err.Error()), err
		}
	}
	return apiregistration.APIServiceCondition{Status: apiregistration.ConditionTrue, Reason: "Passed", Message: "all checks passed"}, nil
}

// checkEndpoints checks a ClusterIP Service listens on port and has a
// ready address on that port's name; failed says a check failed.
// Upstream: the ClusterIP branch of remote.(*AvailableConditionController).sync,
// as it read Endpoints before EndpointSlices.
func (c *AvailableConditionController) checkEndpoints(ctx context.Context, svc *core.Service, namespace, name string, port int32) (condition apiregistration.APIServiceCondition, failed bool) {
	portName, found := "", false
	for _, p := range svc.Spec.Ports {
		if p.Port == port {
			portName, found = p.Name, true
			break
		}
	}
	if !found {
		return notAvailable("ServicePortError", "service/%s in %q is not listening on port %d", name, namespace, port), true
	}
	eps, err := c.endpoints.Get(ctx, namespace, name)
	if apierrors.IsNotFound(err) {
		return notAvailable("EndpointsNotFound", "cannot find endpoints for service/%s in %q", name, namespace), true
	} else if err != nil {
		return unknown("EndpointsAccessError", "service/%s in %q cannot be checked due to: %v", name, namespace, err), true
	}
	if !hasReadyAddress(eps, portName) {
		return notAvailable("MissingEndpoints", "endpoints for service/%s in %q have no addresses with port name %q", name, namespace, portName), true
	}
	return condition, false
}

// hasReadyAddress reports a subset with a ready address and a port named
// portName.
func hasReadyAddress(eps *core.Endpoints, portName string) bool {
	for _, subset := range eps.Subsets {
		if len(subset.Addresses) == 0 {
			continue
		}
		for _, p := range subset.Ports {
			if p.Name == portName {
				return true
			}
		}
	}
	return false
}

// checkDiscovery GETs the APIService's discovery document in
// discoveryAttempts concurrent attempts and returns nil on the first
// 2xx, else the error of the last attempt to finish. The attempts still
// running when one succeeds run to their end: cancelling them would
// abort requests the aggregated server is serving, which it logs as
// "Handler timeout" and "Post-timeout activity" (each attempt has its
// own timeout, and the controller's stop ends them all). Only the status
// code matters: the body is read and dropped.
// Upstream: the discovery half of remote.(*AvailableConditionController).sync,
// whose attempts are not cancelled either.
func (c *AvailableConditionController) checkDiscovery(ctx context.Context, apiService *apiregistration.APIService, port int32) error {
	results := make(chan error, discoveryAttempts) // room for all: the late ones never block
	for range discoveryAttempts {
		go func() { results <- c.discoveryAttempt(ctx, apiService, port) }()
	}
	var lastErr error
	for range discoveryAttempts {
		if lastErr = <-results; lastErr == nil {
			return nil
		}
	}
	return lastErr
}

// discoveryAttempt resolves the Service (each attempt may pick another
// endpoint) and GETs /apis/<group>/<version>, or /api/<version> for the
// legacy group, as system:kube-aggregator in system:masters, within
// discoveryTimeout. The body is read to its end before it is closed, so
// that an HTTP/2 stream ends normally rather than by a reset, which the
// server would see as a client gone mid-request.
func (c *AvailableConditionController) discoveryAttempt(ctx context.Context, apiService *apiregistration.APIService, port int32) error {
	ctx, cancel := context.WithTimeout(ctx, c.discoveryTimeout)
	defer cancel()
	ref := apiService.Spec.Service
	discoveryURL, err := c.serviceResolver.ResolveEndpoint(ref.Namespace, ref.Name, port)
	if err != nil {
		return err
	}
	if apiService.Name == "v1." {
		discoveryURL.Path = "/api/" + apiService.Spec.Version
	} else {
		discoveryURL.Path = "/apis/" + apiService.Spec.Group + "/" + apiService.Spec.Version
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, discoveryURL.String(), nil)
	if err != nil {
		return fmt.Errorf("failing or missing response from %v: %w", discoveryURL, err)
	}
	proxy.SetAuthProxyHeaders(req, aggregatorUser, "", []string{user.SystemPrivilegedGroup}, nil)
	resp, err := c.discoveryClient.Do(req)
	if err != nil {
		return fmt.Errorf("failing or missing response from %v: %w", discoveryURL, err)
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxDiscoveryBody))
	resp.Body.Close()
	if resp.StatusCode < http.StatusOK || resp.StatusCode >= http.StatusMultipleChoices {
		return fmt.Errorf("bad status from %v: %d", discoveryURL, resp.StatusCode)
	}
	return nil
}

// maxDiscoveryBody bounds what discoveryAttempt reads of a discovery
// document it does not need.
const maxDiscoveryBody = 1 << 20

// updateAPIServiceStatus writes apiService's status if it differs from
// original's: every APIService is checked every 30s, and an unchanged
// result must not cost a write (nor wake every watcher of APIServices).
// Upstream: k8s.io/kube-aggregator/pkg/controllers/status/remote.(*AvailableConditionController).updateAPIServiceStatus.
func (c *AvailableConditionController) updateAPIServiceStatus(ctx context.Context, original, apiService *apiregistration.APIService) error {
	if reflect.DeepEqual(original.Status, apiService.Status) {
		return nil
	}
	if was, now := availableOf(original), availableOf(apiService); was != now {
		klog.Infof("changing APIService %s availability: %s -> %s (%s)", apiService.Name, was.Status, now.Status, now.Reason)
	}
	_, _, err := c.apiServiceStatus.Update(request.WithNamespace(ctx, ""), apiService.Name, rest.DefaultUpdatedObjectInfo(apiService),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) {
		return nil // deleted meanwhile
	}
	return err // a conflict is retried: the informer brings the newer object
}

// availableOf returns the Available condition, or an Unknown one.
func availableOf(apiService *apiregistration.APIService) apiregistration.APIServiceCondition {
	if c := apiregistration.GetAPIServiceConditionByType(apiService, apiregistration.Available); c != nil {
		return *c
	}
	return apiregistration.APIServiceCondition{Type: apiregistration.Available, Status: apiregistration.ConditionUnknown}
}

func notAvailable(reason, format string, args ...any) apiregistration.APIServiceCondition {
	return apiregistration.APIServiceCondition{Status: apiregistration.ConditionFalse, Reason: reason, Message: fmt.Sprintf(format, args...)}
}

func unknown(reason, format string, args ...any) apiregistration.APIServiceCondition {
	return apiregistration.APIServiceCondition{Status: apiregistration.ConditionUnknown, Reason: reason, Message: fmt.Sprintf(format, args...)}
}

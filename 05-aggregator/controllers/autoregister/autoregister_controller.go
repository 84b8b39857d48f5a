package autoregister

import (
	"context"
	"reflect"
	"sync"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// The label that marks an APIService as managed by this controller, and
// its two values.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.AutoRegisterManagedLabel.
const (
	AutoRegisterManagedLabel = "kube-aggregator.kubernetes.io/automanaged"
	// manageOnStart: synced once when the server starts, then left to
	// users (built-in group-versions).
	manageOnStart = "onstart"
	// manageContinuously: kept in step all the time (CRD group-versions).
	manageContinuously = "true"
)

// AutoAPIServiceRegistration is what the server and the CRD registration
// controller tell this controller.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.AutoAPIServiceRegistration.
type AutoAPIServiceRegistration interface {
	// AddAPIServiceToSyncOnStart adds an APIService to sync once, on start.
	AddAPIServiceToSyncOnStart(*apiregistration.APIService)
	// AddAPIServiceToSync adds an APIService to keep in step.
	AddAPIServiceToSync(*apiregistration.APIService)
	// RemoveAPIServiceToSync stops wanting an APIService: it is deleted.
	RemoveAPIServiceToSync(name string)
}

// APIServiceClient is the APIService storage the controller writes.
// Upstream: apiregistrationclient.APIServicesGetter.
type APIServiceClient interface {
	rest.Creater
	rest.Updater
	rest.GracefulDeleter
}

// autoRegisterController implements AutoAPIServiceRegistration.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.autoRegisterController.
type autoRegisterController struct {
	informer *cache.Informer
	client   APIServiceClient
	queue    *workqueue.RateLimitingQueue[string]

	mu                 sync.Mutex
	apiServicesToSync  map[string]*apiregistration.APIService
	syncedSuccessfully map[string]bool
	// apiServicesAtStart are the names stored when the informer synced:
	// an "onstart" APIService added later by someone else is left alone.
	apiServicesAtStart map[string]bool
}

// NewAutoRegisterController returns the controller; it queues every
// APIService the informer reports, so that a user's change to a managed
// one is undone.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.NewAutoRegisterController.
func NewAutoRegisterController(informer *cache.Informer, client APIServiceClient) *autoRegisterController {
	c := &autoRegisterController{
		informer:           informer,
		client:             client,
		queue:              workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		apiServicesToSync:  map[string]*apiregistration.APIService{},
		syncedSuccessfully: map[string]bool{},
		apiServicesAtStart: map[string]bool{},
	}
	enqueue := func(obj runtime.Object) {
		if s, ok := obj.(*apiregistration.APIService); ok {
			c.queue.Add(s.Name)
		}
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj runtime.Object) { enqueue(obj) },
		DeleteFunc: enqueue,
	})
	return c
}

// Run records what is stored at start, queues everything wanted, and
// syncs with workers until ctx is done.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.(*autoRegisterController).Run.
func (c *autoRegisterController) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, "autoregister-controller", c.queue, workers, c.checkAPIService, func(ctx context.Context) bool {
		if !c.informer.WaitForSync(ctx) {
			return false
		}
		c.mu.Lock()
		for _, obj := range c.informer.List() {
			s := obj.(*apiregistration.APIService)
			c.apiServicesAtStart[s.Name] = true
		}
		for name := range c.apiServicesToSync {
			c.queue.Add(name)
		}
		c.mu.Unlock()
		return true
	})
}

// checkAPIService makes the stored APIService name what is wanted, by
// the cases of upstream's table: create a wanted one that is missing,
// delete a managed one no longer wanted, put a managed one back to the
// wanted spec; "onstart" ones only until their first successful sync.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.(*autoRegisterController).checkAPIService.
func (c *autoRegisterController) checkAPIService(ctx context.Context, name string) (err error) {
	ctx = request.WithNamespace(ctx, "")
	desired := c.getAPIServiceToSync(name)
	var curr *apiregistration.APIService
	if obj, ok := c.informer.Get(name); ok {
		curr = obj.(*apiregistration.APIService)
	}
	hasSynced := c.hasSyncedSuccessfully(name)
	if !hasSynced {
		defer func() {
			if err == nil {
				c.setSyncedSuccessfully(name)
			}
		}()
	}

	switch {
	case curr == nil && desired == nil:
		return nil
	case isAutomanagedOnStart(desired) && hasSynced:
		return nil
	case curr == nil:
		_, err := c.client.Create(ctx, desired.DeepCopy(), rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
		if apierrors.IsAlreadyExists(err) {
			return nil // created meanwhile: the informer will tell us
		}
		return err
	case !isAutomanaged(curr):
		return nil
	case isAutomanagedOnStart(curr) && !c.wasThereAtStart(name):
		return nil
	case isAutomanagedOnStart(curr) && hasSynced:
		return nil
	case desired == nil:
		_, _, err := c.client.Delete(ctx, curr.Name, rest.ValidateAllObjectFunc,
			&metav1.DeleteOptions{Preconditions: metav1.NewUIDPreconditions(string(curr.UID))})
		if apierrors.IsNotFound(err) || apierrors.IsConflict(err) {
			return nil // gone or changed meanwhile: the informer will tell us
		}
		return err
	case reflect.DeepEqual(curr.Spec, desired.Spec):
		return nil
	}
	apiService := curr.DeepCopy()
	apiService.Spec = desired.Spec
	_, _, err = c.client.Update(ctx, apiService.Name, rest.DefaultUpdatedObjectInfo(apiService),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) || apierrors.IsConflict(err) {
		return nil
	}
	return err
}

func (c *autoRegisterController) getAPIServiceToSync(name string) *apiregistration.APIService {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.apiServicesToSync[name]
}

func (c *autoRegisterController) hasSyncedSuccessfully(name string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.syncedSuccessfully[name]
}

func (c *autoRegisterController) setSyncedSuccessfully(name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.syncedSuccessfully[name] = true
}

func (c *autoRegisterController) wasThereAtStart(name string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.apiServicesAtStart[name]
}

// AddAPIServiceToSyncOnStart implements AutoAPIServiceRegistration.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.(*autoRegisterController).AddAPIServiceToSyncOnStart.
func (c *autoRegisterController) AddAPIServiceToSyncOnStart(in *apiregistration.APIService) {
	c.addAPIServiceToSync(in, manageOnStart)
}

// AddAPIServiceToSync implements AutoAPIServiceRegistration.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.(*autoRegisterController).AddAPIServiceToSync.
func (c *autoRegisterController) AddAPIServiceToSync(in *apiregistration.APIService) {
	c.addAPIServiceToSync(in, manageContinuously)
}

func (c *autoRegisterController) addAPIServiceToSync(in *apiregistration.APIService, syncType string) {
	apiService := in.DeepCopy()
	if apiService.Labels == nil {
		apiService.Labels = map[string]string{}
	}
	apiService.Labels[AutoRegisterManagedLabel] = syncType
	c.mu.Lock()
	c.apiServicesToSync[apiService.Name] = apiService
	c.mu.Unlock()
	c.queue.Add(apiService.Name)
}

// RemoveAPIServiceToSync implements AutoAPIServiceRegistration.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/autoregister.(*autoRegisterController).RemoveAPIServiceToSync.
func (c *autoRegisterController) RemoveAPIServiceToSync(name string) {
	c.mu.Lock()
	delete(c.apiServicesToSync, name)
	c.mu.Unlock()
	c.queue.Add(name)
}

func automanagedType(s *apiregistration.APIService) string {
	if s == nil {
		return ""
	}
	return s.Labels[AutoRegisterManagedLabel]
}

func isAutomanagedOnStart(s *apiregistration.APIService) bool {
	return automanagedType(s) == manageOnStart
}

func isAutomanaged(s *apiregistration.APIService) bool {
	t := automanagedType(s)
	return t == manageOnStart || t == manageContinuously
}

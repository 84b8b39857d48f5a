package apiserver

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// APIHandlerManager is what the registration controller drives: the
// aggregator's handlers.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.APIHandlerManager.
type APIHandlerManager interface {
	AddAPIService(apiService *apiregistration.APIService) error
	RemoveAPIService(apiServiceName string)
}

// APIServiceRegistrationController keeps the aggregator's handlers in
// step with the APIServices: every change queues the APIService's name,
// and the worker adds, updates or removes its handler.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.APIServiceRegistrationController.
type APIServiceRegistrationController struct {
	informer   *cache.Informer
	apiHandler APIHandlerManager
	queue      *workqueue.RateLimitingQueue[string]
}

// NewAPIServiceRegistrationController queues every APIService the
// informer reports.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.NewAPIServiceRegistrationController.
func NewAPIServiceRegistrationController(informer *cache.Informer, apiHandler APIHandlerManager) *APIServiceRegistrationController {
	c := &APIServiceRegistrationController{
		informer:   informer,
		apiHandler: apiHandler,
		queue:      workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
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

// Run syncs with one worker (handlers change under the aggregator's
// lock anyway) until ctx is done.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*APIServiceRegistrationController).Run.
func (c *APIServiceRegistrationController) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "APIServiceRegistrationController", c.queue, 1, c.sync, c.informer.WaitForSync)
}

// sync adds or updates the handler of an APIService the informer holds,
// and removes the handler of one it no longer does.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*APIServiceRegistrationController).sync.
func (c *APIServiceRegistrationController) sync(_ context.Context, name string) error {
	obj, ok := c.informer.Get(name)
	if !ok {
		c.apiHandler.RemoveAPIService(name)
		return nil
	}
	return c.apiHandler.AddAPIService(obj.(*apiregistration.APIService))
}

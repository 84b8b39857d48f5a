package openapi

import (
	"sort"
	"sync"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/openapi/builder"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// Controller holds the OpenAPI routes of every Established CRD. It is a
// WebServiceSource (02-generic-server/openapi/handler) for the OpenAPI
// services of the server at the head of the chain.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi.Controller.
type Controller struct {
	mu       sync.RWMutex
	services map[string][]*restful.WebService // by CRD name, one per served version
}

// NewController returns a controller fed by informer's events; it is
// complete once the informer has synced.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi.NewController.
func NewController(informer *cache.Informer) *Controller {
	c := &Controller{services: map[string][]*restful.WebService{}}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.sync,
		UpdateFunc: func(_, obj runtime.Object) { c.sync(obj) },
		DeleteFunc: func(obj runtime.Object) {
			if crd, ok := obj.(*apiextensions.CustomResourceDefinition); ok {
				c.set(crd.Name, nil)
			}
		},
	})
	return c
}

// sync rebuilds the routes of one CRD: none unless it is Established, one
// web service per served version otherwise.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi.(*Controller).sync.
func (c *Controller) sync(obj runtime.Object) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return
	}
	if !apiextensions.IsCRDConditionTrue(crd, apiextensions.Established) {
		c.set(crd.Name, nil)
		return
	}
	var services []*restful.WebService
	for _, v := range crd.Spec.Versions {
		if !v.Served {
			continue
		}
		ws, err := builder.WebService(crd, v.Name)
		if err != nil {
			klog.ErrorS(err, "Building the OpenAPI routes of a CRD failed", "crd", crd.Name, "version", v.Name)
			continue
		}
		services = append(services, ws)
	}
	c.set(crd.Name, services)
}

func (c *Controller) set(name string, services []*restful.WebService) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if services == nil {
		delete(c.services, name)
		return
	}
	c.services[name] = services
}

// RegisteredWebServices returns the routes of every Established CRD, in
// name order so the documents do not change from one call to the next.
func (c *Controller) RegisteredWebServices() []*restful.WebService {
	c.mu.RLock()
	defer c.mu.RUnlock()
	names := make([]string, 0, len(c.services))
	for name := range c.services {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []*restful.WebService
	for _, name := range names {
		out = append(out, c.services[name]...)
	}
	return out
}

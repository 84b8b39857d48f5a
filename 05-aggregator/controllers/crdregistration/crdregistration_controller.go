package crdregistration

import (
	"context"
	"sync"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/controllers/autoregister"
)

// The priorities of a CRD's APIServices: below every built-in group,
// and one version priority for all, so that versions sort the
// Kubernetes way (v2 > v1 > v1beta1).
// Upstream: the literals in crdRegistrationController.handleVersionUpdate.
const (
	crdGroupPriorityMinimum = 1000
	crdVersionPriority      = 100
)

// CRDRegistrationController keeps one APIService per served version of
// every CRD in the auto-registration controller's wanted set. Its queue
// holds group-versions: a change to one CRD re-checks every CRD of the
// same group-version.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration.crdRegistrationController.
type CRDRegistrationController struct {
	informer               *cache.Informer
	apiServiceRegistration autoregister.AutoAPIServiceRegistration
	queue                  *workqueue.RateLimitingQueue[groupVersion]

	initialSyncOnce sync.Once
	initialSynced   chan struct{}
}

// groupVersion is a group-version (a comparable queue key).
type groupVersion struct{ group, version string }

// NewCRDRegistrationController queues the group-versions of every CRD
// the informer reports, before and after a change.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration.NewCRDRegistrationController.
func NewCRDRegistrationController(informer *cache.Informer, apiServiceRegistration autoregister.AutoAPIServiceRegistration) *CRDRegistrationController {
	c := &CRDRegistrationController{
		informer:               informer,
		apiServiceRegistration: apiServiceRegistration,
		queue:                  workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[groupVersion]()),
		initialSynced:          make(chan struct{}),
	}
	enqueue := func(obj runtime.Object) {
		crd, ok := obj.(*apiextensions.CustomResourceDefinition)
		if !ok {
			return
		}
		for _, v := range crd.Spec.Versions {
			c.queue.Add(groupVersion{crd.Spec.Group, v.Name})
		}
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(oldObj, newObj runtime.Object) { enqueue(oldObj); enqueue(newObj) },
		DeleteFunc: enqueue,
	})
	return c
}

// Run registers the group-versions of the CRDs there at start (then
// WaitForInitialSync returns), and syncs changes until ctx is done.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration.(*crdRegistrationController).Run.
func (c *CRDRegistrationController) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, "crd-autoregister", c.queue, workers, c.sync, func(ctx context.Context) bool {
		if !c.informer.WaitForSync(ctx) {
			return false
		}
		// Register what is there now, before the auto-registration
		// controller's first sync could delete the APIServices of CRDs
		// that still exist.
		for _, obj := range c.informer.List() {
			crd := obj.(*apiextensions.CustomResourceDefinition)
			for _, v := range crd.Spec.Versions {
				_ = c.sync(ctx, groupVersion{crd.Spec.Group, v.Name})
			}
		}
		c.initialSyncOnce.Do(func() { close(c.initialSynced) })
		return true
	})
}

// WaitForInitialSync blocks until Run has registered the CRDs there at
// start. Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration.(*crdRegistrationController).WaitForInitialSync.
func (c *CRDRegistrationController) WaitForInitialSync(ctx context.Context) bool {
	select {
	case <-c.initialSynced:
		return true
	case <-ctx.Done():
		return false
	}
}

// sync wants the APIService of gv if some CRD serves it, and withdraws
// it otherwise.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/crdregistration.(*crdRegistrationController).handleVersionUpdate.
func (c *CRDRegistrationController) sync(_ context.Context, gv groupVersion) error {
	apiServiceName := gv.version + "." + gv.group
	for _, obj := range c.informer.List() {
		crd := obj.(*apiextensions.CustomResourceDefinition)
		if crd.Spec.Group != gv.group {
			continue
		}
		for _, v := range crd.Spec.Versions {
			if v.Name != gv.version || !v.Served {
				continue
			}
			c.apiServiceRegistration.AddAPIServiceToSync(&apiregistration.APIService{
				ObjectMeta: metav1.ObjectMeta{Name: apiServiceName},
				Spec: apiregistration.APIServiceSpec{
					Group:                gv.group,
					Version:              gv.version,
					GroupPriorityMinimum: crdGroupPriorityMinimum,
					VersionPriority:      crdVersionPriority,
				},
			})
			return nil
		}
	}
	c.apiServiceRegistration.RemoveAPIServiceToSync(apiServiceName)
	return nil
}

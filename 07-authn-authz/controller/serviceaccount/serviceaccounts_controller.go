package serviceaccount

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// DefaultServiceAccountName is the service account every namespace gets,
// and the one a pod that names none runs as.
// Upstream: the "default" of k8s.io/kubernetes/pkg/controller/serviceaccount.DefaultServiceAccountsControllerOptions
// and k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.DefaultServiceAccountName.
const DefaultServiceAccountName = "default"

// serviceAccountsResource is the core group's service accounts.
var serviceAccountsResource = schema.GroupResource{Resource: "serviceaccounts"}

// ServiceAccountsController gives every active namespace a "default"
// ServiceAccount, and creates it again when it is deleted.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.ServiceAccountsController,
// run by kube-controller-manager.
type ServiceAccountsController struct {
	namespaces      *cache.Informer
	serviceAccounts *cache.Informer
	storages        *informers.Storages
	queue           *workqueue.RateLimitingQueue[string] // namespace names
}

// NewServiceAccountsController returns the controller over the shared
// namespaces and serviceaccounts informers; it creates through the
// serviceaccounts storage found in storages when it syncs.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.NewServiceAccountsController.
func NewServiceAccountsController(f *informers.SharedInformerFactory, storages *informers.Storages) *ServiceAccountsController {
	c := &ServiceAccountsController{
		namespaces:      f.ForResource(schema.GroupResource{Resource: "namespaces"}),
		serviceAccounts: f.ForResource(serviceAccountsResource),
		storages:        storages,
		queue:           workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
	}
	c.namespaces.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.namespaceAdded,
		UpdateFunc: func(_, obj runtime.Object) { c.namespaceAdded(obj) },
	})
	c.serviceAccounts.AddEventHandler(cache.ResourceEventHandlerFuncs{DeleteFunc: c.serviceAccountDeleted})
	return c
}

// Run syncs queued namespaces until ctx is done; it blocks.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.(*ServiceAccountsController).Run.
func (c *ServiceAccountsController) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "service account controller", c.queue, 1, c.syncNamespace, func(ctx context.Context) bool {
		return cache.WaitForCacheSync(ctx, c.namespaces, c.serviceAccounts)
	})
}

// namespaceAdded queues a new or changed namespace.
// Upstream: (*ServiceAccountsController).namespaceAdded and namespaceUpdated.
func (c *ServiceAccountsController) namespaceAdded(obj runtime.Object) {
	if ns, ok := obj.(*core.Namespace); ok {
		c.queue.Add(ns.Name)
	}
}

// serviceAccountDeleted queues the namespace of a deleted default
// service account, to create it again.
// Upstream: (*ServiceAccountsController).serviceAccountDeleted.
func (c *ServiceAccountsController) serviceAccountDeleted(obj runtime.Object) {
	if sa, ok := obj.(*core.ServiceAccount); ok && sa.Name == DefaultServiceAccountName {
		c.queue.Add(sa.Namespace)
	}
}

// syncNamespace creates the default service account of an active
// namespace that has none. A namespace being deleted gets none: it would
// only be deleted again.
// Upstream: (*ServiceAccountsController).syncNamespace.
func (c *ServiceAccountsController) syncNamespace(ctx context.Context, name string) error {
	obj, ok := c.namespaces.Get(name)
	if !ok {
		return nil // deleted
	}
	if ns, ok := obj.(*core.Namespace); !ok || ns.Status.Phase != core.NamespaceActive {
		return nil
	}
	if _, ok := c.serviceAccounts.Get(name + "/" + DefaultServiceAccountName); ok {
		return nil
	}
	sa := &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: name, Name: DefaultServiceAccountName}}
	_, err := informers.Create(ctx, c.storages, serviceAccountsResource, sa)
	if apierrors.IsAlreadyExists(err) || apierrors.IsNotFound(err) {
		return nil // the informer is behind, or the namespace is gone
	}
	return err
}

package namespace

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Namespaces is what the controller needs of the namespace storage.
type Namespaces interface {
	rest.Lister
	rest.Watcher
}

// Resource is a namespaced resource the controller empties: its storage
// must list and delete collections.
// Upstream: the resources deletion.NamespacedResourcesDeleter finds
// through discovery, with the verbs list and deletecollection.
type Resource interface {
	rest.Lister
	rest.CollectionDeleter
}

// DefaultResyncPeriod is how often every namespace is looked at again,
// besides the watch events: a namespace whose content could not all be
// deleted yet is retried then.
const DefaultResyncPeriod = 5 * time.Second

// Controller finalizes Terminating namespaces; see the package doc.
// Upstream: k8s.io/kubernetes/pkg/controller/namespace.NamespaceController.
type Controller struct {
	namespaces Namespaces
	finalize   rest.Updater
	resources  map[string]Resource
	resync     time.Duration

	cancel context.CancelFunc
	done   chan struct{}
	once   sync.Once
}

// NewController returns a controller over the namespace storage, its
// finalize subresource and the namespaced resources by name ("pods",
// "deployments.apps" ...), which it empties in name order.
// Upstream: k8s.io/kubernetes/pkg/controller/namespace.NewNamespaceController.
func NewController(namespaces Namespaces, finalize rest.Updater, resources map[string]Resource, resync time.Duration) *Controller {
	if resync <= 0 {
		resync = DefaultResyncPeriod
	}
	return &Controller{namespaces: namespaces, finalize: finalize, resources: resources, resync: resync}
}

// Start runs the controller in a goroutine until ctx is done or Stop is
// called.
// Upstream: k8s.io/kubernetes/pkg/controller/namespace.(*NamespaceController).Run.
func (c *Controller) Start(ctx context.Context) {
	ctx, c.cancel = context.WithCancel(ctx)
	c.done = make(chan struct{})
	klog.Infof("namespace controller: started (in-process; kube-controller-manager's upstream), emptying %v", c.resourceNames())
	go func() {
		defer close(c.done)
		c.run(ctx)
	}()
}

// Stop ends the controller and waits for its goroutine.
func (c *Controller) Stop() {
	c.once.Do(func() {
		if c.cancel != nil {
			c.cancel()
			<-c.done
		}
	})
}

// run syncs every namespace at start, after each watch event and every
// resync period; a closed or failed watch is opened again at the next
// resync.
func (c *Controller) run(ctx context.Context) {
	ticker := time.NewTicker(c.resync)
	defer ticker.Stop()
	var events <-chan runtime.Object
	var stopWatch func()
	defer func() {
		if stopWatch != nil {
			stopWatch()
		}
	}()
	for {
		if events == nil {
			events, stopWatch = c.watch(ctx)
		}
		c.syncAll(ctx)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		case _, ok := <-events:
			if !ok {
				stopWatch()
				events, stopWatch = nil, nil
			}
		}
	}
}

// watch opens a watch on the namespaces and returns its objects; on
// failure a nil channel (never ready), so only the resync runs.
func (c *Controller) watch(ctx context.Context) (<-chan runtime.Object, func()) {
	w, err := c.namespaces.Watch(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		klog.Errorf("namespace controller: watch namespaces: %v", err)
		return nil, func() {}
	}
	out := make(chan runtime.Object, 1)
	go func() {
		defer close(out)
		for ev := range w.ResultChan() {
			select {
			case out <- ev.Object:
			case <-ctx.Done():
				return
			default: // a sync is pending already
			}
		}
	}()
	return out, w.Stop
}

// syncAll syncs every Terminating namespace that still has the
// kubernetes finalizer.
func (c *Controller) syncAll(ctx context.Context) {
	listObj, err := c.namespaces.List(request.WithNamespace(ctx, ""), &metainternalversion.ListOptions{})
	if err != nil {
		if ctx.Err() == nil {
			klog.Errorf("namespace controller: list namespaces: %v", err)
		}
		return
	}
	list, ok := listObj.(*core.NamespaceList)
	if !ok {
		klog.Errorf("namespace controller: list namespaces: got %T", listObj)
		return
	}
	for i := range list.Items {
		ns := &list.Items[i]
		if ns.DeletionTimestamp.IsZero() || !slices.Contains(ns.Spec.Finalizers, core.FinalizerKubernetes) {
			continue
		}
		if err := c.syncNamespace(ctx, ns); err != nil && ctx.Err() == nil {
			klog.Errorf("namespace controller: namespace %q: %v", ns.Name, err)
		}
	}
}

// syncNamespace deletes what ns holds and, once it is empty, removes the
// kubernetes finalizer through namespaces/finalize.
// Upstream: k8s.io/kubernetes/pkg/controller/namespace/deletion.(*namespacedResourcesDeleter).Delete.
func (c *Controller) syncNamespace(ctx context.Context, ns *core.Namespace) error {
	nsCtx := request.WithNamespace(ctx, ns.Name)
	names := c.resourceNames()
	zero := int64(0)
	remaining := 0
	for _, name := range names {
		r := c.resources[name]
		if _, err := r.DeleteCollection(nsCtx, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{GracePeriodSeconds: &zero},
			&metainternalversion.ListOptions{}); err != nil {
			return fmt.Errorf("delete %s: %w", name, err)
		}
		listObj, err := r.List(nsCtx, &metainternalversion.ListOptions{})
		if err != nil {
			return fmt.Errorf("list %s: %w", name, err)
		}
		if n := meta.LenList(listObj); n > 0 {
			remaining += n
			klog.V(2).Infof("namespace controller: namespace %q still has %d %s", ns.Name, n, name)
		}
	}
	if remaining > 0 {
		return nil // the next resync tries again
	}
	return c.finalizeNamespace(ctx, ns)
}

// finalizeNamespace PUTs namespaces/<name>/finalize without the
// kubernetes finalizer; a conflict (the namespace changed) waits for the
// next sync.
// Upstream: k8s.io/kubernetes/pkg/controller/namespace/deletion.(*namespacedResourcesDeleter).retryOnConflictError and finalizeNamespace.
func (c *Controller) finalizeNamespace(ctx context.Context, ns *core.Namespace) error {
	updated := ns.DeepCopy()
	updated.Spec.Finalizers = slices.DeleteFunc(updated.Spec.Finalizers, func(f core.FinalizerName) bool {
		return f == core.FinalizerKubernetes
	})
	_, _, err := c.finalize.Update(request.WithNamespace(ctx, ""), ns.Name, rest.DefaultUpdatedObjectInfo(updated),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) || apierrors.IsConflict(err) {
		return nil
	}
	if err == nil {
		klog.Infof("namespace controller: namespace %q is empty, finalized", ns.Name)
	}
	return err
}

// resourceNames are the names of the resources emptied, sorted.
func (c *Controller) resourceNames() []string {
	names := make([]string, 0, len(c.resources))
	for name := range c.resources {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

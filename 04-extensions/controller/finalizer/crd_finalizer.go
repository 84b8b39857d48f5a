package finalizer

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
)

// Defaults for waiting until the custom resources are gone. Upstream
// polls every 5s for up to a minute; our storage deletes at once, so we
// look sooner.
const (
	defaultPollInterval = 100 * time.Millisecond
	defaultPollTimeout  = time.Minute
)

// ListerCollectionDeleter is what the finalizer needs of a custom
// resource storage.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.ListerCollectionDeleter.
type ListerCollectionDeleter interface {
	rest.Lister
	rest.CollectionDeleter
}

// CRClientGetter finds the storage of a CRD's custom resources; the
// custom resource handler implements it.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.CRClientGetter.
type CRClientGetter interface {
	GetCustomResourceListerCollectionDeleter(crd *apiextensions.CustomResourceDefinition) (ListerCollectionDeleter, error)
}

// CRDFinalizer deletes the custom resources of CRDs being deleted; see
// the package doc.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.CRDFinalizer.
type CRDFinalizer struct {
	crdStatus      rest.Updater // the status subresource storage: conditions
	crdMain        rest.Updater // the main storage: the finalizer
	crClientGetter CRClientGetter
	informer       *cache.Informer
	queue          *workqueue.RateLimitingQueue[string]

	pollInterval, pollTimeout time.Duration
}

// NewCRDFinalizer returns a finalizer over the CRD informer. crdClient is
// the CRD status storage, where the Terminating condition is written;
// crdMain is the CRD storage itself, through which the finalizer is
// removed; crClientGetter finds the custom resources' storage.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.NewCRDFinalizer.
func NewCRDFinalizer(informer *cache.Informer, crdClient, crdMain rest.Updater, crClientGetter CRClientGetter) *CRDFinalizer {
	c := &CRDFinalizer{
		crdStatus:      crdClient,
		crdMain:        crdMain,
		crClientGetter: crClientGetter,
		informer:       informer,
		queue:          workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		pollInterval:   defaultPollInterval,
		pollTimeout:    defaultPollTimeout,
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.addCustomResourceDefinition,
		UpdateFunc: c.updateCustomResourceDefinition,
	})
	return c
}

// sync finalizes the CRD named key if it is being deleted and still has
// our finalizer.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.(*CRDFinalizer).sync.
func (c *CRDFinalizer) sync(ctx context.Context, key string) error {
	obj, ok := c.informer.Get(key)
	if !ok {
		return nil
	}
	cached, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return fmt.Errorf("unexpected object %T", obj)
	}
	if cached.DeletionTimestamp == nil || !apiextensions.CRDHasFinalizer(cached, apiextensions.CustomResourceCleanupFinalizer) {
		return nil // no work to do
	}

	// Say what we do: the cleanup can take a while.
	crd := cached.DeepCopy()
	apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
		Type:    apiextensions.Terminating,
		Status:  apiextensions.ConditionTrue,
		Reason:  "InstanceDeletionInProgress",
		Message: "CustomResource deletion is in progress",
	})
	crd, err := c.update(ctx, c.crdStatus, crd)
	if err != nil || crd == nil {
		return err
	}

	// Delete the instances only if the CRD was ever served: otherwise
	// none can exist.
	if apiextensions.IsCRDConditionTrue(crd, apiextensions.Established) {
		cond, deleteErr := c.deleteInstances(ctx, crd)
		apiextensions.SetCRDCondition(crd, cond)
		if deleteErr != nil {
			if _, err := c.update(ctx, c.crdStatus, crd); err != nil {
				klog.Errorf("CRDFinalizer: %v: %v", key, err)
			}
			return deleteErr
		}
	} else {
		apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
			Type:    apiextensions.Terminating,
			Status:  apiextensions.ConditionFalse,
			Reason:  "NeverEstablished",
			Message: "resource was never established",
		})
	}
	if crd, err = c.update(ctx, c.crdStatus, crd); err != nil || crd == nil {
		return err
	}

	// With the finalizer gone the storage deletes the CRD.
	apiextensions.CRDRemoveFinalizer(crd, apiextensions.CustomResourceCleanupFinalizer)
	_, err = c.update(ctx, c.crdMain, crd)
	return err
}

// update writes crd through storage and returns the stored object; nil
// and no error when the CRD is gone. A conflict is an error, so the key
// is retried with the informer's newer copy.
func (c *CRDFinalizer) update(ctx context.Context, storage rest.Updater, crd *apiextensions.CustomResourceDefinition) (*apiextensions.CustomResourceDefinition, error) {
	obj, _, err := storage.Update(request.WithNamespace(ctx, ""), crd.Name, rest.DefaultUpdatedObjectInfo(crd),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) {
		return nil, nil // deleted in the meantime
	}
	if err != nil {
		return nil, err
	}
	updated, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return nil, fmt.Errorf("unexpected object %T", obj)
	}
	return updated, nil
}

// deleteInstances deletes every custom resource of crd and waits until
// none is left; the condition says how it went.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.(*CRDFinalizer).deleteInstances.
func (c *CRDFinalizer) deleteInstances(ctx context.Context, crd *apiextensions.CustomResourceDefinition) (apiextensions.CustomResourceDefinitionCondition, error) {
	failed := func(message string, err error) (apiextensions.CustomResourceDefinitionCondition, error) {
		return apiextensions.CustomResourceDefinitionCondition{
			Type:    apiextensions.Terminating,
			Status:  apiextensions.ConditionTrue,
			Reason:  "InstanceDeletionFailed",
			Message: fmt.Sprintf("%s: %v", message, err),
		}, err
	}
	// We go to the storage directly, not through the REST API: that is
	// what upstream does too, since a URL could reach another resource.
	crClient, err := c.crClientGetter.GetCustomResourceListerCollectionDeleter(crd)
	if err != nil {
		err = fmt.Errorf("unable to find a custom resource client for %s.%s: %w", crd.Status.AcceptedNames.Plural, crd.Spec.Group, err)
		return failed("could not list instances", err)
	}

	allCtx := request.WithNamespace(ctx, "") // every namespace
	namespaces, err := instanceNamespaces(allCtx, crClient)
	if err != nil {
		return failed("could not list instances", err)
	}
	var deleteErrs []error
	for _, ns := range namespaces {
		nsCtx := request.WithNamespace(ctx, ns)
		if _, err := crClient.DeleteCollection(nsCtx, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{}, &metainternalversion.ListOptions{}); err != nil {
			deleteErrs = append(deleteErrs, err)
		}
	}
	if err := errors.Join(deleteErrs...); err != nil {
		return failed("could not issue all deletes", err)
	}

	// Wait until they are gone: a custom resource with finalizers of its
	// own stays until those are removed.
	if err := c.waitForNoInstances(allCtx, crd, crClient); err != nil {
		return apiextensions.CustomResourceDefinitionCondition{
			Type:    apiextensions.Terminating,
			Status:  apiextensions.ConditionTrue,
			Reason:  "InstanceDeletionCheck",
			Message: fmt.Sprintf("could not confirm zero CustomResources remaining: %v", err),
		}, err
	}
	return apiextensions.CustomResourceDefinitionCondition{
		Type:    apiextensions.Terminating,
		Status:  apiextensions.ConditionFalse,
		Reason:  "InstanceDeletionCompleted",
		Message: "removed all instances",
	}, nil
}

// instanceNamespaces lists the custom resources and returns their
// namespaces, each once, in the order met ("" for cluster-scoped ones).
func instanceNamespaces(ctx context.Context, crClient ListerCollectionDeleter) ([]string, error) {
	items, err := listInstances(ctx, crClient)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var namespaces []string
	for _, item := range items {
		m, err := meta.Accessor(item)
		if err != nil {
			klog.Errorf("CRDFinalizer: %v", err)
			continue
		}
		if ns := m.GetNamespace(); !seen[ns] {
			seen[ns] = true
			namespaces = append(namespaces, ns)
		}
	}
	return namespaces, nil
}

// listInstances lists the custom resources in ctx's namespace.
func listInstances(ctx context.Context, crClient ListerCollectionDeleter) ([]runtime.Object, error) {
	list, err := crClient.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		return nil, err
	}
	return meta.ExtractList(list)
}

// waitForNoInstances lists right away, then every poll interval, until
// no custom resource is left, the poll timeout passes or ctx is done.
// Upstream: the wait.PollImmediate in deleteInstances.
func (c *CRDFinalizer) waitForNoInstances(ctx context.Context, crd *apiextensions.CustomResourceDefinition, crClient ListerCollectionDeleter) error {
	deadline := time.NewTimer(c.pollTimeout)
	defer deadline.Stop()
	tick := time.NewTicker(c.pollInterval)
	defer tick.Stop()
	for {
		items, err := listInstances(ctx, crClient)
		if err != nil {
			return err
		}
		if len(items) == 0 {
			return nil
		}
		klog.V(2).Infof("%s.%s waiting for %d items to be removed", crd.Status.AcceptedNames.Plural, crd.Spec.Group, len(items))
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline.C:
			return fmt.Errorf("timed out waiting for the condition")
		case <-tick.C:
		}
	}
}

// Run waits for the informer to sync, then runs workers until ctx is
// done. It blocks.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.(*CRDFinalizer).Run.
func (c *CRDFinalizer) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, "CRDFinalizer", c.queue, workers, c.sync, c.informer.WaitForSync)
}

// addCustomResourceDefinition queues a CRD being deleted.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.(*CRDFinalizer).addCustomResourceDefinition.
func (c *CRDFinalizer) addCustomResourceDefinition(obj runtime.Object) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if ok && needsFinalizing(crd) {
		c.queue.Add(crd.Name)
	}
}

// updateCustomResourceDefinition queues a CRD being deleted, unless only
// its Terminating condition changed: we are likely the writer, and
// queueing it again would loop. Failures are retried by the queue.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/finalizer.(*CRDFinalizer).updateCustomResourceDefinition.
func (c *CRDFinalizer) updateCustomResourceDefinition(oldObj, newObj runtime.Object) {
	oldCRD, ok1 := oldObj.(*apiextensions.CustomResourceDefinition)
	newCRD, ok2 := newObj.(*apiextensions.CustomResourceDefinition)
	if !ok1 || !ok2 || !needsFinalizing(newCRD) {
		return
	}
	if oldCRD.ResourceVersion == newCRD.ResourceVersion { // a relist
		c.queue.Add(newCRD.Name)
		return
	}
	oldCopy, newCopy := oldCRD.DeepCopy(), newCRD.DeepCopy()
	oldCopy.ResourceVersion, newCopy.ResourceVersion = "", ""
	apiextensions.RemoveCRDCondition(oldCopy, apiextensions.Terminating)
	apiextensions.RemoveCRDCondition(newCopy, apiextensions.Terminating)
	if !reflect.DeepEqual(oldCopy, newCopy) {
		c.queue.Add(newCRD.Name)
	}
}

// needsFinalizing reports whether crd is being deleted and still has our
// finalizer.
func needsFinalizing(crd *apiextensions.CustomResourceDefinition) bool {
	return crd.DeletionTimestamp != nil && apiextensions.CRDHasFinalizer(crd, apiextensions.CustomResourceCleanupFinalizer)
}

package establish

import (
	"context"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
)

// EstablishingController sets the Established condition of CRDs queued
// with QueueCRD; see the package doc.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish.EstablishingController.
type EstablishingController struct {
	crdClient rest.Updater // the status subresource storage
	informer  *cache.Informer
	queue     *workqueue.RateLimitingQueue[string]
}

// NewEstablishingController returns a controller that reads CRDs from
// the informer and writes statuses through crdClient, the CRD status
// storage. It does not watch the informer: CRDs come from QueueCRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish.NewEstablishingController.
func NewEstablishingController(informer *cache.Informer, crdClient rest.Updater) *EstablishingController {
	return &EstablishingController{
		crdClient: crdClient,
		informer:  informer,
		queue:     workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
	}
}

// QueueCRD queues the CRD named key to be established after timeout.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish.(*EstablishingController).QueueCRD.
func (ec *EstablishingController) QueueCRD(key string, timeout time.Duration) {
	ec.queue.AddAfter(key, timeout)
}

// Run waits for the informer to sync, then runs one worker until ctx is
// done. It blocks.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish.(*EstablishingController).Run.
func (ec *EstablishingController) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "EstablishingController", ec.queue, 1, ec.sync, ec.informer.WaitForSync)
}

// sync sets Established=True on the CRD named key if its names are
// accepted and it is not established yet.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish.(*EstablishingController).sync.
func (ec *EstablishingController) sync(ctx context.Context, key string) error {
	obj, ok := ec.informer.Get(key)
	if !ok {
		return nil // deleted
	}
	cached, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return fmt.Errorf("unexpected object %T", obj)
	}
	if !apiextensions.IsCRDConditionTrue(cached, apiextensions.NamesAccepted) ||
		apiextensions.IsCRDConditionTrue(cached, apiextensions.Established) {
		return nil
	}

	crd := cached.DeepCopy()
	apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
		Type:    apiextensions.Established,
		Status:  apiextensions.ConditionTrue,
		Reason:  "InitialNamesAccepted",
		Message: "the initial names have been accepted",
	})
	_, _, err := ec.crdClient.Update(request.WithNamespace(ctx, ""), crd.Name, rest.DefaultUpdatedObjectInfo(crd),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) {
		return nil // deleted meanwhile
	}
	if apierrors.IsConflict(err) {
		// Changed meanwhile; our informer copy was stale. Upstream relies
		// on the handler queueing the CRD again; we retry ourselves.
		return fmt.Errorf("establishing %s: %w", key, err)
	}
	return err
}

package validatingadmissionpolicystatus

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// ControllerName names the controller in logs.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.ControllerName.
const ControllerName = "validatingadmissionpolicy-status"

// statusResource is where the controller writes.
var statusResource = admissionregistration.Resource("validatingadmissionpolicies/status")

// Controller type-checks each new generation of a policy and writes the
// result to its status.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.Controller.
type Controller struct {
	policyInformer *cache.Informer
	policyQueue    *workqueue.RateLimitingQueue[string]
	storages       *informers.Storages
	typeChecker    *TypeChecker
}

// NewController returns a controller reading policies from
// policyInformer and writing their status through storages.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.NewController.
func NewController(policyInformer *cache.Informer, storages *informers.Storages, typeChecker *TypeChecker) *Controller {
	c := &Controller{
		policyInformer: policyInformer,
		policyQueue:    workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		storages:       storages,
		typeChecker:    typeChecker,
	}
	policyInformer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.enqueuePolicy,
		UpdateFunc: func(_, obj runtime.Object) { c.enqueuePolicy(obj) },
	})
	return c
}

// Run waits for the informer, queues every policy it holds (stage 04's
// informer does not replay them to a handler added late), and runs
// workers until ctx is done. It blocks.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.(*Controller).Run.
func (c *Controller) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, ControllerName, c.policyQueue, workers, c.sync, func(ctx context.Context) bool {
		if !c.policyInformer.WaitForSync(ctx) {
			return false
		}
		for _, obj := range c.policyInformer.List() {
			c.enqueuePolicy(obj)
		}
		return true
	})
}

// enqueuePolicy queues a policy by name.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.(*Controller).enqueuePolicy.
func (c *Controller) enqueuePolicy(obj runtime.Object) {
	if policy, ok := obj.(*admissionregistration.ValidatingAdmissionPolicy); ok && policy.Name != "" {
		c.policyQueue.Add(policy.Name)
	}
}

// sync reconciles the policy named key, if it still exists.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.(*Controller).processNextWorkItem.
func (c *Controller) sync(ctx context.Context, key string) error {
	obj, ok := c.policyInformer.Get(key)
	if !ok {
		return nil
	}
	policy, ok := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	if !ok {
		return fmt.Errorf("expected a ValidatingAdmissionPolicy, got %T", obj)
	}
	return c.reconcile(ctx, policy)
}

// reconcile type-checks a generation not yet observed and writes
// observedGeneration and the warnings (an empty list when there are
// none: typeChecking's presence says the check ran). A conflict (the
// policy changed meanwhile) fails the sync, which is retried with the
// informer's newer copy; a policy deleted meanwhile is done.
// Upstream: k8s.io/kubernetes/pkg/controller/validatingadmissionpolicystatus.(*Controller).reconcile.
func (c *Controller) reconcile(ctx context.Context, policy *admissionregistration.ValidatingAdmissionPolicy) error {
	if policy.Generation <= policy.Status.ObservedGeneration {
		return nil
	}
	warnings := c.typeChecker.Check(policy)
	updated := policy.DeepCopy()
	updated.Status.ObservedGeneration = policy.Generation
	updated.Status.TypeChecking = &admissionregistration.TypeChecking{ExpressionWarnings: warnings}
	_, err := informers.Update(ctx, c.storages, statusResource, updated)
	if apierrors.IsNotFound(err) {
		return nil
	}
	return err
}

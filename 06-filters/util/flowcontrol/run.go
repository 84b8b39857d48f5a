package flowcontrol

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// Run is Interface.Run: it follows both kinds of configuration object
// with informers and, on every change (and whenever a quiescing level
// goes idle), digests them all afresh and writes the FlowSchemas'
// Dangling conditions; meanwhile it lends and borrows seats every
// borrowingAdjustmentPeriod.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).Run,
// with a work queue of one item instead of the resync channel.
func (c *configController) Run(ctx context.Context) error {
	if c.source == nil { // NewTestable
		c.runBorrowing(ctx)
		return nil
	}
	fsInformer := cache.NewInformer(c.source.FlowSchemas())
	plInformer := cache.NewInformer(c.source.PriorityLevelConfigurations())
	changed := cache.ResourceEventHandlerFuncs{
		AddFunc:    func(runtime.Object) { c.signalResync() },
		UpdateFunc: func(runtime.Object, runtime.Object) { c.signalResync() },
		DeleteFunc: func(runtime.Object) { c.signalResync() },
	}
	fsInformer.AddEventHandler(changed)
	plInformer.AddEventHandler(changed)
	go fsInformer.Run(ctx)
	go plInformer.Run(ctx)
	go c.runBorrowing(ctx)
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-c.resyncCh:
		}
		if !fsInformer.HasSynced() || !plInformer.HasSynced() {
			continue // the first lists are on their way; each signals again
		}
		c.syncOne(ctx, fsInformer, plInformer)
	}
}

// syncOne digests the informers' objects and writes the status changes.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.(*configController).syncOne
// and digestConfigObjects.
func (c *configController) syncOne(ctx context.Context, fsInformer, plInformer *cache.Informer) {
	var newFSs []*flowcontrol.FlowSchema
	for _, obj := range fsInformer.List() {
		newFSs = append(newFSs, obj.(*flowcontrol.FlowSchema))
	}
	var newPLs []*flowcontrol.PriorityLevelConfiguration
	for _, obj := range plInformer.List() {
		newPLs = append(newPLs, obj.(*flowcontrol.PriorityLevelConfiguration))
	}
	for _, update := range c.lockAndDigestConfigObjects(newPLs, newFSs) {
		if err := c.writeDanglingCondition(ctx, update); err != nil {
			// The informer's next event for this object, or the next
			// change of any, tries again.
			klog.Errorf("Unable to update the Dangling condition of FlowSchema %s: %v", update.fs.Name, err)
		}
	}
}

// writeDanglingCondition sets the condition on the stored FlowSchema
// (whatever its resourceVersion now: the condition depends only on the
// levels, not on the schema).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.apply (a server-side
// apply of the status as field manager api-priority-and-fairness-config-consumer-v1).
func (c *configController) writeDanglingCondition(ctx context.Context, update danglingUpdate) error {
	ctx = request.WithNamespace(ctx, "")
	_, _, err := c.source.FlowSchemaStatus().Update(ctx, update.fs.Name, setCondition{update.condition},
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return err
}

// setCondition is an update that puts its condition on the stored
// FlowSchema, replacing one of the same type.
type setCondition struct {
	condition flowcontrol.FlowSchemaCondition
}

func (setCondition) Preconditions() *metav1.Preconditions { return nil }

func (u setCondition) UpdatedObject(_ context.Context, oldObj runtime.Object) (runtime.Object, error) {
	old, ok := oldObj.(*flowcontrol.FlowSchema)
	if !ok {
		return nil, fmt.Errorf("got %T; want a FlowSchema", oldObj)
	}
	fs := old.DeepCopy()
	for i := range fs.Status.Conditions {
		if fs.Status.Conditions[i].Type == u.condition.Type {
			fs.Status.Conditions[i] = u.condition
			return fs, nil
		}
	}
	fs.Status.Conditions = append(fs.Status.Conditions, u.condition)
	return fs, nil
}

package apiserverleasegc

import (
	"context"
	"time"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

// Storage is what the collector needs of the leases storage.
type Storage interface {
	rest.Lister
	rest.GracefulDeleter
}

// Controller deletes expired leases of Namespace matching Selector every
// Period.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/apiserverleasegc.Controller.
type Controller struct {
	Storage   Storage
	Namespace string
	Selector  labels.Selector
	Period    time.Duration
}

// Run collects until ctx ends.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/apiserverleasegc.(*Controller).RunWithContext.
func (c *Controller) Run(ctx context.Context) {
	ticker := time.NewTicker(c.Period)
	defer ticker.Stop()
	for {
		c.gc(ctx)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// gc deletes every expired lease, each only if it is still expired when
// read again (its owner may have renewed it since the list).
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/apiserverleasegc.(*Controller).gc.
func (c *Controller) gc(ctx context.Context) {
	ctx = request.WithNamespace(ctx, c.Namespace)
	obj, err := c.Storage.List(ctx, &metainternalversion.ListOptions{LabelSelector: c.Selector})
	if err != nil {
		if ctx.Err() == nil {
			klog.Errorf("Error while listing apiserver leases: %v", err)
		}
		return
	}
	list, ok := obj.(*coordination.LeaseList)
	if !ok {
		return
	}
	for i := range list.Items {
		lease := &list.Items[i]
		if !IsLeaseExpired(lease, time.Now()) {
			continue
		}
		rv := lease.ResourceVersion
		_, _, err := c.Storage.Delete(ctx, lease.Name, rest.ValidateAllObjectFunc,
			&metav1.DeleteOptions{Preconditions: &metav1.Preconditions{ResourceVersion: &rv}})
		switch {
		case err == nil:
			klog.Infof("deleted the expired apiserver lease %s/%s", c.Namespace, lease.Name)
		case apierrors.IsNotFound(err) || apierrors.IsConflict(err):
			// gone already, or renewed since the list
		default:
			klog.Errorf("Error deleting lease %s/%s: %v", c.Namespace, lease.Name, err)
		}
	}
}

// IsLeaseExpired reports whether the lease's renewTime plus its duration
// is before now (or it has neither).
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/apiserverleasegc.isLeaseExpired.
func IsLeaseExpired(lease *coordination.Lease, now time.Time) bool {
	s := lease.Spec
	return s.RenewTime == nil || s.LeaseDurationSeconds == nil ||
		s.RenewTime.Add(time.Duration(*s.LeaseDurationSeconds)*time.Second).Before(now)
}

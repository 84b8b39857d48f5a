package kubernetesservice

import (
	"context"
	"net"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// Reconciler keeps a Service's endpoints; reconcilers.LeaseEndpointReconciler
// is one.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.EndpointReconciler.
type Reconciler interface {
	ReconcileEndpoints(ctx context.Context, service string, ip net.IP, ports []core.EndpointPort) error
	RemoveEndpoints(ctx context.Context, service string, ip net.IP, ports []core.EndpointPort) error
	StopReconciling()
}

// ServiceName is the Service whose endpoints are kept.
const ServiceName = "kubernetes"

// Controller reconciles the endpoints every Interval.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/kubernetesservice.Controller.
type Controller struct {
	Reconciler Reconciler
	// PublicIP is this replica's --advertise-address, PublicPort its
	// secure port.
	PublicIP   net.IP
	PublicPort int
	Interval   time.Duration

	once sync.Once
	stop chan struct{}
}

// ports are the endpoints' ports: one, "https", the secure port.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/kubernetesservice.createEndpointPortSpec.
func (c *Controller) ports() []core.EndpointPort {
	return []core.EndpointPort{{Name: "https", Port: int32(c.PublicPort), Protocol: core.ProtocolTCP}}
}

// Start removes a lease this replica may have left behind (a crash, a
// kill) and reconciles every Interval until ctx ends or Stop is called.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/kubernetesservice.(*Controller).Start.
func (c *Controller) Start(ctx context.Context) {
	c.init()
	if err := c.Reconciler.RemoveEndpoints(ctx, ServiceName, c.PublicIP, c.ports()); err == nil {
		klog.Infof("kubernetes service controller: removed the endpoints a previous run of this server at %s left", c.PublicIP)
	}
	go func() {
		ticker := time.NewTicker(c.Interval)
		defer ticker.Stop()
		for {
			if err := c.Reconciler.ReconcileEndpoints(ctx, ServiceName, c.PublicIP, c.ports()); err != nil && ctx.Err() == nil {
				klog.Errorf("unable to sync kubernetes service: %v", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-c.stop:
				return
			case <-ticker.C:
			}
		}
	}()
}

func (c *Controller) init() {
	c.once.Do(func() { c.stop = make(chan struct{}) })
}

// Stop ends the loop and removes this replica from the endpoints, within
// two intervals at most.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/kubernetesservice.(*Controller).Stop.
func (c *Controller) Stop(ctx context.Context) {
	c.init()
	select {
	case <-c.stop:
		return // stopped already
	default:
		close(c.stop)
	}
	c.Reconciler.StopReconciling()
	ctx, cancel := context.WithTimeout(ctx, 2*c.Interval)
	defer cancel()
	klog.Infof("Shutting down kubernetes service endpoint reconciler")
	if err := c.Reconciler.RemoveEndpoints(ctx, ServiceName, c.PublicIP, c.ports()); err != nil {
		klog.Errorf("Unable to remove endpoints from kubernetes service: %v", err)
	}
}

package rest

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

// The default ServiceCIDR and the hook that writes it, as /readyz lists it.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/defaultservicecidr.DefaultServiceCIDRName
// and the hook of k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
const (
	DefaultServiceCIDRName = "kubernetes"
	PostStartHookName      = "start-kubernetes-service-cidr-controller"
)

// PostStartHook returns the hook that writes the default ServiceCIDR.
// Upstream: the start-kubernetes-service-cidr-controller hook of
// k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
func (p *RESTStorageProvider) PostStartHook() (string, server.PostStartHookFunc, error) {
	return PostStartHookName, p.syncDefaultServiceCIDR, nil
}

// syncDefaultServiceCIDR creates the ServiceCIDR "kubernetes" holding
// --service-cluster-ip-range if it is missing, and marks it Ready when it
// matches the flag and has no Ready condition yet. One that differs from
// the flag (the flag changed across a restart) is left as it is, and
// logged, as upstream does. It runs once, at start-up.
// Upstream: k8s.io/kubernetes/pkg/controlplane/controller/defaultservicecidr.(*Controller).sync,
// a controller that keeps doing so, through a loopback client.
func (p *RESTStorageProvider) syncDefaultServiceCIDR(hookContext server.PostStartHookContext) error {
	if p.serviceCIDRs == nil {
		return fmt.Errorf("%s: the ServiceCIDR storage was not built", PostStartHookName)
	}
	ctx := request.WithNamespace(hookContext, "")
	// Replicas starting together race: the loser's create answers 409
	// AlreadyExists, or its status update 409 Conflict. Either means
	// another server did the work; look again.
	for try := 1; ; try++ {
		err := p.syncDefaultServiceCIDROnce(ctx)
		if err == nil || try == 3 || !(apierrors.IsAlreadyExists(err) || apierrors.IsConflict(err)) {
			return err
		}
	}
}

// syncDefaultServiceCIDROnce is one pass of syncDefaultServiceCIDR.
func (p *RESTStorageProvider) syncDefaultServiceCIDROnce(ctx context.Context) error {
	cidrs := []string{p.ServiceIPRange.String()}
	obj, err := p.serviceCIDRs.Get(ctx, DefaultServiceCIDRName, &metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		klog.Infof("Creating default ServiceCIDR %v", cidrs)
		obj, err = p.serviceCIDRs.Create(ctx, &networking.ServiceCIDR{
			ObjectMeta: metav1.ObjectMeta{Name: DefaultServiceCIDRName},
			Spec:       networking.ServiceCIDRSpec{CIDRs: cidrs},
		}, nil, &metav1.CreateOptions{})
	}
	if err != nil {
		return fmt.Errorf("the default ServiceCIDR can not be created: %w", err)
	}
	serviceCIDR := obj.(*networking.ServiceCIDR)
	if len(serviceCIDR.Spec.CIDRs) != 1 || serviceCIDR.Spec.CIDRs[0] != cidrs[0] {
		klog.Infof("Inconsistent ServiceCIDR status: %q has %v, the flag %v", DefaultServiceCIDRName, serviceCIDR.Spec.CIDRs, cidrs)
		return nil
	}
	if readyCondition(serviceCIDR) != nil {
		return nil
	}
	klog.Infof("Setting default ServiceCIDR condition Ready to True")
	serviceCIDR = serviceCIDR.DeepCopy()
	serviceCIDR.Status.Conditions = append(serviceCIDR.Status.Conditions, metav1.Condition{
		Type: networking.ServiceCIDRConditionReady, Status: metav1.ConditionTrue,
		Message: "Kubernetes default Service CIDR is ready", LastTransitionTime: metav1.Now(),
	})
	_, _, err = p.serviceCIDRStatus.Update(ctx, DefaultServiceCIDRName, rest.DefaultUpdatedObjectInfo(serviceCIDR), nil, nil, false, &metav1.UpdateOptions{})
	return err
}

// readyCondition is the Ready condition of a ServiceCIDR, nil when it
// has none or it is Unknown.
// Upstream: k8s.io/apimachinery/pkg/api/meta.FindStatusCondition, and the
// Unknown case of (*Controller).syncStatus.
func readyCondition(sc *networking.ServiceCIDR) *metav1.Condition {
	for i, c := range sc.Status.Conditions {
		if c.Type == networking.ServiceCIDRConditionReady && c.Status != metav1.ConditionUnknown {
			return &sc.Status.Conditions[i]
		}
	}
	return nil
}

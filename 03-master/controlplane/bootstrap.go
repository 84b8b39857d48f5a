package controlplane

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/controller/kubernetesservice"
)

// bootstrapHookName is the hook's name on /readyz, as upstream's.
const bootstrapHookName = "bootstrap-controller"

// The names the bootstrap creates.
// Upstream: k8s.io/api/core/v1.NamespaceDefault ... and
// k8s.io/kubernetes/pkg/controlplane.kubernetesServiceName.
const (
	NamespaceDefault      = "default"
	NamespaceSystem       = "kube-system"
	NamespacePublic       = "kube-public"
	NamespaceNodeLease    = "kube-node-lease"
	kubernetesServiceName = "kubernetes"
)

// bootstrapHook creates what every cluster has: the namespaces default,
// kube-system, kube-public and kube-node-lease, and the "kubernetes"
// service in default (how pods find the API server), each only if it
// does not exist, so a restart keeps what a user changed.
// Then it starts the controller that keeps the Service's endpoints
// (kubernetesservice.Controller).
// Upstream: k8s.io/kubernetes/pkg/controlplane.Controller (the "bootstrap
// controller"), and the system namespaces controller of
// pkg/controlplane/controller/systemnamespaces.
type bootstrapHook struct {
	namespaces     rest.Creater
	services       serviceCreateGetter
	serviceIPRange net.IPNet
	// serviceController, when set, is started once the Service exists:
	// it keeps the Service's endpoints.
	serviceController *kubernetesservice.Controller
}

// serviceCreateGetter is what the bootstrap needs of the service storage.
type serviceCreateGetter interface {
	rest.Creater
	rest.Getter
}

// PostStartHook runs once the server listens; /readyz stays red until it
// returned.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Controller).PostStartHook.
func (h bootstrapHook) PostStartHook(hookContext server.PostStartHookContext) error {
	for _, ns := range []string{NamespaceDefault, NamespaceSystem, NamespacePublic, NamespaceNodeLease} {
		obj := &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: ns}}
		if err := createIfMissing(request.WithNamespace(hookContext, ""), h.namespaces, obj); err != nil {
			return fmt.Errorf("create namespace %q: %w", ns, err)
		}
	}
	if err := h.ensureKubernetesService(hookContext); err != nil {
		return err
	}
	if h.serviceController != nil {
		h.serviceController.Start(hookContext)
	}
	return nil
}

// ensureKubernetesService creates the "kubernetes" Service if it is
// missing. Replicas starting together race for it: the loser's create
// finds the service's IP already allocated (a 422, not a 409: the
// allocator answers before the store) while the winner's create is still
// being stored. Such a failure is retried, every raceRetryInterval for
// raceRetries tries, and ends as soon as the service exists, as upstream's
// controller syncs it again on its interval.
func (h bootstrapHook) ensureKubernetesService(hookContext context.Context) error {
	svc, err := h.kubernetesService()
	if err != nil {
		return err
	}
	svcCtx := request.WithNamespace(hookContext, NamespaceDefault)
	for try := 1; ; try++ {
		// Look first: creating it again would ask the allocator for its
		// IP, which it holds already, and answer 422 rather than 409.
		if _, err := h.services.Get(svcCtx, kubernetesServiceName, &metav1.GetOptions{}); err == nil {
			return nil
		} else if !apierrors.IsNotFound(err) {
			return fmt.Errorf("get service %q: %w", kubernetesServiceName, err)
		}
		err := createIfMissing(svcCtx, h.services, svc.DeepCopy())
		if err == nil {
			return nil
		}
		if try == raceRetries || !apierrors.IsInvalid(err) {
			return fmt.Errorf("create service %q: %w", kubernetesServiceName, err)
		}
		klog.V(2).Infof("[%s] create service %q: %v; another server may be creating it, trying again", bootstrapHookName, kubernetesServiceName, err)
		select {
		case <-hookContext.Done():
			return hookContext.Err()
		case <-time.After(raceRetryInterval):
		}
	}
}

// How long the bootstrap waits for a replica that won the race to create
// the "kubernetes" Service: raceRetries tries, raceRetryInterval apart.
const (
	raceRetries       = 20
	raceRetryInterval = 500 * time.Millisecond
)

// kubernetesService is the "kubernetes" service: port 443 (https) to the
// API server's secure port 6443, on the first address of the service
// range (10.0.0.1 for 10.0.0.0/24). The service storage Allocates that
// address from the ClusterIP allocator, as for any service that names its
// IP, so no other service gets it.
// Upstream: k8s.io/kubernetes/pkg/controlplane.(*Controller).CreateOrUpdateMasterServiceIfNeeded.
func (h bootstrapHook) kubernetesService() (*core.Service, error) {
	ip, err := firstAddress(h.serviceIPRange)
	if err != nil {
		return nil, err
	}
	return &core.Service{
		ObjectMeta: metav1.ObjectMeta{
			Name:      kubernetesServiceName,
			Namespace: NamespaceDefault,
			Labels:    map[string]string{"provider": "kubernetes", "component": "apiserver"},
		},
		Spec: core.ServiceSpec{
			Ports: []core.ServicePort{{
				Name: "https", Protocol: core.ProtocolTCP, Port: 443,
				TargetPort: intstr.FromInt32(6443),
			}},
			ClusterIP:       ip.String(),
			ClusterIPs:      []string{ip.String()},
			SessionAffinity: core.ServiceAffinityNone,
			Type:            core.ServiceTypeClusterIP,
			// what the v1 defaults give a client's ClusterIP service;
			// validation requires it
			InternalTrafficPolicy: ptrTo(core.ServiceInternalTrafficPolicyCluster),
		},
	}, nil
}

// ptrTo returns a pointer to v.
func ptrTo[T any](v T) *T { return &v }

// firstAddress is the network's address plus one.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver/options.ServiceIPRange,
// which calls k8s.io/utils/net.GetIndexedIP(subnet, 1).
func firstAddress(network net.IPNet) (net.IP, error) {
	ip := make(net.IP, len(network.IP))
	copy(ip, network.IP.Mask(network.Mask))
	for i := len(ip) - 1; i >= 0; i-- {
		ip[i]++
		if ip[i] != 0 {
			break
		}
	}
	if !network.Contains(ip) {
		return nil, fmt.Errorf("service IP range %v has no first address", network.String())
	}
	return ip, nil
}

// createIfMissing creates obj, and is content when it exists already.
func createIfMissing(ctx context.Context, r rest.Creater, obj runtime.Object) error {
	_, err := r.Create(ctx, obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	if err == nil {
		accessor, _ := obj.(metav1.Object)
		if accessor != nil {
			klog.Infof("[%s] created %s %q", bootstrapHookName, kindOf(obj), accessor.GetName())
		}
	}
	return err
}

// kindOf names obj's kind for the log.
func kindOf(obj runtime.Object) string {
	switch obj.(type) {
	case *core.Namespace:
		return "namespace"
	case *core.Service:
		return "service"
	}
	return fmt.Sprintf("%T", obj)
}

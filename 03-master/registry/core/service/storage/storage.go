package storage

import (
	"context"
	"errors"
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service/ipallocator"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of services: the generic Store with the service
// strategy, its short name and the `all` category, and the ClusterIP
// allocator around Create and Delete.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.REST.
type REST struct {
	*genericregistry.Store
	// ips hands out ClusterIPs; nil keeps spec.clusterIP as given.
	ips *ipallocator.Range
}

// StatusREST is services/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns the storage of services and services/status on the storage
// optsGetter gives (keys under /services/<namespace>/<name>). ips, when
// not nil, allocates each new service's ClusterIP and gets it back when
// the service is deleted.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter, ips *ipallocator.Range) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Service{} },
		NewListFunc:               func() runtime.Object { return &core.ServiceList{} },
		DefaultQualifiedResource:  core.Resource("services"),
		SingularQualifiedResource: core.Resource("service"),

		CreateStrategy:      service.Strategy,
		UpdateStrategy:      service.Strategy,
		DeleteStrategy:      service.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.Services,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: service.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	r := &REST{Store: store, ips: ips}
	// AfterDelete runs whenever a service is really removed: by Delete,
	// by DeleteCollection, or when its last finalizer goes.
	// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).afterDelete.
	store.AfterDelete = r.afterDelete
	return r, genericregistry.NewStatusREST(store, service.StatusStrategy), nil
}

// ShortNames is what `kubectl get svc` finds services by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"svc"} }

// Categories puts services in `kubectl get all`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

// Create allocates the service's ClusterIP (see the ipallocator package
// doc), then stores the service; if storing fails the IP goes back.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).beginCreate
// and its transaction (the Store's BeginCreate hook).
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	svc, ok := obj.(*core.Service)
	if ok {
		service.NormalizeClusterIPs(svc, nil)
	}
	if !ok || r.ips == nil || (options != nil && len(options.DryRun) > 0) {
		return r.Store.Create(ctx, obj, createValidation, options)
	}
	allocated, err := r.allocate(svc)
	if err != nil {
		return nil, err
	}
	out, err := r.Store.Create(ctx, obj, createValidation, options)
	if err != nil && allocated != nil {
		r.release(allocated)
	}
	return out, err
}

// allocate gives svc its ClusterIP and returns the IP it took, or nil
// when it took none (ExternalName, headless). It first checks the
// cluster IP fields, so that it never takes an address the service
// would not store.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*Allocators).allocateCreate,
// which validates in initIPFamilyFields.
func (r *REST) allocate(svc *core.Service) (net.IP, error) {
	if !needsClusterIP(svc) {
		return nil, nil
	}
	errs := validation.ValidateServiceClusterIPsRelatedFields(svc, nil)
	if len(errs) == 0 {
		errs = r.unconfiguredFamilies(svc)
	}
	if len(errs) > 0 {
		return nil, apierrors.NewInvalid(core.Kind("Service"), svc.Name, errs)
	}
	requested := svc.Spec.ClusterIP
	if requested == clusterIPNone {
		svc.Spec.ClusterIP, svc.Spec.ClusterIPs = clusterIPNone, []string{clusterIPNone}
		return nil, nil
	}
	path := field.NewPath("spec", "clusterIPs").Index(0)
	if requested == "" {
		ip, err := r.ips.AllocateNext()
		if err != nil {
			if errors.Is(err, ipallocator.ErrFull) {
				cidr := r.ips.CIDR()
				return nil, apierrors.NewInternalError(fmt.Errorf("failed to allocate a serviceIP: range %s is full", cidr.String()))
			}
			return nil, apierrors.NewInternalError(fmt.Errorf("failed to allocate a serviceIP: %w", err))
		}
		svc.Spec.ClusterIP, svc.Spec.ClusterIPs = ip.String(), []string{ip.String()}
		return ip, nil
	}
	ip := net.ParseIP(requested)
	if ip == nil {
		return nil, apierrors.NewInvalid(core.Kind("Service"), svc.Name, field.ErrorList{
			field.Invalid(path, requested, "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)")})
	}
	if err := r.ips.Allocate(ip); err != nil {
		var notInRange *ipallocator.ErrNotInRange
		switch {
		case errors.As(err, &notInRange), errors.Is(err, ipallocator.ErrAllocated):
			return nil, apierrors.NewInvalid(core.Kind("Service"), svc.Name, field.ErrorList{
				field.Invalid(path, requested, fmt.Sprintf("failed to allocate IP %v: %v", requested, err))})
		default:
			return nil, apierrors.NewInternalError(fmt.Errorf("failed to allocate a serviceIP: %w", err))
		}
	}
	return ip, nil
}

// unconfiguredFamilies refuses a cluster IP of the family the allocator
// does not serve: the cluster is single-stack, so a second (dual-stack)
// address, or one of the other family, would be stored unallocated.
// Upstream: the "is not configured on this cluster" check of
// k8s.io/kubernetes/pkg/registry/core/service/storage.(*Allocators).initIPFamilyFields.
func (r *REST) unconfiguredFamilies(svc *core.Service) field.ErrorList {
	cidr := r.ips.CIDR()
	served := ipFamilyOf(cidr.IP)
	for i, s := range svc.Spec.ClusterIPs {
		ip := net.ParseIP(s)
		if s == clusterIPNone || ip == nil {
			break
		}
		if family := ipFamilyOf(ip); family != served {
			return field.ErrorList{field.Invalid(field.NewPath("spec", "clusterIPs").Index(i), svc.Spec.ClusterIPs,
				fmt.Sprintf("%s is not configured on this cluster", family))}
		}
	}
	return nil
}

// ipFamilyOf names the family of ip.
func ipFamilyOf(ip net.IP) core.IPFamily {
	if ip.To4() != nil {
		return core.IPv4Protocol
	}
	return core.IPv6Protocol
}

// afterDelete releases a deleted service's ClusterIP (not on a dry run).
func (r *REST) afterDelete(obj runtime.Object, options *metav1.DeleteOptions) {
	svc, ok := obj.(*core.Service)
	if !ok || r.ips == nil || (options != nil && len(options.DryRun) > 0) {
		return
	}
	if !needsClusterIP(svc) || svc.Spec.ClusterIP == "" || svc.Spec.ClusterIP == clusterIPNone {
		return
	}
	if ip := net.ParseIP(svc.Spec.ClusterIP); ip != nil {
		r.release(ip)
	}
}

// release gives ip back, logging a failure (the IP then stays taken
// until the repair controller upstream would fix it).
func (r *REST) release(ip net.IP) {
	if err := r.ips.Release(ip); err != nil {
		klog.Errorf("failed to release service IP %v: %v", ip, err)
	}
}

// needsClusterIP: every type but ExternalName has one.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.needsClusterIP.
func needsClusterIP(svc *core.Service) bool {
	return svc.Spec.Type != core.ServiceTypeExternalName
}

// clusterIPNone is the spec.clusterIP of a headless service.
// Upstream: k8s.io/api/core/v1.ClusterIPNone.
const clusterIPNone = "None"

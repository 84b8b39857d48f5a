package controlplane

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/componentstatus"
	configmapstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/configmap/storage"
	endpointsstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/endpoint/storage"
	eventstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/event/storage"
	limitrangestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/limitrange/storage"
	namespacestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/namespace/storage"
	nodestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/node/storage"
	pvstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/persistentvolume/storage"
	pvcstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/persistentvolumeclaim/storage"
	podstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/pod/storage"
	podtemplatestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/podtemplate/storage"
	rcstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/replicationcontroller/storage"
	resourcequotastore "github.com/kube-rebuilt/apiserver/03-master/registry/core/resourcequota/storage"
	secretstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/secret/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service/ipallocator"
	servicestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/service/storage"
	serviceaccountstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/serviceaccount/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	pdbstore "github.com/kube-rebuilt/apiserver/03-master/registry/policy/poddisruptionbudget/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// RESTStorageProvider builds the APIGroupInfo of one API group: the
// storages of its enabled versions.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.RESTStorageProvider.
type RESTStorageProvider interface {
	GroupName() string
	NewRESTStorage(apiResourceConfigSource APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error)
}

// LegacyRESTStorageProvider builds the core group ("", served at /api/v1).
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.LegacyRESTStorageProvider
// (with the generic part in pkg/controlplane/apiserver/registry/core/rest),
// which also serves pods' log/exec/attach/portforward/proxy, nodes/proxy
// and services/proxy (left out here: there is no kubelet to reach).
type LegacyRESTStorageProvider struct {
	// ServiceIPRange is --service-cluster-ip-range.
	ServiceIPRange net.IPNet
	// StorageFactory gives the etcd backend the ClusterIP allocator
	// keeps its bitmap in; nil keeps it in memory (tests).
	StorageFactory StorageFactory
	// StorageHooks run on the finished v1 storage, by path: a later stage
	// reads the core stores it needs and adds subresources (stage 07:
	// serviceaccounts/token, with the service-account, pod and secret
	// stores that validate its tokens).
	// Upstream: none; kube-apiserver's legacy provider builds
	// serviceaccounts/token itself from its ServiceAccountIssuer fields.
	StorageHooks []func(storage map[string]rest.Storage) error
}

var _ RESTStorageProvider = LegacyRESTStorageProvider{}

// GroupName is the core group's name: empty.
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.LegacyRESTStorageProvider.GroupName.
func (LegacyRESTStorageProvider) GroupName() string { return core.GroupName }

// NewRESTStorage returns the core group with namespaces (+status,
// +finalize), pods (+status, +binding, +eviction), bindings, configmaps,
// secrets, services (+status), serviceaccounts, endpoints, events,
// limitranges, resourcequotas (+status), nodes (+status),
// persistentvolumes and persistentvolumeclaims (+status),
// replicationcontrollers (+status, +scale), podtemplates and
// componentstatuses, all at v1.
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.LegacyRESTStorageProvider.NewLegacyRESTStorage.
func (p LegacyRESTStorageProvider) NewRESTStorage(apiResourceConfigSource APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(core.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(corev1.SchemeGroupVersion) {
		return info, nil
	}
	storage, err := p.v1Storage(restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, err
	}
	info.VersionedResourcesStorageMap[corev1.SchemeGroupVersion.Version] = storage
	return info, nil
}

// v1Storage builds the storage of every core v1 resource, by path.
func (p LegacyRESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	storage := map[string]rest.Storage{}
	namespace, namespaceStatus, namespaceFinalize, err := namespacestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("namespaces: %w", err)
	}
	storage["namespaces"], storage["namespaces/status"], storage["namespaces/finalize"] = namespace, namespaceStatus, namespaceFinalize

	pod, podStatus, err := podstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("pods: %w", err)
	}
	storage["pods"], storage["pods/status"] = pod, podStatus
	// Eviction reads and writes the budgets through a Store of its own,
	// where upstream uses a loopback client of the policy group.
	pdbs, pdbStatus, err := pdbstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("pods/eviction: %w", err)
	}
	binding := podstore.NewBindingREST(pod.Store)
	storage["pods/binding"], storage["bindings"] = binding, podstore.NewLegacyBindingREST(binding)
	storage["pods/eviction"] = podstore.NewEvictionREST(pod.Store, podStatus, podstore.PodDisruptionBudgets{Budgets: pdbs, Status: pdbStatus, Destroy: pdbs.Destroy})

	// Services get their ClusterIP from the allocator, whose bitmap is
	// the RangeAllocation at /registry/ranges/serviceips.
	serviceIPs, destroyServiceIPs, err := p.serviceIPAllocator()
	if err != nil {
		return nil, fmt.Errorf("service IP allocator: %w", err)
	}
	service, serviceStatus, err := servicestore.NewREST(optsGetter, serviceIPs)
	if err != nil {
		destroyServiceIPs()
		return nil, fmt.Errorf("services: %w", err)
	}
	if destroyStore := service.DestroyFunc; destroyStore != nil {
		service.DestroyFunc = func() { destroyStore(); destroyServiceIPs() }
	} else {
		service.DestroyFunc = destroyServiceIPs
	}
	storage["services"], storage["services/status"] = service, serviceStatus

	quota, quotaStatus, err := resourcequotastore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("resourcequotas: %w", err)
	}
	storage["resourcequotas"], storage["resourcequotas/status"] = quota, quotaStatus

	if err := p.controlPlaneStorage(optsGetter, storage); err != nil {
		return nil, err
	}

	for name, newREST := range map[string]func(generic.RESTOptionsGetter) (rest.Storage, error){
		"configmaps":      func(g generic.RESTOptionsGetter) (rest.Storage, error) { return configmapstore.NewREST(g) },
		"secrets":         func(g generic.RESTOptionsGetter) (rest.Storage, error) { return secretstore.NewREST(g) },
		"serviceaccounts": func(g generic.RESTOptionsGetter) (rest.Storage, error) { return serviceaccountstore.NewREST(g) },
		"endpoints":       func(g generic.RESTOptionsGetter) (rest.Storage, error) { return endpointsstore.NewREST(g) },
		"events":          func(g generic.RESTOptionsGetter) (rest.Storage, error) { return eventstore.NewREST(g) },
		"limitranges":     func(g generic.RESTOptionsGetter) (rest.Storage, error) { return limitrangestore.NewREST(g) },
		"podtemplates":    func(g generic.RESTOptionsGetter) (rest.Storage, error) { return podtemplatestore.NewREST(g) },
	} {
		s, err := newREST(optsGetter)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		storage[name] = s
	}
	for _, hook := range p.StorageHooks {
		if err := hook(storage); err != nil {
			return nil, err
		}
	}
	return storage, nil
}

// controlPlaneStorage adds the resources the scheduler and the controller
// manager work on: nodes, persistent volumes and claims (each with
// status), replication controllers (with status and scale).
// Upstream: the same lines of
// k8s.io/kubernetes/pkg/registry/core/rest.(*legacyProvider).NewLegacyRESTStorage.
func (p LegacyRESTStorageProvider) controlPlaneStorage(optsGetter generic.RESTOptionsGetter, storage map[string]rest.Storage) error {
	node, nodeStatus, err := nodestore.NewREST(optsGetter)
	if err != nil {
		return fmt.Errorf("nodes: %w", err)
	}
	storage["nodes"], storage["nodes/status"] = node, nodeStatus

	pv, pvStatus, err := pvstore.NewREST(optsGetter)
	if err != nil {
		return fmt.Errorf("persistentvolumes: %w", err)
	}
	storage["persistentvolumes"], storage["persistentvolumes/status"] = pv, pvStatus

	pvc, pvcStatus, err := pvcstore.NewREST(optsGetter)
	if err != nil {
		return fmt.Errorf("persistentvolumeclaims: %w", err)
	}
	storage["persistentvolumeclaims"], storage["persistentvolumeclaims/status"] = pvc, pvcStatus

	rc, err := rcstore.NewStorage(optsGetter)
	if err != nil {
		return fmt.Errorf("replicationcontrollers: %w", err)
	}
	storage["replicationcontrollers"], storage["replicationcontrollers/status"], storage["replicationcontrollers/scale"] = rc.Controller, rc.Status, rc.Scale

	storage["componentstatuses"] = componentstatus.NewStorage(p.componentServers)
	return nil
}

// componentServers are the components componentstatuses probes: the
// scheduler and the controller manager on their default secure ports on
// localhost, and etcd through the storage backend (when there is one).
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.componentStatusStorage.serversToValidate.
func (p LegacyRESTStorageProvider) componentServers() map[string]componentstatus.Server {
	insecure := &tls.Config{InsecureSkipVerify: true}
	servers := map[string]componentstatus.Server{
		"controller-manager": &componentstatus.HTTPServer{EnableHTTPS: true, TLSConfig: insecure, Addr: "127.0.0.1", Port: 10257, Path: "/healthz"},
		"scheduler":          &componentstatus.HTTPServer{EnableHTTPS: true, TLSConfig: insecure, Addr: "127.0.0.1", Port: 10259, Path: "/healthz"},
	}
	if p.StorageFactory != nil {
		servers["etcd-0"] = &componentstatus.EtcdServer{Check: p.etcdHealthCheck}
	}
	return servers
}

// etcdHealthCheck reads etcd once through the backend's shared client.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*EtcdServer).DoServerCheck,
// which dials a prober of its own.
func (p LegacyRESTStorageProvider) etcdHealthCheck() error {
	config, err := p.StorageFactory.NewConfig(core.Resource("componentstatuses"))
	if err != nil {
		return err
	}
	check, destroy, err := factory.CreateHealthCheck(context.Background(), config.Config)
	if err != nil {
		return err
	}
	defer destroy()
	return check()
}

// serviceIPAllocator returns the ClusterIP allocator over ServiceIPRange,
// persisted in etcd through the storage factory's backend (with the
// RangeAllocation's own JSON codec), and what releases its etcd client.
// Without a StorageFactory it is kept in memory.
// Upstream: the serviceClusterIPAllocator part of
// k8s.io/kubernetes/pkg/registry/core/rest.(*legacyProvider).NewLegacyRESTStorage.
func (p LegacyRESTStorageProvider) serviceIPAllocator() (*ipallocator.Range, func(), error) {
	cidr := p.ServiceIPRange
	if cidr.IP == nil {
		cidr = DefaultServiceIPCIDR
	}
	if p.StorageFactory == nil {
		r, err := ipallocator.NewInMemory(&cidr)
		return r, func() {}, err
	}
	config, err := p.StorageFactory.NewConfig(core.Resource("serviceipallocations"))
	if err != nil {
		return nil, nil, err
	}
	config.Codec = ipallocator.Codec
	s, destroy, err := factory.Create(context.Background(), *config,
		func() runtime.Object { return &ipallocator.RangeAllocation{} },
		func() runtime.Object { return &core.ServiceList{} }, // never listed
		"/ranges")
	if err != nil {
		return nil, nil, err
	}
	r, err := ipallocator.NewPersisted(context.Background(), &cidr, s, ipallocator.ServiceIPsKey)
	if err != nil {
		destroy()
		return nil, nil, err
	}
	return r, destroy, nil
}

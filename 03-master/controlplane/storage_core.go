package controlplane

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	configmapstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/configmap/storage"
	endpointsstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/endpoint/storage"
	eventstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/event/storage"
	namespacestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/namespace/storage"
	podstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/pod/storage"
	secretstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/secret/storage"
	servicestore "github.com/kube-rebuilt/apiserver/03-master/registry/core/service/storage"
	serviceaccountstore "github.com/kube-rebuilt/apiserver/03-master/registry/core/serviceaccount/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
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
// which also serves nodes, persistent volumes, replication controllers,
// limit ranges, resource quotas, pods' log/exec/attach/binding/eviction ...
type LegacyRESTStorageProvider struct{}

var _ RESTStorageProvider = LegacyRESTStorageProvider{}

// GroupName is the core group's name: empty.
// Upstream: k8s.io/kubernetes/pkg/registry/core/rest.LegacyRESTStorageProvider.GroupName.
func (LegacyRESTStorageProvider) GroupName() string { return core.GroupName }

// NewRESTStorage returns the core group with namespaces (+status,
// +finalize), pods (+status), configmaps, secrets, services (+status),
// serviceaccounts, endpoints and events, all at v1.
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
func (LegacyRESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
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

	// Services keep the spec.clusterIP they are given. The ClusterIP
	// allocator (registry/core/service/ipallocator, upstream's
	// RangeAllocation persisted in etcd) plugs in here, around the
	// service storage, once it exists.
	service, serviceStatus, err := servicestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("services: %w", err)
	}
	storage["services"], storage["services/status"] = service, serviceStatus

	for name, newREST := range map[string]func(generic.RESTOptionsGetter) (rest.Storage, error){
		"configmaps":      func(g generic.RESTOptionsGetter) (rest.Storage, error) { return configmapstore.NewREST(g) },
		"secrets":         func(g generic.RESTOptionsGetter) (rest.Storage, error) { return secretstore.NewREST(g) },
		"serviceaccounts": func(g generic.RESTOptionsGetter) (rest.Storage, error) { return serviceaccountstore.NewREST(g) },
		"endpoints":       func(g generic.RESTOptionsGetter) (rest.Storage, error) { return endpointsstore.NewREST(g) },
		"events":          func(g generic.RESTOptionsGetter) (rest.Storage, error) { return eventstore.NewREST(g) },
	} {
		s, err := newREST(optsGetter)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		storage[name] = s
	}
	return storage, nil
}

package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	coordinationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/v1"
	leasestore "github.com/kube-rebuilt/apiserver/03-master/registry/coordination/lease/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the coordination.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "coordination.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return coordination.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(coordination.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(coordinationv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[coordinationv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is coordination.k8s.io/v1: leases.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	leases, err := leasestore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("leases: %w", err)
	}
	return map[string]rest.Storage{"leases": leases}, nil
}

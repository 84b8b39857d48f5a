package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	discoveryv1 "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/v1"
	endpointslicestore "github.com/kube-rebuilt/apiserver/03-master/registry/discovery/endpointslice/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// StorageProvider builds the discovery.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/rest.StorageProvider.
type StorageProvider struct{}

// GroupName is "discovery.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/rest.StorageProvider.GroupName.
func (StorageProvider) GroupName() string { return discovery.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/rest.StorageProvider.NewRESTStorage.
func (p StorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(discovery.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(discoveryv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[discoveryv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is discovery.k8s.io/v1: endpointslices.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/rest.StorageProvider.v1Storage.
func (StorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	endpointSlices, err := endpointslicestore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("endpointslices: %w", err)
	}
	return map[string]rest.Storage{"endpointslices": endpointSlices}, nil
}

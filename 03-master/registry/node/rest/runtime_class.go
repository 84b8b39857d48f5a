package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	nodev1 "github.com/kube-rebuilt/apiserver/03-master/apis/node/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	runtimeclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/node/runtimeclass/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the node.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/node/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "node.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/node/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return node.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/node/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(node.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(nodev1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[nodev1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is node.k8s.io/v1: runtimeclasses.
// Upstream: k8s.io/kubernetes/pkg/registry/node/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	runtimeClasses, err := runtimeclassstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("runtimeclasses: %w", err)
	}
	return map[string]rest.Storage{"runtimeclasses": runtimeClasses}, nil
}

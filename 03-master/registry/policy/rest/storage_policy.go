package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	policyv1 "github.com/kube-rebuilt/apiserver/03-master/apis/policy/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	pdbstore "github.com/kube-rebuilt/apiserver/03-master/registry/policy/poddisruptionbudget/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the policy group.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "policy".
// Upstream: k8s.io/kubernetes/pkg/registry/policy/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return policy.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(policy.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(policyv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[policyv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is policy/v1: poddisruptionbudgets and their status.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	pdb, pdbStatus, err := pdbstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("poddisruptionbudgets: %w", err)
	}
	return map[string]rest.Storage{
		"poddisruptionbudgets":        pdb,
		"poddisruptionbudgets/status": pdbStatus,
	}, nil
}

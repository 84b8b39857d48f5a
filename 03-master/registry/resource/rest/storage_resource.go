package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/resource/install" // into legacyscheme
	resourcev1 "github.com/kube-rebuilt/apiserver/03-master/apis/resource/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	deviceclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/resource/deviceclass/storage"
	devicetaintrulestore "github.com/kube-rebuilt/apiserver/03-master/registry/resource/devicetaintrule/storage"
	resourceclaimstore "github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceclaim/storage"
	resourceclaimtemplatestore "github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceclaimtemplate/storage"
	resourceslicestore "github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceslice/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the resource.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "resource.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/resource/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return resource.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(resource.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(resourcev1.SchemeGroupVersion) {
		return info, nil
	}
	storageMap, err := p.v1Storage(restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, err
	}
	info.VersionedResourcesStorageMap[resourcev1.SchemeGroupVersion.Version] = storageMap
	return info, nil
}

// v1Storage builds each v1 resource's storage.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	m := map[string]rest.Storage{}
	deviceClass, err := deviceclassstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("deviceclasses: %w", err)
	}
	m["deviceclasses"] = deviceClass
	taintRule, taintRuleStatus, err := devicetaintrulestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("devicetaintrules: %w", err)
	}
	m["devicetaintrules"], m["devicetaintrules/status"] = taintRule, taintRuleStatus
	claim, claimStatus, err := resourceclaimstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("resourceclaims: %w", err)
	}
	m["resourceclaims"], m["resourceclaims/status"] = claim, claimStatus
	template, err := resourceclaimtemplatestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("resourceclaimtemplates: %w", err)
	}
	m["resourceclaimtemplates"] = template
	slice, err := resourceslicestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("resourceslices: %w", err)
	}
	m["resourceslices"] = slice
	return m, nil
}

package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/install" // into legacyscheme
	storagemigrationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	svmstore "github.com/kube-rebuilt/apiserver/03-master/registry/storagemigration/storagemigration/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the storagemigration.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "storagemigration.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return storagemigration.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(storagemigration.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(storagemigrationv1.SchemeGroupVersion) {
		return info, nil
	}
	svm, svmStatus, err := svmstore.NewREST(restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, fmt.Errorf("storageversionmigrations: %w", err)
	}
	info.VersionedResourcesStorageMap[storagemigrationv1.SchemeGroupVersion.Version] = map[string]rest.Storage{
		"storageversionmigrations":        svm,
		"storageversionmigrations/status": svmStatus,
	}
	return info, nil
}

package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/install" // into legacyscheme
	certificatesv1 "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/v1"
	csrstore "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/certificates/storage"
	clustertrustbundlestore "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/clustertrustbundle/storage"
	podcertificaterequeststore "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/podcertificaterequest/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the certificates.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "certificates.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return certificates.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(certificates.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(certificatesv1.SchemeGroupVersion) {
		return info, nil
	}
	storageMap, err := p.v1Storage(restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, err
	}
	info.VersionedResourcesStorageMap[certificatesv1.SchemeGroupVersion.Version] = storageMap
	return info, nil
}

// v1Storage builds each v1 resource's storage.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	m := map[string]rest.Storage{}
	csr, csrStatus, err := csrstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("certificatesigningrequests: %w", err)
	}
	m["certificatesigningrequests"] = csr
	m["certificatesigningrequests/status"] = csrStatus
	m["certificatesigningrequests/approval"] = csrstore.NewApprovalREST(csr)
	bundle, err := clustertrustbundlestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("clustertrustbundles: %w", err)
	}
	m["clustertrustbundles"] = bundle
	pcr, pcrStatus, err := podcertificaterequeststore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("podcertificaterequests: %w", err)
	}
	m["podcertificaterequests"], m["podcertificaterequests/status"] = pcr, pcrStatus
	return m, nil
}

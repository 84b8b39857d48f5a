package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/storage/install" // into legacyscheme
	storagev1 "github.com/kube-rebuilt/apiserver/03-master/apis/storage/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	csidriverstore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/csidriver/storage"
	csinodestore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/csinode/storage"
	csistoragecapacitystore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/csistoragecapacity/storage"
	storageclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/storageclass/storage"
	volumeattachmentstore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/volumeattachment/storage"
	volumeattributesclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/storage/volumeattributesclass/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the storage.k8s.io group.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "storage.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/storage/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return storage.GroupName }

// NewRESTStorage returns the group with v1, if enabled.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(storage.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if !apiResourceConfigSource.VersionEnabled(storagev1.SchemeGroupVersion) {
		return info, nil
	}
	storageMap, err := p.v1Storage(restOptionsGetter)
	if err != nil {
		return server.APIGroupInfo{}, err
	}
	info.VersionedResourcesStorageMap[storagev1.SchemeGroupVersion.Version] = storageMap
	return info, nil
}

// v1Storage builds each v1 resource's storage.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(optsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	m := map[string]rest.Storage{}
	storageClass, err := storageclassstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("storageclasses: %w", err)
	}
	m["storageclasses"] = storageClass
	volumeAttachment, volumeAttachmentStatus, err := volumeattachmentstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("volumeattachments: %w", err)
	}
	m["volumeattachments"], m["volumeattachments/status"] = volumeAttachment, volumeAttachmentStatus
	volumeAttributesClass, err := volumeattributesclassstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("volumeattributesclasses: %w", err)
	}
	m["volumeattributesclasses"] = volumeAttributesClass
	csiNode, csiNodeStatus, err := csinodestore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("csinodes: %w", err)
	}
	m["csinodes"], m["csinodes/status"] = csiNode, csiNodeStatus
	csiDriver, err := csidriverstore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("csidrivers: %w", err)
	}
	m["csidrivers"] = csiDriver
	capacity, err := csistoragecapacitystore.NewREST(optsGetter)
	if err != nil {
		return nil, fmt.Errorf("csistoragecapacities: %w", err)
	}
	m["csistoragecapacities"] = capacity
	return m, nil
}

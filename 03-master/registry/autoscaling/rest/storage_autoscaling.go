package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install" // into legacyscheme
	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	autoscalingv2 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v2"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	hpastore "github.com/kube-rebuilt/apiserver/03-master/registry/autoscaling/horizontalpodautoscaler/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the autoscaling group.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "autoscaling".
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return autoscaling.GroupName }

// NewRESTStorage returns the group with each enabled version, v2 first
// (discovery prefers it); none enabled, the group is skipped.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(autoscaling.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	var served []schema.GroupVersion
	for _, gv := range []schema.GroupVersion{autoscalingv2.SchemeGroupVersion, autoscalingv1.SchemeGroupVersion} {
		if !apiResourceConfigSource.VersionEnabled(gv) {
			continue
		}
		storage, err := p.storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, fmt.Errorf("autoscaling/%s: %w", gv.Version, err)
		}
		info.VersionedResourcesStorageMap[gv.Version] = storage
		served = append(served, gv)
	}
	info.PrioritizedVersions = served
	return info, nil
}

// storage is what v2 and v1 serve alike: horizontalpodautoscalers and
// their status.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/rest.RESTStorageProvider.v1Storage
// and v2Storage.
func (RESTStorageProvider) storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	hpa, hpaStatus, err := hpastore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("horizontalpodautoscalers: %w", err)
	}
	return map[string]rest.Storage{
		"horizontalpodautoscalers":        hpa,
		"horizontalpodautoscalers/status": hpaStatus,
	}, nil
}

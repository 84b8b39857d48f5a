package rest

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install" // into legacyscheme
	batchv1 "github.com/kube-rebuilt/apiserver/03-master/apis/batch/v1"
	cronjobstore "github.com/kube-rebuilt/apiserver/03-master/registry/batch/cronjob/storage"
	jobstore "github.com/kube-rebuilt/apiserver/03-master/registry/batch/job/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the batch group.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/rest.RESTStorageProvider.
type RESTStorageProvider struct{}

// GroupName is "batch".
// Upstream: k8s.io/kubernetes/pkg/registry/batch/rest.RESTStorageProvider.GroupName.
func (RESTStorageProvider) GroupName() string { return batch.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/rest.RESTStorageProvider.NewRESTStorage.
func (p RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(batch.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(batchv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[batchv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is batch/v1: jobs and cronjobs, each with status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/rest.RESTStorageProvider.v1Storage.
func (RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	jobStorage, err := jobstore.NewStorage(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	cronJob, cronJobStatus, err := cronjobstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("cronjobs: %w", err)
	}
	return map[string]rest.Storage{
		"jobs":            jobStorage.Job,
		"jobs/status":     jobStorage.Status,
		"cronjobs":        cronJob,
		"cronjobs/status": cronJobStatus,
	}, nil
}

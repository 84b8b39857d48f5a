package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	"github.com/kube-rebuilt/apiserver/03-master/registry/batch/job"
	"github.com/kube-rebuilt/apiserver/03-master/registry/batch/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// JobStorage holds the storages of jobs and of their status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.JobStorage.
type JobStorage struct {
	Job    *REST
	Status *genericregistry.StatusREST
}

// NewStorage returns the storages of jobs and jobs/status.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.NewStorage.
func NewStorage(optsGetter generic.RESTOptionsGetter) (JobStorage, error) {
	jobRest, jobStatusRest, err := NewREST(optsGetter)
	if err != nil {
		return JobStorage{}, err
	}
	return JobStorage{Job: jobRest, Status: jobStatusRest}, nil
}

// REST is the jobs resource: the registry Store in the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for jobs besides the verbs, checked at compile time.
var _ rest.CategoriesProvider = &REST{}

// NewREST returns a Store for jobs and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &batch.Job{} },
		NewListFunc:               func() runtime.Object { return &batch.JobList{} },
		DefaultQualifiedResource:  batch.Resource("jobs"),
		SingularQualifiedResource: batch.Resource("job"),

		CreateStrategy: job.Strategy,
		UpdateStrategy: job.Strategy,
		DeleteStrategy: job.Strategy,

		TableConvertor: printers.Jobs,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: job.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, job.StatusStrategy), nil
}

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/job/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

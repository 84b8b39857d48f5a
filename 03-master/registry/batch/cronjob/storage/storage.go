package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/batch"
	"github.com/kube-rebuilt/apiserver/03-master/registry/batch/cronjob"
	"github.com/kube-rebuilt/apiserver/03-master/registry/batch/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the cronjobs resource: the registry Store with kubectl's short
// name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for cron jobs besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for cron jobs and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &batch.CronJob{} },
		NewListFunc:               func() runtime.Object { return &batch.CronJobList{} },
		DefaultQualifiedResource:  batch.Resource("cronjobs"),
		SingularQualifiedResource: batch.Resource("cronjob"),

		CreateStrategy: cronjob.Strategy,
		UpdateStrategy: cronjob.Strategy,
		DeleteStrategy: cronjob.Strategy,

		TableConvertor: printers.CronJobs,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, cronjob.StatusStrategy), nil
}

// ShortNames: kubectl get cj.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"cj"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/batch/cronjob/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

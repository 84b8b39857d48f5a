package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/service"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of services: the generic Store with the service
// strategy, its short name and the `all` category.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is services/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns the storage of services and services/status on the storage
// optsGetter gives (keys under /services/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Service{} },
		NewListFunc:               func() runtime.Object { return &core.ServiceList{} },
		DefaultQualifiedResource:  core.Resource("services"),
		SingularQualifiedResource: core.Resource("service"),

		CreateStrategy:      service.Strategy,
		UpdateStrategy:      service.Strategy,
		DeleteStrategy:      service.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.Services,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: service.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, service.StatusStrategy), nil
}

// ShortNames is what `kubectl get svc` finds services by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"svc"} }

// Categories puts services in `kubectl get all`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/servicecidr"
)

// REST is the storage of servicecidrs: the generic Store with the
// servicecidr strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage = &REST{}
)

// NewREST returns the storage of servicecidrs and its status subresource on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &networking.ServiceCIDR{} },
		NewListFunc:               func() runtime.Object { return &networking.ServiceCIDRList{} },
		DefaultQualifiedResource:  networking.Resource("servicecidrs"),
		SingularQualifiedResource: networking.Resource("servicecidr"),

		CreateStrategy: servicecidr.Strategy,
		UpdateStrategy: servicecidr.Strategy,
		DeleteStrategy: servicecidr.Strategy,

		TableConvertor: printers.ServiceCIDRs,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, servicecidr.StatusStrategy), nil
}

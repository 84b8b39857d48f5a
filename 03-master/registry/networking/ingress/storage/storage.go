package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/ingress"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/printers"
)

// REST is the storage of ingresses: the generic Store with the
// ingress strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of ingresses and its status subresource on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &networking.Ingress{} },
		NewListFunc:               func() runtime.Object { return &networking.IngressList{} },
		DefaultQualifiedResource:  networking.Resource("ingresses"),
		SingularQualifiedResource: networking.Resource("ingress"),

		CreateStrategy: ingress.Strategy,
		UpdateStrategy: ingress.Strategy,
		DeleteStrategy: ingress.Strategy,

		TableConvertor: printers.Ingresses,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, ingress.StatusStrategy), nil
}

// ShortNames is what `kubectl get ing` finds ingresses by.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ing"} }

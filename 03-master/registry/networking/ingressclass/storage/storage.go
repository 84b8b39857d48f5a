package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/ingressclass"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/printers"
)

// REST is the storage of ingressclasses: the generic Store with the
// ingressclass strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage = &REST{}
)

// NewREST returns the storage of ingressclasses on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ingressclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &networking.IngressClass{} },
		NewListFunc:               func() runtime.Object { return &networking.IngressClassList{} },
		DefaultQualifiedResource:  networking.Resource("ingressclasses"),
		SingularQualifiedResource: networking.Resource("ingressclass"),

		CreateStrategy: ingressclass.Strategy,
		UpdateStrategy: ingressclass.Strategy,
		DeleteStrategy: ingressclass.Strategy,

		TableConvertor: printers.IngressClasses,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

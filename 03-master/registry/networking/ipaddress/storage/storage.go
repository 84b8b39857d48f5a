package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/ipaddress"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/printers"
)

// REST is the storage of ipaddresses: the generic Store with the
// ipaddress strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of ipaddresses on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &networking.IPAddress{} },
		NewListFunc:               func() runtime.Object { return &networking.IPAddressList{} },
		DefaultQualifiedResource:  networking.Resource("ipaddresses"),
		SingularQualifiedResource: networking.Resource("ipaddress"),

		CreateStrategy: ipaddress.Strategy,
		UpdateStrategy: ipaddress.Strategy,
		DeleteStrategy: ipaddress.Strategy,

		TableConvertor: printers.IPAddresses,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get ip` finds ipaddresses by.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ip"} }

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	"github.com/kube-rebuilt/apiserver/03-master/registry/discovery/endpointslice"
	"github.com/kube-rebuilt/apiserver/03-master/registry/discovery/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of endpoint slices: the generic Store with the
// endpointslice strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var _ rest.StandardStorage = &REST{}

// NewREST returns the storage of endpoint slices on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &discovery.EndpointSlice{} },
		NewListFunc:               func() runtime.Object { return &discovery.EndpointSliceList{} },
		DefaultQualifiedResource:  discovery.Resource("endpointslices"),
		SingularQualifiedResource: discovery.Resource("endpointslice"),

		CreateStrategy: endpointslice.Strategy,
		UpdateStrategy: endpointslice.Strategy,
		DeleteStrategy: endpointslice.Strategy,

		TableConvertor: printers.EndpointSlices,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	"github.com/kube-rebuilt/apiserver/03-master/registry/coordination/lease"
	"github.com/kube-rebuilt/apiserver/03-master/registry/coordination/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of leases: the generic Store with the lease
// strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var _ rest.StandardStorage = &REST{}

// NewREST returns the storage of leases on the storage optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/coordination/lease/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &coordination.Lease{} },
		NewListFunc:               func() runtime.Object { return &coordination.LeaseList{} },
		DefaultQualifiedResource:  coordination.Resource("leases"),
		SingularQualifiedResource: coordination.Resource("lease"),

		CreateStrategy: lease.Strategy,
		UpdateStrategy: lease.Strategy,
		DeleteStrategy: lease.Strategy,

		TableConvertor: printers.Leases,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

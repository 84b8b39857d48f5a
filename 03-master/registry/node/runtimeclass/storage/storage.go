package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/node/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/node/runtimeclass"
)

// REST is the storage of runtime classes: the generic Store with the
// runtimeclass strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var _ rest.StandardStorage = &REST{}

// NewREST returns the storage of runtime classes on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/node/runtimeclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &node.RuntimeClass{} },
		NewListFunc:               func() runtime.Object { return &node.RuntimeClassList{} },
		DefaultQualifiedResource:  node.Resource("runtimeclasses"),
		SingularQualifiedResource: node.Resource("runtimeclass"),

		CreateStrategy: runtimeclass.Strategy,
		UpdateStrategy: runtimeclass.Strategy,
		DeleteStrategy: runtimeclass.Strategy,

		TableConvertor: printers.RuntimeClasses,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

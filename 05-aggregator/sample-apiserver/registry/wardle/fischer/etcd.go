package fischer

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
)

// REST is the storage of fischers: the generic Store.
// Upstream: k8s.io/sample-apiserver/pkg/registry.REST, the type both of
// its registries return.
type REST struct {
	*genericregistry.Store
}

var _ rest.StandardStorage = &REST{}

// NewREST returns the storage of fischers on the storage optsGetter gives,
// typing objects with scheme. Tables have upstream's default columns:
// NAME and CREATED AT.
// Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &wardle.Fischer{} },
		NewListFunc:               func() runtime.Object { return &wardle.FischerList{} },
		DefaultQualifiedResource:  wardle.Resource("fischers"),
		SingularQualifiedResource: wardle.Resource("fischer"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		TableConvertor: memory.NewDefaultTableConvertor(wardle.Resource("fischers")),
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

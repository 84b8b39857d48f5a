package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/endpoint"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of endpoints: the generic Store with the endpoint
// strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of endpoints on the storage optsGetter
// gives (keys under /endpoints/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Endpoints{} },
		NewListFunc:               func() runtime.Object { return &core.EndpointsList{} },
		DefaultQualifiedResource:  core.Resource("endpoints"),
		SingularQualifiedResource: core.Resource("endpoints"),

		CreateStrategy: endpoint.Strategy,
		UpdateStrategy: endpoint.Strategy,
		DeleteStrategy: endpoint.Strategy,

		TableConvertor: printers.Endpoints,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: endpoint.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get ep` finds endpoints by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/endpoint/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ep"} }

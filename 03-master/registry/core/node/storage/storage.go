package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/node"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of nodes.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is nodes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of nodes and nodes/status on the storage
// optsGetter gives (keys under /minions/<name>, upstream's historical
// prefix).
// Upstream: k8s.io/kubernetes/pkg/registry/core/node/storage.NewStorage.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Node{} },
		NewListFunc:               func() runtime.Object { return &core.NodeList{} },
		DefaultQualifiedResource:  core.Resource("nodes"),
		SingularQualifiedResource: core.Resource("node"),

		CreateStrategy: node.Strategy,
		UpdateStrategy: node.Strategy,
		DeleteStrategy: node.Strategy,

		TableConvertor: printers.Nodes,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: node.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, node.StatusStrategy), nil
}

// ShortNames is what `kubectl get no` finds nodes by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"no"} }

package clusterrole

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// REST is the storage of clusterroles: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of clusterroles, typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrole/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &rbac.ClusterRole{} },
		NewListFunc:               func() runtime.Object { return &rbac.ClusterRoleList{} },
		DefaultQualifiedResource:  rbac.Resource("clusterroles"),
		SingularQualifiedResource: rbac.Resource("clusterrole"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		// Upstream: rest.NewDefaultTableConvertor, NAME and CREATED AT.
		TableConvertor: memory.NewDefaultTableConvertor(rbac.Resource("clusterroles")),
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

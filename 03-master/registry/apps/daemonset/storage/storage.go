package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/daemonset"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the daemonsets resource: the registry Store with kubectl's
// short name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for daemon sets besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for daemon sets and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apps.DaemonSet{} },
		NewListFunc:               func() runtime.Object { return &apps.DaemonSetList{} },
		DefaultQualifiedResource:  apps.Resource("daemonsets"),
		SingularQualifiedResource: apps.Resource("daemonset"),

		CreateStrategy: daemonset.Strategy,
		UpdateStrategy: daemonset.Strategy,
		DeleteStrategy: daemonset.Strategy,

		TableConvertor: printers.DaemonSets,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, daemonset.StatusStrategy), nil
}

// ShortNames: kubectl get ds.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ds"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/daemonset/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/serviceaccount"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of serviceaccounts: the generic Store with the serviceaccount
// strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of serviceaccounts on the storage optsGetter
// gives (keys under /serviceaccounts/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.ServiceAccount{} },
		NewListFunc:               func() runtime.Object { return &core.ServiceAccountList{} },
		DefaultQualifiedResource:  core.Resource("serviceaccounts"),
		SingularQualifiedResource: core.Resource("serviceaccount"),

		CreateStrategy: serviceaccount.Strategy,
		UpdateStrategy: serviceaccount.Strategy,
		DeleteStrategy: serviceaccount.Strategy,

		TableConvertor: printers.ServiceAccounts,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: serviceaccount.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get sa` finds serviceaccounts by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"sa"} }

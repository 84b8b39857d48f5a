package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/policy/poddisruptionbudget"
	"github.com/kube-rebuilt/apiserver/03-master/registry/policy/printers"
)

// REST is the storage of pod disruption budgets.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is poddisruptionbudgets/status.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of poddisruptionbudgets and their status.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &policy.PodDisruptionBudget{} },
		NewListFunc:               func() runtime.Object { return &policy.PodDisruptionBudgetList{} },
		DefaultQualifiedResource:  policy.Resource("poddisruptionbudgets"),
		SingularQualifiedResource: policy.Resource("poddisruptionbudget"),

		CreateStrategy: poddisruptionbudget.Strategy,
		UpdateStrategy: poddisruptionbudget.Strategy,
		DeleteStrategy: poddisruptionbudget.Strategy,

		TableConvertor: printers.PodDisruptionBudgets,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, poddisruptionbudget.StatusStrategy), nil
}

// ShortNames is what `kubectl get pdb` finds budgets by.
// Upstream: k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"pdb"} }

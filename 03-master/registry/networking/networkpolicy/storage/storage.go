package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/networkpolicy"
	"github.com/kube-rebuilt/apiserver/03-master/registry/networking/printers"
)

// REST is the storage of networkpolicies: the generic Store with the
// networkpolicy strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of networkpolicies on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &networking.NetworkPolicy{} },
		NewListFunc:               func() runtime.Object { return &networking.NetworkPolicyList{} },
		DefaultQualifiedResource:  networking.Resource("networkpolicies"),
		SingularQualifiedResource: networking.Resource("networkpolicy"),

		CreateStrategy: networkpolicy.Strategy,
		UpdateStrategy: networkpolicy.Strategy,
		DeleteStrategy: networkpolicy.Strategy,

		TableConvertor: printers.NetworkPolicies,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get netpol` finds networkpolicies by.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/networkpolicy/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"netpol"} }

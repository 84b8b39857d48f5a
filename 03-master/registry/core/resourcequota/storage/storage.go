package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/resourcequota"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of resourcequotas: the generic Store with the
// resourcequota strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is resourcequotas/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of resourcequotas and resourcequotas/status
// on the storage optsGetter gives (keys under
// /resourcequotas/<namespace>/<name>). A delete answers with the deleted
// quota, as upstream's does.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.ResourceQuota{} },
		NewListFunc:               func() runtime.Object { return &core.ResourceQuotaList{} },
		DefaultQualifiedResource:  core.Resource("resourcequotas"),
		SingularQualifiedResource: core.Resource("resourcequota"),

		CreateStrategy:      resourcequota.Strategy,
		UpdateStrategy:      resourcequota.Strategy,
		DeleteStrategy:      resourcequota.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.ResourceQuotas,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, resourcequota.StatusStrategy), nil
}

// ShortNames is what `kubectl get quota` finds resourcequotas by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/resourcequota/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"quota"} }

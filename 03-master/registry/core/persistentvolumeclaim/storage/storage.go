package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/persistentvolumeclaim"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of persistent volume claims.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is persistentvolumeclaims/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of persistentvolumeclaims and their status. A
// delete answers with the deleted claim, as upstream's does.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.PersistentVolumeClaim{} },
		NewListFunc:               func() runtime.Object { return &core.PersistentVolumeClaimList{} },
		DefaultQualifiedResource:  core.Resource("persistentvolumeclaims"),
		SingularQualifiedResource: core.Resource("persistentvolumeclaim"),

		CreateStrategy:      persistentvolumeclaim.Strategy,
		UpdateStrategy:      persistentvolumeclaim.Strategy,
		DeleteStrategy:      persistentvolumeclaim.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.PersistentVolumeClaims,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: persistentvolumeclaim.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, persistentvolumeclaim.StatusStrategy), nil
}

// ShortNames is what `kubectl get pvc` finds persistent volume claims by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"pvc"} }

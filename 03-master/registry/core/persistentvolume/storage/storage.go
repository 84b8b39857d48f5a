package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/persistentvolume"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of persistent volumes.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is persistentvolumes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of persistentvolumes and their status. A
// delete answers with the deleted volume, as upstream's does.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.PersistentVolume{} },
		NewListFunc:               func() runtime.Object { return &core.PersistentVolumeList{} },
		DefaultQualifiedResource:  core.Resource("persistentvolumes"),
		SingularQualifiedResource: core.Resource("persistentvolume"),

		CreateStrategy:      persistentvolume.Strategy,
		UpdateStrategy:      persistentvolume.Strategy,
		DeleteStrategy:      persistentvolume.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.PersistentVolumes,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: persistentvolume.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, persistentvolume.StatusStrategy), nil
}

// ShortNames is what `kubectl get pv` finds persistent volumes by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/persistentvolume/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"pv"} }

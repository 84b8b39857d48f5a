package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/configmap"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of configmaps: the generic Store with the configmap
// strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of configmaps on the storage optsGetter
// gives (keys under /configmaps/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.ConfigMap{} },
		NewListFunc:               func() runtime.Object { return &core.ConfigMapList{} },
		DefaultQualifiedResource:  core.Resource("configmaps"),
		SingularQualifiedResource: core.Resource("configmap"),

		CreateStrategy: configmap.Strategy,
		UpdateStrategy: configmap.Strategy,
		DeleteStrategy: configmap.Strategy,

		TableConvertor: printers.ConfigMaps,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: configmap.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get cm` finds configmaps by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/configmap/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"cm"} }

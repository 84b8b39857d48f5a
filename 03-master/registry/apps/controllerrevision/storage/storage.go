package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/controllerrevision"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the controllerrevisions resource: the registry Store, with no
// short name and no category (kubectl get all leaves revisions out).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision/storage.REST.
type REST struct {
	*genericregistry.Store
}

// NewREST returns a Store for controller revisions.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/controllerrevision/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apps.ControllerRevision{} },
		NewListFunc:               func() runtime.Object { return &apps.ControllerRevisionList{} },
		DefaultQualifiedResource:  apps.Resource("controllerrevisions"),
		SingularQualifiedResource: apps.Resource("controllerrevision"),

		CreateStrategy: controllerrevision.Strategy,
		UpdateStrategy: controllerrevision.Strategy,
		DeleteStrategy: controllerrevision.Strategy,

		TableConvertor: printers.ControllerRevisions,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/podtemplate"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of pod templates.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate/storage.REST.
type REST struct {
	*genericregistry.Store
}

var _ rest.StandardStorage = &REST{}

// NewREST returns the storage of podtemplates. A delete answers with the
// deleted template, as upstream's does.
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.PodTemplate{} },
		NewListFunc:               func() runtime.Object { return &core.PodTemplateList{} },
		DefaultQualifiedResource:  core.Resource("podtemplates"),
		SingularQualifiedResource: core.Resource("podtemplate"),

		CreateStrategy:      podtemplate.Strategy,
		UpdateStrategy:      podtemplate.Strategy,
		DeleteStrategy:      podtemplate.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.PodTemplates,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

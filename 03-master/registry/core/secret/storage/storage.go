package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/secret"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of secrets: the generic Store with the secret
// strategy; secrets have no short name upstream.
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage = &REST{}
)

// NewREST returns the storage of secrets on the storage optsGetter
// gives (keys under /secrets/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/secret/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Secret{} },
		NewListFunc:               func() runtime.Object { return &core.SecretList{} },
		DefaultQualifiedResource:  core.Resource("secrets"),
		SingularQualifiedResource: core.Resource("secret"),

		CreateStrategy: secret.Strategy,
		UpdateStrategy: secret.Strategy,
		DeleteStrategy: secret.Strategy,

		TableConvertor: printers.Secrets,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: secret.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

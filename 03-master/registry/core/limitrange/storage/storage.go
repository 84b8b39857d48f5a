package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/limitrange"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of limitranges: the generic Store with the
// limitrange strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of limitranges on the storage optsGetter
// gives (keys under /limitranges/<namespace>/<name>). TableConvertor is
// left nil: the Store's default table, NAME and CREATED AT, is upstream's
// (rest.NewDefaultTableConvertor).
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.LimitRange{} },
		NewListFunc:               func() runtime.Object { return &core.LimitRangeList{} },
		DefaultQualifiedResource:  core.Resource("limitranges"),
		SingularQualifiedResource: core.Resource("limitrange"),

		CreateStrategy: limitrange.Strategy,
		UpdateStrategy: limitrange.Strategy,
		DeleteStrategy: limitrange.Strategy,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get limits` finds limitranges by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/limitrange/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"limits"} }

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/event"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of events: the generic Store with the event
// strategy, plus the short name kubectl knows.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of events on the storage optsGetter
// gives (keys under /events/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/event/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Event{} },
		NewListFunc:               func() runtime.Object { return &core.EventList{} },
		DefaultQualifiedResource:  core.Resource("events"),
		SingularQualifiedResource: core.Resource("event"),

		CreateStrategy: event.Strategy,
		UpdateStrategy: event.Strategy,
		DeleteStrategy: event.Strategy,

		TableConvertor: printers.Events,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: event.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get ev` finds events by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ev"} }

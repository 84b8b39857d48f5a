package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/pod"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of pods: the generic Store with the pod
// strategy, its short name and the `all` category.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is pods/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns the storage of pods and pods/status on the storage
// optsGetter gives (keys under /pods/<namespace>/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Pod{} },
		NewListFunc:               func() runtime.Object { return &core.PodList{} },
		DefaultQualifiedResource:  core.Resource("pods"),
		SingularQualifiedResource: core.Resource("pod"),

		CreateStrategy:      pod.Strategy,
		UpdateStrategy:      pod.Strategy,
		DeleteStrategy:      pod.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: printers.Pods,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: pod.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, pod.StatusStrategy), nil
}

// ShortNames is what `kubectl get po` finds pods by.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"po"} }

// Categories puts pods in `kubectl get all`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

package storage

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/autoscaling/horizontalpodautoscaler"
	"github.com/kube-rebuilt/apiserver/03-master/registry/autoscaling/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the horizontalpodautoscalers resource: the registry Store with
// kubectl's short name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for autoscalers besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for autoscalers and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &autoscaling.HorizontalPodAutoscaler{} },
		NewListFunc:               func() runtime.Object { return &autoscaling.HorizontalPodAutoscalerList{} },
		DefaultQualifiedResource:  autoscaling.Resource("horizontalpodautoscalers"),
		SingularQualifiedResource: autoscaling.Resource("horizontalpodautoscaler"),

		CreateStrategy: horizontalpodautoscaler.Strategy,
		UpdateStrategy: horizontalpodautoscaler.Strategy,
		DeleteStrategy: horizontalpodautoscaler.Strategy,

		TableConvertor: printers.HorizontalPodAutoscalers,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, horizontalpodautoscaler.StatusStrategy), nil
}

// ShortNames: kubectl get hpa.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"hpa"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

package ensurer

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Storage is what the ensurer needs of a registry: the REST of
// flowschemas or of prioritylevelconfigurations.
type Storage interface {
	rest.Getter
	rest.Lister
	rest.Creater
	rest.Updater
	rest.GracefulDeleter
}

// storageOps implements the storage half of ObjectOps over a registry;
// items turns a list into its elements.
// Upstream: the client and cache halves of
// k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.objectOps.
type storageOps[T configurationObject] struct {
	storage Storage
	items   func(runtime.Object) []T
}

// clusterScoped is ctx as a request for a cluster-scoped object.
func clusterScoped(ctx context.Context) context.Context {
	return request.WithNamespace(ctx, "")
}

func (o storageOps[T]) Get(ctx context.Context, name string) (T, error) {
	obj, err := o.storage.Get(clusterScoped(ctx), name, &metav1.GetOptions{})
	if err != nil {
		var zero T
		return zero, err
	}
	t, ok := obj.(T)
	if !ok {
		return t, fmt.Errorf("got %T", obj)
	}
	return t, nil
}

func (o storageOps[T]) List(ctx context.Context) ([]T, error) {
	list, err := o.storage.List(clusterScoped(ctx), nil)
	if err != nil {
		return nil, err
	}
	return o.items(list), nil
}

func (o storageOps[T]) Create(ctx context.Context, obj T) error {
	_, err := o.storage.Create(clusterScoped(ctx), obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	return err
}

// Update writes obj if its resourceVersion is still the stored one.
func (o storageOps[T]) Update(ctx context.Context, obj T) error {
	_, _, err := o.storage.Update(clusterScoped(ctx), obj.GetName(), rest.DefaultUpdatedObjectInfo(obj),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return err
}

func (o storageOps[T]) Delete(ctx context.Context, name string) error {
	_, _, err := o.storage.Delete(clusterScoped(ctx), name, rest.ValidateAllObjectFunc, &metav1.DeleteOptions{})
	return err
}

package informers

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Get, List, Create and Update are what admission plugins and controllers
// do where upstream's call their loopback client (client.CoreV1().
// Namespaces().Get(...) and the like): one call on the resource's
// storage, as a request of its own, with the object typed. Each finds
// the storage in s when it is called, so it works however late the master
// builds it.

// Get reads the object name of gr (in namespace; "" for a cluster-scoped
// resource), as a client's GET.
func Get[T runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, namespace, name string) (T, error) {
	return typed[T](gr)(call(ctx, s, gr, "read", namespace, func(ctx context.Context, getter rest.Getter) (runtime.Object, error) {
		return getter.Get(ctx, name, &metav1.GetOptions{})
	}))
}

// List lists all of gr in namespace ("" for every namespace), as a
// client's LIST; L is the list type (such as *core.LimitRangeList).
func List[L runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, namespace string) (L, error) {
	return typed[L](gr)(call(ctx, s, gr, "listed", namespace, func(ctx context.Context, lister rest.Lister) (runtime.Object, error) {
		return lister.List(ctx, &metainternalversion.ListOptions{})
	}))
}

// Create creates obj in gr (in obj's namespace), as a client's POST.
func Create[T runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, obj T) (T, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		var zero T
		return zero, err
	}
	return typed[T](gr)(call(ctx, s, gr, "created", accessor.GetNamespace(), func(ctx context.Context, creater rest.Creater) (runtime.Object, error) {
		return creater.Create(ctx, obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	}))
}

// Update replaces the object obj names in gr with obj, as a client's PUT:
// refused with 409 Conflict when obj's resourceVersion is not the stored
// one. gr may be a subresource ("resourcequotas/status").
func Update[T runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, obj T) (T, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		var zero T
		return zero, err
	}
	return typed[T](gr)(call(ctx, s, gr, "updated", accessor.GetNamespace(), func(ctx context.Context, updater rest.Updater) (runtime.Object, error) {
		out, _, err := updater.Update(ctx, accessor.GetName(), rest.DefaultUpdatedObjectInfo(obj),
			rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
		return out, err
	}))
}

// call finds the storage of gr, which must serve the verb V, and calls
// fn with it in a request of its own in namespace.
func call[V any](ctx context.Context, s *Storages, gr schema.GroupResource, verb, namespace string, fn func(context.Context, V) (runtime.Object, error)) (runtime.Object, error) {
	st, err := s.Get(gr)
	if err != nil {
		return nil, err
	}
	v, ok := st.(V)
	if !ok {
		return nil, fmt.Errorf("%s cannot be %s", gr, verb)
	}
	ctx, cancel := ownRequest(ctx, namespace)
	defer cancel()
	return fn(ctx, v)
}

// typed returns a function that passes a call's error on, or its object
// as a T, or an error naming what the storage returned.
func typed[T runtime.Object](gr schema.GroupResource) func(runtime.Object, error) (T, error) {
	return func(obj runtime.Object, err error) (T, error) {
		var zero T
		if err != nil {
			return zero, err
		}
		t, ok := obj.(T)
		if !ok {
			return zero, fmt.Errorf("%s storage returned %T, not %T", gr, obj, zero)
		}
		return t, nil
	}
}

// ownRequest is the context of a call that is a request of its own, as a
// client's call over HTTP is: it carries the namespace and nothing of the
// caller's request (whose RequestInfo the Store would take as the
// resource to name in its errors: `configmaps "x" not found` for a
// missing namespace x), and ends when ctx ends.
func ownRequest(ctx context.Context, namespace string) (context.Context, context.CancelFunc) {
	own, cancel := context.WithCancel(context.Background())
	stop := context.AfterFunc(ctx, cancel)
	return request.WithNamespace(own, namespace), func() { stop(); cancel() }
}

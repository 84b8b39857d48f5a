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
	var zero T
	getter, err := storageAs[rest.Getter](s, gr, "read")
	if err != nil {
		return zero, err
	}
	ctx, cancel := ownRequest(ctx, namespace)
	defer cancel()
	obj, err := getter.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return zero, err
	}
	return typed[T](gr, obj)
}

// List lists all of gr in namespace ("" for every namespace), as a
// client's LIST; L is the list type (such as *core.LimitRangeList).
func List[L runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, namespace string) (L, error) {
	var zero L
	lister, err := storageAs[rest.Lister](s, gr, "listed")
	if err != nil {
		return zero, err
	}
	ctx, cancel := ownRequest(ctx, namespace)
	defer cancel()
	obj, err := lister.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		return zero, err
	}
	return typed[L](gr, obj)
}

// Create creates obj in gr (in obj's namespace), as a client's POST.
func Create[T runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, obj T) (T, error) {
	var zero T
	creater, err := storageAs[rest.Creater](s, gr, "created")
	if err != nil {
		return zero, err
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return zero, err
	}
	ctx, cancel := ownRequest(ctx, accessor.GetNamespace())
	defer cancel()
	out, err := creater.Create(ctx, obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		return zero, err
	}
	return typed[T](gr, out)
}

// Update replaces the object obj names in gr with obj, as a client's PUT:
// refused with 409 Conflict when obj's resourceVersion is not the stored
// one. gr may be a subresource ("resourcequotas/status").
func Update[T runtime.Object](ctx context.Context, s *Storages, gr schema.GroupResource, obj T) (T, error) {
	var zero T
	updater, err := storageAs[rest.Updater](s, gr, "updated")
	if err != nil {
		return zero, err
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return zero, err
	}
	ctx, cancel := ownRequest(ctx, accessor.GetNamespace())
	defer cancel()
	out, _, err := updater.Update(ctx, accessor.GetName(), rest.DefaultUpdatedObjectInfo(obj),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return zero, err
	}
	return typed[T](gr, out)
}

// storageAs finds the storage of gr and the verb it must serve.
func storageAs[V any](s *Storages, gr schema.GroupResource, verb string) (V, error) {
	var zero V
	st, err := s.Get(gr)
	if err != nil {
		return zero, err
	}
	v, ok := st.(V)
	if !ok {
		return zero, fmt.Errorf("%s cannot be %s", gr, verb)
	}
	return v, nil
}

// typed is obj as a T, or an error naming what the storage returned.
func typed[T runtime.Object](gr schema.GroupResource, obj runtime.Object) (T, error) {
	t, ok := obj.(T)
	if !ok {
		var zero T
		return zero, fmt.Errorf("%s storage returned %T, not %T", gr, obj, zero)
	}
	return t, nil
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

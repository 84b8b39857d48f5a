package registry

import (
	"context"
	"errors"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// DeleteCollection lists the objects the list options select and deletes
// each with Delete (so finalizers and preconditions apply to each), with
// DeleteCollectionWorkers deletes at a time. An object deleted meanwhile
// is skipped. It returns the list as it was before the deletes.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).DeleteCollection.
func (e *Store) DeleteCollection(ctx context.Context, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions,
	listOptions *metainternalversion.ListOptions) (runtime.Object, error) {
	if listOptions == nil {
		listOptions = &metainternalversion.ListOptions{}
	}
	listObj, err := e.List(ctx, listOptions)
	if err != nil {
		return nil, err
	}
	items, err := meta.ExtractList(listObj)
	if err != nil {
		return nil, err
	}
	if options == nil {
		options = &metav1.DeleteOptions{}
	}
	if err := e.deleteItems(ctx, items, deleteValidation, options); err != nil {
		return nil, err
	}
	return listObj, nil
}

// deleteItems deletes items with up to DeleteCollectionWorkers workers
// and returns the errors joined.
// Upstream: the worker pool of (*Store).DeleteCollection.
func (e *Store) deleteItems(ctx context.Context, items []runtime.Object, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) error {
	workers := max(e.DeleteCollectionWorkers, 1)
	toProcess := make(chan runtime.Object)
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	for range workers {
		wg.Go(func() {
			for item := range toProcess {
				if err := e.deleteItem(ctx, item, deleteValidation, options); err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			}
		})
	}
	for _, item := range items {
		toProcess <- item
	}
	close(toProcess)
	wg.Wait()
	return errors.Join(errs...)
}

// deleteItem deletes one listed object. A list across namespaces has no
// namespace in ctx, so the item's own namespace is put there (upstream
// relies on the handler's context).
func (e *Store) deleteItem(ctx context.Context, item runtime.Object, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) error {
	accessor, err := meta.Accessor(item)
	if err != nil {
		return err
	}
	if ns, _ := request.NamespaceFrom(ctx); ns == "" && accessor.GetNamespace() != "" {
		ctx = request.WithNamespace(ctx, accessor.GetNamespace())
	}
	_, _, err = e.Delete(ctx, accessor.GetName(), deleteValidation, options.DeepCopy())
	if err != nil && !apierrors.IsNotFound(err) {
		return err
	}
	return nil
}

package memory

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Delete removes the named object, after the preconditions of options
// and deleteValidation (admission) pass. An object with finalizers is not
// removed: it gets a deletionTimestamp, and goes when an update removes
// the last finalizer; the bool result says whether it is gone now. It
// returns the deleted object if ReturnDeletedObject, else a Status of kind
// Success naming it.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Delete.
func (s *Store) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	if options == nil {
		options = &metav1.DeleteOptions{}
	}
	key, err := s.key(ctx, name)
	if err != nil {
		return nil, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	existing, err := s.getLocked(key, name)
	if err != nil {
		return nil, false, err
	}
	obj := existing.DeepCopyObject()
	if err := s.checkPreconditions(name, options.Preconditions, obj, existing); err != nil {
		return nil, false, err
	}
	if deleteValidation != nil {
		if err := deleteValidation(ctx, obj); err != nil {
			return nil, false, err
		}
	}
	m, _ := meta.Accessor(obj)
	if len(m.GetFinalizers()) > 0 {
		return s.markDeletingLocked(key, obj, existing, options)
	}
	if isDryRun(options.DryRun) {
		return s.finalizeDelete(obj), true, nil
	}
	s.storeLocked(key, watch.Deleted, obj, existing)
	return s.finalizeDelete(obj), true, nil
}

// markDeletingLocked sets the deletionTimestamp of an object that has
// finalizers (once), and keeps it.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).updateForGracefulDeletionAndFinalizers.
func (s *Store) markDeletingLocked(key string, obj, existing runtime.Object, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	m, _ := meta.Accessor(obj)
	if m.GetDeletionTimestamp() != nil || isDryRun(options.DryRun) {
		return obj, false, nil
	}
	now := metav1.Now().Rfc3339Copy()
	var zero int64
	m.SetDeletionTimestamp(&now)
	m.SetDeletionGracePeriodSeconds(&zero)
	s.storeLocked(key, watch.Modified, obj, existing)
	return obj.DeepCopyObject(), false, nil
}

// finalizeDelete returns what a successful delete answers.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).finalizeDelete.
func (s *Store) finalizeDelete(obj runtime.Object) runtime.Object {
	if s.ReturnDeletedObject {
		return obj
	}
	m, _ := meta.Accessor(obj)
	return &metav1.Status{
		Status: metav1.StatusSuccess,
		Details: &metav1.StatusDetails{
			Name:  m.GetName(),
			Group: s.DefaultQualifiedResource.Group,
			Kind:  s.DefaultQualifiedResource.Resource, // yes, the resource, as upstream
			UID:   m.GetUID(),
		},
	}
}

// DeleteCollection deletes every object the list options select, one by
// one, and returns the list of what it deleted.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).DeleteCollection.
func (s *Store) DeleteCollection(ctx context.Context, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions,
	listOptions *metainternalversion.ListOptions) (runtime.Object, error) {
	if listOptions == nil {
		listOptions = &metainternalversion.ListOptions{}
	}
	listed, err := s.List(ctx, &metainternalversion.ListOptions{LabelSelector: listOptions.LabelSelector, FieldSelector: listOptions.FieldSelector})
	if err != nil {
		return nil, err
	}
	items, err := meta.ExtractList(listed)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	var deleted []runtime.Object
	for _, item := range items {
		m, _ := meta.Accessor(item)
		itemCtx := request.WithNamespace(ctx, m.GetNamespace())
		obj, _, err := s.Delete(itemCtx, m.GetName(), deleteValidation, options.DeepCopyObject().(*metav1.DeleteOptions))
		switch {
		case apierrors.IsNotFound(err):
			continue // deleted meanwhile
		case err != nil:
			return nil, fmt.Errorf("delete %s %q: %w", s.DefaultQualifiedResource, m.GetName(), err)
		}
		if _, isStatus := obj.(*metav1.Status); isStatus {
			obj = item
		}
		deleted = append(deleted, obj)
	}
	list := s.NewListFunc()
	if err := meta.SetList(list, deleted); err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	return list, nil
}

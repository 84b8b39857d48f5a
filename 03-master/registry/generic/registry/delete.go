package registry

import (
	"context"
	"errors"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// The signals of updateForGracefulDeletionAndFinalizers's update function.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.errAlreadyDeleting and errDeleteNow.
var (
	errAlreadyDeleting = errors.New("abort delete")
	errDeleteNow       = errors.New("delete now")
)

// Delete deletes the named object. rest.BeforeDelete checks the options
// and preconditions; an object with finalizers, or deleted gracefully, is
// updated with a deletionTimestamp (and deletionGracePeriodSeconds) and
// kept: Delete returns it and false. Otherwise it is removed, with the
// preconditions checked again by the storage, and Delete returns a
// Success Status (or the object, if ReturnDeletedObject) and true.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Delete.
func (e *Store) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	key, err := e.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	obj := e.NewFunc()
	if err := e.Storage.Get(ctx, key, storage.GetOptions{}, obj); err != nil {
		return nil, false, storeerr.InterpretDeleteError(err, e.qualifiedResourceFromContext(ctx), name)
	}
	if options == nil {
		zero := int64(0) // older callers: nil means delete now
		options = &metav1.DeleteOptions{GracePeriodSeconds: &zero}
	}
	if deleteValidation == nil {
		deleteValidation = rest.ValidateAllObjectFunc
	}
	var preconditions storage.Preconditions
	if options.Preconditions != nil {
		preconditions.UID, preconditions.ResourceVersion = options.Preconditions.UID, options.Preconditions.ResourceVersion
	}
	graceful, pendingGraceful, err := rest.BeforeDelete(ctx, e.DeleteStrategy, obj, options)
	if err != nil {
		return nil, false, err
	}
	if pendingGraceful {
		// finalizers cannot be changed by DeleteOptions once a deletion is pending
		out, err := e.finalizeDelete(ctx, obj, false, options)
		return out, false, err
	}
	return e.deleteOrMark(ctx, name, key, obj, graceful, &preconditions, deleteValidation, options)
}

// deleteOrMark marks an object with finalizers (or a graceful delete) as
// deleting, or removes it.
// Upstream: the second half of (*Store).Delete.
func (e *Store) deleteOrMark(ctx context.Context, name, key string, obj runtime.Object, graceful bool, preconditions *storage.Preconditions,
	deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil, false, apierrors.NewInternalError(err)
	}
	pendingFinalizers := len(accessor.GetFinalizers()) != 0
	deleteImmediately, ignoreNotFound := true, false
	var out, lastExisting runtime.Object
	if graceful || pendingFinalizers || e.shouldUpdateFinalizers(ctx, accessor, options) {
		err, ignoreNotFound, deleteImmediately, out, lastExisting = e.updateForGracefulDeletionAndFinalizers(ctx, name, key, options, *preconditions, deleteValidation, obj)
		if err == nil && deleteImmediately && preconditions.ResourceVersion != nil {
			// the update moved the resourceVersion the delete must match
			updated, _ := meta.Accessor(out)
			rv := updated.GetResourceVersion()
			preconditions.ResourceVersion = &rv
		}
	}
	if !deleteImmediately || err != nil {
		return out, false, err
	}
	if isDryRun(options.DryRun) && out != nil {
		// the dry-run update above already shows the object as it would be
		return out, true, nil
	}
	return e.deleteNow(ctx, name, key, preconditions, deleteValidation, options, ignoreNotFound, lastExisting)
}

// deleteNow removes the object from storage.
// Upstream: the storage.Delete call at the end of (*Store).Delete.
func (e *Store) deleteNow(ctx context.Context, name, key string, preconditions *storage.Preconditions, deleteValidation rest.ValidateObjectFunc,
	options *metav1.DeleteOptions, ignoreNotFound bool, lastExisting runtime.Object) (runtime.Object, bool, error) {
	out := e.NewFunc()
	validate := func(ctx context.Context, obj runtime.Object) error { return deleteValidation(ctx, obj) }
	if err := e.Storage.Delete(ctx, key, out, preconditions, validate, isDryRun(options.DryRun), nil, storage.DeleteOptions{}); err != nil {
		// a graceless delete racing another deleter: the object is gone either way
		if storage.IsNotFound(err) && ignoreNotFound && lastExisting != nil {
			out, err := e.finalizeDelete(ctx, lastExisting, true, options)
			return out, true, err
		}
		return nil, false, storeerr.InterpretDeleteError(err, e.qualifiedResourceFromContext(ctx), name)
	}
	out, err := e.finalizeDelete(ctx, out, true, options)
	return out, true, err
}

// shouldUpdateFinalizers reports whether the options' propagation policy
// asks to add or remove the orphan and foregroundDeletion finalizers:
// only when a garbage collector runs (EnableGarbageCollection), which
// acts on them, as upstream.
func (e *Store) shouldUpdateFinalizers(ctx context.Context, accessor metav1.Object, options *metav1.DeleteOptions) bool {
	update, _ := deletionFinalizersForGarbageCollection(ctx, e, accessor, options)
	return update
}

// deletionFinalizersForGarbageCollection returns the object's finalizers
// as the delete's propagation policy wants them (orphan for Orphan,
// foregroundDeletion for Foreground, neither for Background), and whether
// they differ from its current ones. Without a garbage collector nothing
// changes: nobody would ever remove them.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.deletionFinalizersForGarbageCollection.
func deletionFinalizersForGarbageCollection(ctx context.Context, e *Store, accessor metav1.Object, options *metav1.DeleteOptions) (bool, []string) {
	if !e.EnableGarbageCollection {
		return false, accessor.GetFinalizers()
	}
	var finalizers []string
	for _, f := range accessor.GetFinalizers() {
		if f != metav1.FinalizerOrphanDependents && f != metav1.FinalizerDeleteDependents {
			finalizers = append(finalizers, f)
		}
	}
	if shouldOrphanDependents(ctx, e, accessor, options) {
		finalizers = append(finalizers, metav1.FinalizerOrphanDependents)
	}
	if shouldDeleteDependents(ctx, e, accessor, options) {
		finalizers = append(finalizers, metav1.FinalizerDeleteDependents)
	}
	if sameSet(finalizers, accessor.GetFinalizers()) {
		return false, accessor.GetFinalizers()
	}
	return true, finalizers
}

// defaultGCPolicy is the strategy's own policy, "" when it has none.
func (e *Store) defaultGCPolicy(ctx context.Context) rest.GarbageCollectionPolicy {
	if s, ok := e.DeleteStrategy.(rest.GarbageCollectionDeleteStrategy); ok {
		return s.DefaultGarbageCollectionPolicy(ctx)
	}
	return ""
}

// shouldOrphanDependents reports whether the delete leaves the object's
// dependents in place: an explicit orphanDependents or propagationPolicy
// first, then an orphan finalizer already there, then the strategy's
// default.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.shouldOrphanDependents.
func shouldOrphanDependents(ctx context.Context, e *Store, accessor metav1.Object, options *metav1.DeleteOptions) bool {
	policy := e.defaultGCPolicy(ctx)
	if policy == rest.Unsupported {
		return false
	}
	if options != nil && options.OrphanDependents != nil {
		return *options.OrphanDependents
	}
	if options != nil && options.PropagationPolicy != nil {
		switch *options.PropagationPolicy {
		case metav1.DeletePropagationOrphan:
			return true
		case metav1.DeletePropagationBackground, metav1.DeletePropagationForeground:
			return false
		}
	}
	for _, f := range accessor.GetFinalizers() {
		switch f {
		case metav1.FinalizerOrphanDependents:
			return true
		case metav1.FinalizerDeleteDependents:
			return false
		}
	}
	return policy == rest.OrphanDependents
}

// shouldDeleteDependents reports whether the object waits for its
// dependents to go first (foreground deletion).
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.shouldDeleteDependents.
func shouldDeleteDependents(ctx context.Context, e *Store, accessor metav1.Object, options *metav1.DeleteOptions) bool {
	if e.defaultGCPolicy(ctx) == rest.Unsupported {
		return false
	}
	if options != nil && options.OrphanDependents != nil {
		return false
	}
	if options != nil && options.PropagationPolicy != nil {
		switch *options.PropagationPolicy {
		case metav1.DeletePropagationForeground:
			return true
		case metav1.DeletePropagationBackground, metav1.DeletePropagationOrphan:
			return false
		}
	}
	for _, f := range accessor.GetFinalizers() {
		switch f {
		case metav1.FinalizerDeleteDependents:
			return true
		case metav1.FinalizerOrphanDependents:
			return false
		}
	}
	return false
}

// sameSet reports whether a and b hold the same strings.
func sameSet(a, b []string) bool {
	in := map[string]bool{}
	for _, s := range a {
		in[s] = true
	}
	seen := map[string]bool{}
	for _, s := range b {
		if !in[s] {
			return false
		}
		seen[s] = true
	}
	return len(seen) == len(in)
}

// updateForGracefulDeletionAndFinalizers writes the deletion marks: a
// graceful delete sets deletionTimestamp in the future; an object with
// finalizers gets deletionTimestamp now and a zero grace period. It
// reports whether the object should now be deleted right away.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).updateForGracefulDeletionAndFinalizers.
func (e *Store) updateForGracefulDeletionAndFinalizers(ctx context.Context, name, key string, options *metav1.DeleteOptions,
	preconditions storage.Preconditions, deleteValidation rest.ValidateObjectFunc, in runtime.Object,
) (err error, ignoreNotFound, deleteImmediately bool, out, lastExisting runtime.Object) {
	var lastGraceful int64
	var pendingFinalizers bool
	out = e.NewFunc()
	err = e.Storage.GuaranteedUpdate(ctx, key, out, false, &preconditions,
		func(existing runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			if err := deleteValidation(ctx, existing); err != nil {
				return nil, nil, err
			}
			graceful, pendingGraceful, err := rest.BeforeDelete(ctx, e.DeleteStrategy, existing, options)
			if err != nil {
				return nil, nil, err
			}
			if pendingGraceful {
				return nil, nil, errAlreadyDeleting
			}
			existingAccessor, err := meta.Accessor(existing)
			if err != nil {
				return nil, nil, err
			}
			if update, finalizers := deletionFinalizersForGarbageCollection(ctx, e, existingAccessor, options); update {
				existingAccessor.SetFinalizers(finalizers)
			}
			pendingFinalizers = len(existingAccessor.GetFinalizers()) != 0
			if graceful {
				lastGraceful, lastExisting = *options.GracePeriodSeconds, existing
				return existing, nil, nil
			}
			if !pendingFinalizers {
				return nil, nil, errDeleteNow
			}
			markAsDeleting(existingAccessor, time.Now())
			return existing, nil, nil
		}, isDryRun(options.DryRun), nil)
	return e.interpretMarkResult(ctx, name, err, pendingFinalizers, lastGraceful, options, in, out, lastExisting)
}

// interpretMarkResult decides what Delete does after the marking update.
// Upstream: the switch at the end of (*Store).updateForGracefulDeletionAndFinalizers.
func (e *Store) interpretMarkResult(ctx context.Context, name string, err error, pendingFinalizers bool, lastGraceful int64,
	options *metav1.DeleteOptions, in, out, lastExisting runtime.Object,
) (error, bool, bool, runtime.Object, runtime.Object) {
	switch {
	case err == nil && (pendingFinalizers || lastGraceful > 0):
		return nil, false, false, out, lastExisting // kept until finalized or the grace period ends
	case err == nil:
		// a graceless delete of a graceful kind: another deleter may win the race
		return nil, true, true, out, lastExisting
	case errors.Is(err, errDeleteNow):
		return nil, false, true, out, lastExisting
	case errors.Is(err, errAlreadyDeleting):
		out, err = e.finalizeDelete(ctx, in, true, options)
		return err, false, false, out, lastExisting
	default:
		return storeerr.InterpretUpdateError(err, e.qualifiedResourceFromContext(ctx), name), false, false, out, lastExisting
	}
}

// markAsDeleting sets deletionTimestamp (now, unless an earlier one is
// set) and a zero deletionGracePeriodSeconds on an object that waits for
// its finalizers, and bumps a tracked generation on the first mark.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.markAsDeleting.
func markAsDeleting(objectMeta metav1.Object, now time.Time) {
	if objectMeta.GetDeletionTimestamp() == nil && objectMeta.GetGeneration() > 0 {
		objectMeta.SetGeneration(objectMeta.GetGeneration() + 1)
	}
	if existing := objectMeta.GetDeletionTimestamp(); existing == nil || existing.After(now) {
		metaNow := metav1.NewTime(now).Rfc3339Copy()
		objectMeta.SetDeletionTimestamp(&metaNow)
	}
	var zero int64
	objectMeta.SetDeletionGracePeriodSeconds(&zero)
}

// finalizeDelete returns what a delete answers: the object if
// ReturnDeletedObject, else a Success Status naming it (its Kind field
// holds the resource, as upstream).
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).finalizeDelete.
func (e *Store) finalizeDelete(ctx context.Context, obj runtime.Object, runHooks bool, options *metav1.DeleteOptions) (runtime.Object, error) {
	if runHooks && e.AfterDelete != nil {
		e.AfterDelete(obj, options)
	}
	if e.ReturnDeletedObject {
		if e.Decorator != nil {
			e.Decorator(obj)
		}
		return obj, nil
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	qualifiedResource := e.qualifiedResourceFromContext(ctx)
	return &metav1.Status{Status: metav1.StatusSuccess, Details: &metav1.StatusDetails{
		Name:  accessor.GetName(),
		Group: qualifiedResource.Group,
		Kind:  qualifiedResource.Resource, // yes, the resource
		UID:   accessor.GetUID(),
	}}, nil
}

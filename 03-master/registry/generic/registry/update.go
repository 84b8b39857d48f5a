package registry

import (
	"context"
	"errors"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// OptimisticLockErrorMsg is the reason of a 409 Conflict on update: the
// client's resourceVersion is no longer the stored one.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.OptimisticLockErrorMsg.
const OptimisticLockErrorMsg = "the object has been modified; please apply your changes to the latest version and try again"

// errEmptiedFinalizers tells Update that the update removed the last
// finalizer of an object being deleted: delete it instead.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.errEmptiedFinalizers.
var errEmptiedFinalizers = errors.New("emptied finalizers")

// updateState is what one Update learns inside GuaranteedUpdate's
// function, which may run several times (on compare-and-swap conflicts).
type updateState struct {
	name, key              string
	creating               bool
	creatingObj, deleteObj runtime.Object
	objInfo                rest.UpdatedObjectInfo
	createValidation       rest.ValidateObjectFunc
	updateValidation       rest.ValidateObjectUpdateFunc
	forceAllowCreate       bool
	qualifiedResource      schema.GroupResource
}

// Update replaces the named object with what objInfo computes from the
// stored one, in a compare-and-swap loop (GuaranteedUpdate). A missing
// object is created if the strategy (or forceAllowCreate, for apply)
// allows it. It returns the stored object and whether it was created.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Update.
func (e *Store) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	key, err := e.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	st := &updateState{name: name, key: key, objInfo: objInfo, createValidation: createValidation,
		updateValidation: updateValidation, forceAllowCreate: forceAllowCreate, qualifiedResource: e.qualifiedResourceFromContext(ctx)}
	storagePreconditions := &storage.Preconditions{}
	if p := objInfo.Preconditions(); p != nil {
		storagePreconditions.UID, storagePreconditions.ResourceVersion = p.UID, p.ResourceVersion
	}
	dryRun := isDryRun(options.DryRun)
	out := e.NewFunc()
	err = e.Storage.GuaranteedUpdate(ctx, key, out, true, storagePreconditions,
		func(existing runtime.Object, res storage.ResponseMeta) (runtime.Object, *uint64, error) {
			obj, err := e.tryUpdate(ctx, st, existing, res)
			return obj, nil, err
		}, dryRun, nil)
	if err != nil {
		return e.finishFailedUpdate(ctx, st, err, storagePreconditions, dryRun, options)
	}
	e.afterUpdate(out, st.creating, options)
	return out, st.creating, nil
}

// tryUpdate is one attempt of Update on the stored object (a zero object
// when there is none): compute the new object, then create or update.
// Upstream: the function (*Store).Update passes to GuaranteedUpdate.
func (e *Store) tryUpdate(ctx context.Context, st *updateState, existing runtime.Object, res storage.ResponseMeta) (runtime.Object, error) {
	existingResourceVersion, err := e.Storage.Versioner().ObjectResourceVersion(existing)
	if err != nil {
		return nil, err
	}
	if existingResourceVersion == 0 && !e.UpdateStrategy.AllowCreateOnUpdate() && !st.forceAllowCreate {
		return nil, apierrors.NewNotFound(st.qualifiedResource, st.name)
	}
	obj, err := st.objInfo.UpdatedObject(ctx, existing)
	if err != nil {
		return nil, err
	}
	if existingResourceVersion == 0 {
		return e.tryCreateOnUpdate(ctx, st, obj)
	}
	st.creating, st.creatingObj = false, nil
	if err := e.checkResourceVersion(st, obj, existingResourceVersion, res); err != nil {
		return nil, err
	}
	return e.tryUpdateExisting(ctx, st, obj, existing)
}

// tryCreateOnUpdate is a PUT that creates: the create's steps.
// Upstream: the existingResourceVersion == 0 branch of (*Store).Update.
func (e *Store) tryCreateOnUpdate(ctx context.Context, st *updateState, obj runtime.Object) (runtime.Object, error) {
	st.creating, st.creatingObj = true, obj
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	rest.FillObjectMetaSystemFields(objectMeta)
	if err := rest.BeforeCreate(ctx, e.CreateStrategy, obj); err != nil {
		return nil, err
	}
	if st.createValidation != nil {
		if err := st.createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	return obj, nil
}

// checkResourceVersion enforces optimistic concurrency: an object without
// a resourceVersion is an unconditional update, allowed only if the
// strategy says so (it then takes the stored resourceVersion), otherwise
// 422; a resourceVersion other than the stored one is a 409 Conflict.
// Upstream: the resourceVersion checks of (*Store).Update.
func (e *Store) checkResourceVersion(st *updateState, obj runtime.Object, existingResourceVersion uint64, res storage.ResponseMeta) error {
	newResourceVersion, err := e.Storage.Versioner().ObjectResourceVersion(obj)
	if err != nil {
		return err
	}
	if newResourceVersion == 0 && e.UpdateStrategy.AllowUnconditionalUpdate() {
		return e.Storage.Versioner().UpdateObject(obj, res.ResourceVersion)
	}
	if newResourceVersion == 0 {
		// the Invalid error has no resource field; upstream puts the resource in Kind
		qualifiedKind := schema.GroupKind{Group: st.qualifiedResource.Group, Kind: st.qualifiedResource.Resource}
		errs := field.ErrorList{field.Invalid(field.NewPath("metadata").Child("resourceVersion"), newResourceVersion, "must be specified for an update")}
		return apierrors.NewInvalid(qualifiedKind, st.name, errs)
	}
	if newResourceVersion != existingResourceVersion {
		return apierrors.NewConflict(st.qualifiedResource, st.name, errors.New(OptimisticLockErrorMsg))
	}
	return nil
}

// tryUpdateExisting runs rest.BeforeUpdate and the update validation
// callback, and signals a delete when the update removed the last
// finalizer of an object being deleted.
// Upstream: the update branch of (*Store).Update.
func (e *Store) tryUpdateExisting(ctx context.Context, st *updateState, obj, existing runtime.Object) (runtime.Object, error) {
	if err := rest.BeforeUpdate(ctx, e.UpdateStrategy, obj, existing); err != nil {
		return nil, err
	}
	if st.updateValidation != nil {
		if err := st.updateValidation(ctx, obj.DeepCopyObject(), existing.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	if ShouldDeleteDuringUpdate(ctx, st.key, obj, existing) &&
		(e.ShouldDeleteDuringUpdate == nil || e.ShouldDeleteDuringUpdate(ctx, st.key, obj, existing)) {
		st.deleteObj = obj
		return nil, errEmptiedFinalizers
	}
	return obj, nil
}

// finishFailedUpdate turns GuaranteedUpdate's error into Update's result:
// the emptied-finalizers signal deletes the object, storage errors become
// API errors.
// Upstream: the error handling at the end of (*Store).Update.
func (e *Store) finishFailedUpdate(ctx context.Context, st *updateState, err error, preconditions *storage.Preconditions,
	dryRun bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	if errors.Is(err, errEmptiedFinalizers) {
		return e.deleteWithoutFinalizers(ctx, st.name, st.key, st.deleteObj, preconditions, dryRun, nil)
	}
	if st.creating {
		err = storeerr.InterpretCreateError(err, st.qualifiedResource, st.name)
		err = rest.CheckGeneratedNameError(ctx, e.CreateStrategy, err, st.creatingObj)
	} else {
		err = storeerr.InterpretUpdateError(err, st.qualifiedResource, st.name)
	}
	return nil, false, err
}

// afterUpdate runs the hooks of a successful update (or create).
func (e *Store) afterUpdate(out runtime.Object, creating bool, options *metav1.UpdateOptions) {
	switch {
	case creating && e.AfterCreate != nil:
		e.AfterCreate(out, &metav1.CreateOptions{DryRun: options.DryRun, FieldManager: options.FieldManager})
	case !creating && e.AfterUpdate != nil:
		e.AfterUpdate(out, options)
	}
	if e.Decorator != nil {
		e.Decorator(out)
	}
}

// ShouldDeleteDuringUpdate reports whether an update completes a pending
// deletion: the new object has no finalizers left, and the stored one is
// being deleted with no grace period left to wait for.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.ShouldDeleteDuringUpdate.
func ShouldDeleteDuringUpdate(ctx context.Context, key string, obj, existing runtime.Object) bool {
	newMeta, err := meta.Accessor(obj)
	if err != nil {
		return false
	}
	oldMeta, err := meta.Accessor(existing)
	if err != nil {
		return false
	}
	if len(newMeta.GetFinalizers()) > 0 {
		return false // finalizers remain
	}
	if oldMeta.GetDeletionTimestamp() == nil {
		return false // nobody asked for a delete
	}
	period := oldMeta.GetDeletionGracePeriodSeconds()
	return period == nil || *period == 0
}

// deleteWithoutFinalizers deletes an object whose last finalizer an
// update removed, and returns the updated object (a PUT answers with an
// object, not a Status). Another update may have deleted it first: that
// NotFound is fine.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).deleteWithoutFinalizers.
func (e *Store) deleteWithoutFinalizers(ctx context.Context, name, key string, obj runtime.Object, preconditions *storage.Preconditions,
	dryRun bool, opts *metav1.DeleteOptions) (runtime.Object, bool, error) {
	out := e.NewFunc()
	// the request is an update that passed the update's admission already
	validateAll := func(ctx context.Context, obj runtime.Object) error { return rest.ValidateAllObjectFunc(ctx, obj) }
	if err := e.Storage.Delete(ctx, key, out, preconditions, validateAll, dryRun, nil, storage.DeleteOptions{}); err != nil {
		if storage.IsNotFound(err) {
			_, err := e.finalizeDelete(ctx, obj, true, opts)
			return obj, false, err
		}
		return nil, false, storeerr.InterpretDeleteError(err, e.qualifiedResourceFromContext(ctx), name)
	}
	_, err := e.finalizeDelete(ctx, out, true, opts)
	return obj, false, err
}

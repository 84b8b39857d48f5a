package memory

import (
	"context"
	"errors"
	"fmt"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// errModified is the reason of a Conflict: the client sent a
// resourceVersion that is no longer the stored one.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.OptimisticLockErrorMsg.
var errModified = errors.New("the object has been modified; please apply your changes to the latest version and try again")

// Update replaces the named object with what objInfo computes from it
// (the body of a PUT, or the patched object of a PATCH). A body carrying a
// resourceVersion other than the stored one is a 409 Conflict; a missing
// object is created only if AllowCreateOnUpdate or forceAllowCreate. An
// update that changes nothing keeps the resourceVersion and sends no event.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Update.
func (s *Store) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	return s.update(ctx, name, objInfo, createValidation, updateValidation, forceAllowCreate, options, false)
}

// update is Update; status says the status subresource is writing, so
// .status is taken from the new object rather than kept.
func (s *Store) update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions, status bool) (runtime.Object, bool, error) {
	key, err := s.key(ctx, name)
	if err != nil {
		return nil, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	existing, exists := s.objects[key]
	if !exists {
		return s.createOnUpdateLocked(ctx, key, name, objInfo, createValidation, forceAllowCreate, options)
	}
	old := existing.DeepCopyObject()
	obj, err := objInfo.UpdatedObject(ctx, old.DeepCopyObject())
	if err != nil {
		return nil, false, err
	}
	if err := s.checkPreconditions(name, objInfo.Preconditions(), obj, old); err != nil {
		return nil, false, err
	}
	if err := s.beforeUpdate(ctx, obj, old, status); err != nil {
		return nil, false, err
	}
	if updateValidation != nil {
		if err := updateValidation(ctx, obj, old); err != nil {
			return nil, false, err
		}
	}
	if reflect.DeepEqual(obj, old) || isDryRun(options.DryRun) {
		return obj, false, nil
	}
	if m, _ := meta.Accessor(obj); m.GetDeletionTimestamp() != nil && len(m.GetFinalizers()) == 0 {
		// the last finalizer is gone: the pending deletion completes
		s.storeLocked(key, watch.Deleted, obj, old)
		return obj.DeepCopyObject(), false, nil
	}
	s.storeLocked(key, watch.Modified, obj, old)
	return obj.DeepCopyObject(), false, nil
}

// createOnUpdateLocked handles a PUT (or a server-side apply, not built
// yet) of an object that does not exist.
func (s *Store) createOnUpdateLocked(ctx context.Context, key, name string, objInfo rest.UpdatedObjectInfo,
	createValidation rest.ValidateObjectFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	if !s.AllowCreateOnUpdate && !forceAllowCreate {
		return nil, false, apierrors.NewNotFound(s.DefaultQualifiedResource, name)
	}
	obj, err := objInfo.UpdatedObject(ctx, nil)
	if err != nil {
		return nil, false, err
	}
	if err := s.beforeCreate(ctx, obj); err != nil {
		return nil, false, err
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj); err != nil {
			return nil, false, err
		}
	}
	if isDryRun(options.DryRun) {
		return obj, true, nil
	}
	s.storeLocked(key, watch.Added, obj, nil)
	return obj.DeepCopyObject(), true, nil
}

// checkPreconditions compares the uid and resourceVersion the request
// requires (objInfo's preconditions, then the body's resourceVersion)
// with the stored object's.
// Upstream: k8s.io/apiserver/pkg/storage.Preconditions.Check and the
// resourceVersion check of (*Store).Update.
func (s *Store) checkPreconditions(name string, p *metav1.Preconditions, obj, old runtime.Object) error {
	oldMeta, _ := meta.Accessor(old)
	if p != nil && p.UID != nil && *p.UID != oldMeta.GetUID() {
		return apierrors.NewConflict(s.DefaultQualifiedResource, name,
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", *p.UID, oldMeta.GetUID()))
	}
	if p != nil && p.ResourceVersion != nil && *p.ResourceVersion != oldMeta.GetResourceVersion() {
		return apierrors.NewConflict(s.DefaultQualifiedResource, name,
			fmt.Errorf("Precondition failed: ResourceVersion in precondition: %v, ResourceVersion in object meta: %v", *p.ResourceVersion, oldMeta.GetResourceVersion()))
	}
	m, err := meta.Accessor(obj)
	if err != nil {
		return apierrors.NewInternalError(err)
	}
	switch rv := m.GetResourceVersion(); {
	case rv == "":
		// an unconditional update, allowed for every resource here
		m.SetResourceVersion(oldMeta.GetResourceVersion())
	case rv != oldMeta.GetResourceVersion():
		return apierrors.NewConflict(s.DefaultQualifiedResource, name, errModified)
	}
	return nil
}

// beforeUpdate keeps what an update may not change (uid, creation and
// deletion timestamps, generation, and .status when a status subresource
// owns it), runs PrepareForUpdate, and validates.
// Upstream: k8s.io/apiserver/pkg/registry/rest.BeforeUpdate.
func (s *Store) beforeUpdate(ctx context.Context, obj, old runtime.Object, status bool) error {
	m, err := meta.Accessor(obj)
	if err != nil {
		return apierrors.NewInternalError(err)
	}
	oldMeta, _ := meta.Accessor(old)
	if m.GetNamespace() == "" {
		m.SetNamespace(oldMeta.GetNamespace())
	}
	if m.GetUID() == "" {
		m.SetUID(oldMeta.GetUID())
	}
	m.SetGeneration(oldMeta.GetGeneration())
	m.SetCreationTimestamp(oldMeta.GetCreationTimestamp())
	m.SetDeletionTimestamp(oldMeta.GetDeletionTimestamp())
	m.SetDeletionGracePeriodSeconds(oldMeta.GetDeletionGracePeriodSeconds())
	m.SetSelfLink("")
	if s.hasStatus && !status {
		copyField(obj, old, "Status")
	}
	if s.PrepareForUpdate != nil && !status {
		s.PrepareForUpdate(ctx, obj, old)
	}
	errs := validateObjectMetaUpdate(m, oldMeta)
	if s.ValidateUpdate != nil {
		errs = append(errs, s.ValidateUpdate(ctx, obj, old)...)
	}
	if len(errs) > 0 {
		return apierrors.NewInvalid(s.kind(obj), m.GetName(), errs)
	}
	return nil
}

// validateObjectMetaUpdate rejects changes to the immutable metadata.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMetaUpdate.
func validateObjectMetaUpdate(m, old metav1.Object) field.ErrorList {
	var errs field.ErrorList
	fldPath := field.NewPath("metadata")
	if m.GetName() != old.GetName() {
		errs = append(errs, field.Invalid(fldPath.Child("name"), m.GetName(), "field is immutable"))
	}
	if m.GetNamespace() != old.GetNamespace() {
		errs = append(errs, field.Invalid(fldPath.Child("namespace"), m.GetNamespace(), "field is immutable"))
	}
	if m.GetUID() != old.GetUID() {
		errs = append(errs, field.Invalid(fldPath.Child("uid"), m.GetUID(), "field is immutable"))
	}
	return errs
}

// copyField sets dst's field name to src's, if the kind has such a field:
// how the generic store keeps .status out of a main-resource update, and
// everything but .status out of a status update, without knowing the type.
// Upstream: each resource's strategy does it by hand
// (newDeployment.Status = oldDeployment.Status).
func copyField(dst, src runtime.Object, name string) {
	d := reflect.Indirect(reflect.ValueOf(dst)).FieldByName(name)
	s := reflect.Indirect(reflect.ValueOf(src)).FieldByName(name)
	if d.IsValid() && s.IsValid() && d.CanSet() {
		d.Set(s)
	}
}

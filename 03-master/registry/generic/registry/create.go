package registry

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// maxNameGenerationCreateAttempts is how many generated names a create
// tries before giving up with a 409.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.maxNameGenerationCreateAttempts.
const maxNameGenerationCreateAttempts = 8

// Create stores a new object. It fills the system metadata (uid,
// creationTimestamp), generates a name from generateName (retrying with a
// fresh name while the generated one is taken), and then runs create.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Create.
func (e *Store) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	rest.FillObjectMetaSystemFields(objectMeta)
	if len(objectMeta.GetGenerateName()) > 0 && len(objectMeta.GetName()) == 0 {
		return e.createWithGenerateNameRetry(ctx, obj, createValidation, options)
	}
	return e.create(ctx, obj, createValidation, options)
}

// createWithGenerateNameRetry tries up to maxNameGenerationCreateAttempts
// generated names, each on a fresh copy of the object, while the storage
// answers AlreadyExists.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).createWithGenerateNameRetry.
func (e *Store) createWithGenerateNameRetry(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc,
	options *metav1.CreateOptions) (runtime.Object, error) {
	original := obj.DeepCopyObject()
	var err error
	for range maxNameGenerationCreateAttempts {
		attempt := original.DeepCopyObject()
		objectMeta, aerr := meta.Accessor(attempt)
		if aerr != nil {
			return nil, aerr
		}
		objectMeta.SetName(e.CreateStrategy.GenerateName(objectMeta.GetGenerateName()))
		var out runtime.Object
		out, err = e.create(ctx, attempt, createValidation, options)
		if err == nil || !apierrors.IsAlreadyExists(err) {
			return out, err
		}
	}
	return nil, err
}

// create runs rest.BeforeCreate and the create validation callback, then
// stores the object (or, on a dry run, checks that it could be).
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).create.
func (e *Store) create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	if err := rest.BeforeCreate(ctx, e.CreateStrategy, obj); err != nil {
		return nil, err
	}
	// a fully formed object: time for the validators of the handler chain
	// (admission)
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	name, err := e.ObjectNameFunc(obj)
	if err != nil {
		return nil, err
	}
	key, err := e.KeyFunc(ctx, name)
	if err != nil {
		return nil, err
	}
	out := e.NewFunc()
	if err := e.Storage.Create(ctx, key, obj, out, 0, isDryRun(options.DryRun)); err != nil {
		return nil, e.interpretCreateError(ctx, err, key, name, obj)
	}
	if e.AfterCreate != nil {
		e.AfterCreate(out, options)
	}
	if e.Decorator != nil {
		e.Decorator(out)
	}
	return out, nil
}

// interpretCreateError turns a storage error into an API error: a taken
// key is 409 AlreadyExists (for a generated name, upstream's "not able to
// generate a unique name"), prefixed "object is being deleted: " when the
// object in the way has a deletionTimestamp.
// Upstream: the error handling of (*Store).create.
func (e *Store) interpretCreateError(ctx context.Context, err error, key, name string, obj runtime.Object) error {
	err = storeerr.InterpretCreateError(err, e.qualifiedResourceFromContext(ctx), name)
	err = rest.CheckGeneratedNameError(ctx, e.CreateStrategy, err, obj)
	if !apierrors.IsAlreadyExists(err) {
		return err
	}
	existing := e.NewFunc()
	if errGet := e.Storage.Get(ctx, key, storage.GetOptions{}, existing); errGet != nil {
		return err
	}
	accessor, errAcc := meta.Accessor(existing)
	if errAcc != nil || accessor.GetDeletionTimestamp() == nil {
		return err
	}
	if statusErr, ok := err.(*apierrors.StatusError); ok {
		statusErr.ErrStatus.Message = fmt.Sprintf("object is being deleted: %s", statusErr.ErrStatus.Message)
	}
	return err
}

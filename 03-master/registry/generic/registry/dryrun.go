package registry

import (
	"context"
	"fmt"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// DryRunnableStorage wraps a storage.Interface so each write can be a dry
// run: everything a real write checks (the key exists or not, the
// preconditions, the update function with its validation), but nothing
// written. Reads pass through.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.DryRunnableStorage.
type DryRunnableStorage struct {
	Storage storage.Interface
	// Codec copies the result of a dry run through the storage encoding,
	// so the client sees what a real write would have stored.
	Codec runtime.Codec
}

// Versioner returns the storage's versioner.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).Versioner.
func (s *DryRunnableStorage) Versioner() storage.Versioner { return s.Storage.Versioner() }

// Create stores obj, or on a dry run fails as a real create would when
// the key exists, and copies obj to out.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).Create.
func (s *DryRunnableStorage) Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64, dryRun bool) error {
	if dryRun {
		if err := s.Storage.Get(ctx, key, storage.GetOptions{}, out); err == nil {
			return storage.NewKeyExistsError(key, 0)
		}
		return s.copyInto(obj, out)
	}
	return s.Storage.Create(ctx, key, obj, out, ttl)
}

// Delete deletes the key, or on a dry run reads it into out and checks
// the preconditions and deleteValidation.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).Delete.
func (s *DryRunnableStorage) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	deleteValidation storage.ValidateObjectFunc, dryRun bool, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	if dryRun {
		if err := s.Storage.Get(ctx, key, storage.GetOptions{}, out); err != nil {
			return err
		}
		if err := preconditions.Check(key, out); err != nil {
			return err
		}
		return deleteValidation(ctx, out)
	}
	return s.Storage.Delete(ctx, key, out, preconditions, deleteValidation, cachedExistingObject, opts)
}

// Watch passes through.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).Watch.
func (s *DryRunnableStorage) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	return s.Storage.Watch(ctx, key, opts)
}

// Get passes through.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).Get.
func (s *DryRunnableStorage) Get(ctx context.Context, key string, opts storage.GetOptions, objPtr runtime.Object) error {
	return s.Storage.Get(ctx, key, opts, objPtr)
}

// GetList passes through.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).GetList.
func (s *DryRunnableStorage) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	return s.Storage.GetList(ctx, key, opts, listObj)
}

// GuaranteedUpdate updates the key, or on a dry run reads it, checks the
// preconditions, runs tryUpdate once (no retry: nothing can conflict)
// and copies the result to destination.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).GuaranteedUpdate.
func (s *DryRunnableStorage) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, dryRun bool, cachedExistingObject runtime.Object) error {
	if !dryRun {
		return s.Storage.GuaranteedUpdate(ctx, key, destination, ignoreNotFound, preconditions, tryUpdate, cachedExistingObject)
	}
	current := reflect.New(reflect.TypeOf(destination).Elem()).Interface().(runtime.Object)
	if err := s.Storage.Get(ctx, key, storage.GetOptions{IgnoreNotFound: ignoreNotFound}, current); err != nil {
		return err
	}
	if err := preconditions.Check(key, current); err != nil {
		return err
	}
	rev, err := s.Versioner().ObjectResourceVersion(current)
	if err != nil {
		return err
	}
	updated, _, err := tryUpdate(current, storage.ResponseMeta{ResourceVersion: rev})
	if err != nil {
		return err
	}
	return s.copyInto(updated, destination)
}

// copyInto encodes in with the storage codec and decodes it into out.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*DryRunnableStorage).copyInto.
func (s *DryRunnableStorage) copyInto(in, out runtime.Object) error {
	data, err := runtime.Encode(s.Codec, in)
	if err != nil {
		return fmt.Errorf("dry run: encode: %w", err)
	}
	if _, _, err := s.Codec.Decode(data, nil, out); err != nil {
		return fmt.Errorf("dry run: decode: %w", err)
	}
	return nil
}

// isDryRun reports whether a request's dryRun asks for one ("All").
// Upstream: k8s.io/apiserver/pkg/util/dryrun.IsDryRun.
func isDryRun(flag []string) bool { return len(flag) > 0 }

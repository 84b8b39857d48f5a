package rest

import (
	"context"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
)

// Storage is the least a REST storage does: make an empty object of its kind.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Storage.
type Storage interface {
	New() runtime.Object
	// Destroy releases the storage's resources at shutdown.
	Destroy()
}

// Scoper says whether the resource lives in namespaces.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Scoper.
type Scoper interface {
	NamespaceScoped() bool
}

// KindProvider names the kind of a storage whose kind differs from its
// resource's group version (autoscaling/v1 Scale under apps/v1).
// Upstream: k8s.io/apiserver/pkg/registry/rest.KindProvider.
type KindProvider interface {
	Kind() string
}

// GroupVersionKindProvider returns the kind served for containingGV.
// Upstream: k8s.io/apiserver/pkg/registry/rest.GroupVersionKindProvider.
type GroupVersionKindProvider interface {
	GroupVersionKind(containingGV schema.GroupVersion) schema.GroupVersionKind
}

// SingularNameProvider names the resource in the singular (discovery).
// Upstream: k8s.io/apiserver/pkg/registry/rest.SingularNameProvider.
type SingularNameProvider interface {
	GetSingularName() string
}

// ShortNamesProvider lists short names such as "deploy".
// Upstream: k8s.io/apiserver/pkg/registry/rest.ShortNamesProvider.
type ShortNamesProvider interface {
	ShortNames() []string
}

// CategoriesProvider lists categories such as "all".
// Upstream: k8s.io/apiserver/pkg/registry/rest.CategoriesProvider.
type CategoriesProvider interface {
	Categories() []string
}

// Getter reads one object by name.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Getter.
type Getter interface {
	Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error)
}

// Lister lists objects and converts them to a Table.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Lister.
type Lister interface {
	NewList() runtime.Object
	List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error)
	TableConvertor
}

// TableConvertor renders objects as rows for `kubectl get`.
// Upstream: k8s.io/apiserver/pkg/registry/rest.TableConvertor.
type TableConvertor interface {
	ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error)
}

// Watcher watches objects.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Watcher.
type Watcher interface {
	Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error)
}

// Creater creates an object from its body.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Creater.
type Creater interface {
	New() runtime.Object
	Create(ctx context.Context, obj runtime.Object, createValidation ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error)
}

// NamedCreater creates a subresource of a named object (pods/binding).
// Upstream: k8s.io/apiserver/pkg/registry/rest.NamedCreater.
type NamedCreater interface {
	New() runtime.Object
	Create(ctx context.Context, name string, obj runtime.Object, createValidation ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error)
}

// Updater replaces (or, when allowed, creates) a named object. The new
// object comes from objInfo, given the old one: that is how PUT and PATCH
// share one storage method.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Updater.
type Updater interface {
	New() runtime.Object
	Update(ctx context.Context, name string, objInfo UpdatedObjectInfo, createValidation ValidateObjectFunc,
		updateValidation ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error)
}

// Patcher is a storage that can be patched: a Getter and an Updater.
// Upstream: k8s.io/apiserver/pkg/registry/rest.Patcher.
type Patcher interface {
	Getter
	Updater
}

// GracefulDeleter deletes a named object; the bool says whether it is gone
// now (false: finalizers or a grace period keep it for a while).
// Upstream: k8s.io/apiserver/pkg/registry/rest.GracefulDeleter.
type GracefulDeleter interface {
	Delete(ctx context.Context, name string, deleteValidation ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error)
}

// CollectionDeleter deletes every object a list selects.
// Upstream: k8s.io/apiserver/pkg/registry/rest.CollectionDeleter.
type CollectionDeleter interface {
	DeleteCollection(ctx context.Context, deleteValidation ValidateObjectFunc, options *metav1.DeleteOptions,
		listOptions *metainternalversion.ListOptions) (runtime.Object, error)
}

// StandardStorage is a storage with every ability of a normal resource.
// Upstream: k8s.io/apiserver/pkg/registry/rest.StandardStorage.
type StandardStorage interface {
	Getter
	Lister
	CreaterUpdater
	GracefulDeleter
	CollectionDeleter
	Watcher
	Destroy()
}

// CreaterUpdater is both.
// Upstream: k8s.io/apiserver/pkg/registry/rest.CreaterUpdater.
type CreaterUpdater interface {
	Creater
	Update(ctx context.Context, name string, objInfo UpdatedObjectInfo, createValidation ValidateObjectFunc,
		updateValidation ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error)
}

// UpdatedObjectInfo computes the new object from the old one (PUT returns
// the body; PATCH applies the patch to old).
// Upstream: k8s.io/apiserver/pkg/registry/rest.UpdatedObjectInfo.
type UpdatedObjectInfo interface {
	// Preconditions are the uid/resourceVersion the update requires, if any.
	Preconditions() *metav1.Preconditions
	// UpdatedObject returns the new object; oldObj is nil when creating.
	UpdatedObject(ctx context.Context, oldObj runtime.Object) (newObj runtime.Object, err error)
}

// ValidateObjectFunc is the create (and delete) validation callback: the
// handlers pass validating admission here (AdmissionToValidateObjectFunc,
// AdmissionToValidateObjectDeleteFunc), and the storage calls it on the
// object as it will be stored.
// Upstream: k8s.io/apiserver/pkg/registry/rest.ValidateObjectFunc.
type ValidateObjectFunc func(ctx context.Context, obj runtime.Object) error

// ValidateObjectUpdateFunc is the update validation callback
// (AdmissionToValidateObjectUpdateFunc).
// Upstream: k8s.io/apiserver/pkg/registry/rest.ValidateObjectUpdateFunc.
type ValidateObjectUpdateFunc func(ctx context.Context, obj, old runtime.Object) error

// ValidateAllObjectFunc accepts everything.
// Upstream: k8s.io/apiserver/pkg/registry/rest.ValidateAllObjectFunc.
func ValidateAllObjectFunc(ctx context.Context, obj runtime.Object) error { return nil }

// ValidateAllObjectUpdateFunc accepts every update.
// Upstream: k8s.io/apiserver/pkg/registry/rest.ValidateAllObjectUpdateFunc.
func ValidateAllObjectUpdateFunc(ctx context.Context, obj, old runtime.Object) error { return nil }

// DefaultUpdatedObjectInfo is the UpdatedObjectInfo of a PUT: the body is
// the new object, after the transformers (the PATCH handler adds one that
// applies the patch).
// Upstream: k8s.io/apiserver/pkg/registry/rest.DefaultUpdatedObjectInfo.
func DefaultUpdatedObjectInfo(obj runtime.Object, transformers ...TransformFunc) UpdatedObjectInfo {
	return &defaultUpdatedObjectInfo{obj: obj, transformers: transformers}
}

// TransformFunc changes the new object given the old one.
// Upstream: k8s.io/apiserver/pkg/registry/rest.TransformFunc.
type TransformFunc func(ctx context.Context, newObj runtime.Object, oldObj runtime.Object) (transformedNewObj runtime.Object, err error)

type defaultUpdatedObjectInfo struct {
	obj          runtime.Object
	transformers []TransformFunc
}

// Preconditions is nil, as upstream: the storage compares the body's
// resourceVersion with the stored one itself.
func (i *defaultUpdatedObjectInfo) Preconditions() *metav1.Preconditions { return nil }

func (i *defaultUpdatedObjectInfo) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	var newObj runtime.Object
	if i.obj != nil {
		newObj = i.obj.DeepCopyObject()
	}
	for _, transform := range i.transformers {
		var err error
		if newObj, err = transform(ctx, newObj, oldObj); err != nil {
			return nil, err
		}
	}
	return newObj, nil
}

// WrapUpdatedObjectInfo returns an UpdatedObjectInfo that runs
// transformers on what objInfo computes: a storage wrapper uses it to
// check the new object given the old one (RBAC's escalation checks)
// without knowing whether the update is a PUT or a PATCH.
// Upstream: k8s.io/apiserver/pkg/registry/rest.WrapUpdatedObjectInfo.
func WrapUpdatedObjectInfo(objInfo UpdatedObjectInfo, transformers ...TransformFunc) UpdatedObjectInfo {
	return &wrappedUpdatedObjectInfo{objInfo: objInfo, transformers: transformers}
}

type wrappedUpdatedObjectInfo struct {
	objInfo      UpdatedObjectInfo
	transformers []TransformFunc
}

// Preconditions are the wrapped info's.
// Upstream: k8s.io/apiserver/pkg/registry/rest.(*wrappedUpdatedObjectInfo).Preconditions.
func (i *wrappedUpdatedObjectInfo) Preconditions() *metav1.Preconditions {
	return i.objInfo.Preconditions()
}

// UpdatedObject is the wrapped info's new object, through the transformers.
// Upstream: k8s.io/apiserver/pkg/registry/rest.(*wrappedUpdatedObjectInfo).UpdatedObject.
func (i *wrappedUpdatedObjectInfo) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	newObj, err := i.objInfo.UpdatedObject(ctx, oldObj)
	if err != nil {
		return nil, err
	}
	for _, transform := range i.transformers {
		if newObj, err = transform(ctx, newObj, oldObj); err != nil {
			return nil, err
		}
	}
	return newObj, nil
}

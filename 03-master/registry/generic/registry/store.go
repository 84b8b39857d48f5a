package registry

import (
	"context"
	"fmt"
	"strings"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// Store implements the rest verbs of one resource over a storage.Interface.
// Fill in the types, the qualified resource and the strategies, then call
// CompleteWithOptions, which fills the keys, the predicate and the storage.
// The objects it takes and returns are internal versions: the handlers
// convert from and to the request's version, the storage codec to and
// from the storage version.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.Store.
type Store struct {
	// NewFunc returns an empty object of the kind (internal version).
	NewFunc func() runtime.Object
	// NewListFunc returns an empty list of the kind.
	NewListFunc func() runtime.Object
	// DefaultQualifiedResource names the resource in errors:
	// `configmaps "c" not found`.
	DefaultQualifiedResource schema.GroupResource
	// SingularQualifiedResource is the singular name (discovery, kubectl).
	SingularQualifiedResource schema.GroupResource

	// KeyRootFunc returns the key under which a list or watch looks: the
	// resource prefix, plus the namespace of the request if any.
	KeyRootFunc func(ctx context.Context) string
	// KeyFunc returns the key of one object.
	KeyFunc func(ctx context.Context, name string) (string, error)
	// ObjectNameFunc returns an object's name (default: metadata.name).
	ObjectNameFunc func(obj runtime.Object) (string, error)
	// PredicateFunc turns selectors into a storage.SelectionPredicate.
	PredicateFunc func(label labels.Selector, field fields.Selector) storage.SelectionPredicate

	// EnableGarbageCollection and DeleteCollectionWorkers come from the
	// RESTOptions; see generic.RESTOptions.
	EnableGarbageCollection bool
	DeleteCollectionWorkers int

	// Decorator changes every object returned to a client (optional).
	Decorator func(runtime.Object)

	// CreateStrategy, UpdateStrategy and DeleteStrategy are the resource's
	// rules for each verb.
	CreateStrategy rest.RESTCreateStrategy
	UpdateStrategy rest.RESTUpdateStrategy
	DeleteStrategy rest.RESTDeleteStrategy
	// ResetFieldsStrategy lists the fields the update strategy resets,
	// for the field manager (server-side apply); CompleteWithOptions
	// takes the UpdateStrategy when it implements rest.ResetFieldsStrategy.
	ResetFieldsStrategy rest.ResetFieldsStrategy
	// AfterCreate, AfterUpdate and AfterDelete run after a successful
	// write (optional).
	AfterCreate func(obj runtime.Object, options *metav1.CreateOptions)
	AfterUpdate func(obj runtime.Object, options *metav1.UpdateOptions)
	AfterDelete func(obj runtime.Object, options *metav1.DeleteOptions)

	// ReturnDeletedObject makes Delete return the deleted object rather
	// than a Status of kind Success.
	ReturnDeletedObject bool
	// ShouldDeleteDuringUpdate adds a resource's own condition to the
	// default ShouldDeleteDuringUpdate (optional).
	ShouldDeleteDuringUpdate func(ctx context.Context, key string, obj, existing runtime.Object) bool

	// TableConvertor renders `kubectl get`; nil means Name and Created At.
	TableConvertor rest.TableConvertor

	// Storage is the storage.Interface, wrapped to support dry run.
	Storage DryRunnableStorage
	// DestroyFunc releases the storage at shutdown.
	DestroyFunc func()
}

// The abilities a Store has, checked at compile time.
var (
	_ rest.StandardStorage      = &Store{}
	_ rest.Scoper               = &Store{}
	_ rest.SingularNameProvider = &Store{}
	_ rest.TableConvertor       = &Store{}
)

// New returns an empty object of the kind.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).New.
func (e *Store) New() runtime.Object { return e.NewFunc() }

// NewList returns an empty list of the kind.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).NewList.
func (e *Store) NewList() runtime.Object { return e.NewListFunc() }

// NamespaceScoped asks the create strategy (or the update strategy).
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).NamespaceScoped.
func (e *Store) NamespaceScoped() bool {
	if e.CreateStrategy != nil {
		return e.CreateStrategy.NamespaceScoped()
	}
	if e.UpdateStrategy != nil {
		return e.UpdateStrategy.NamespaceScoped()
	}
	panic("programmer error: no CRUD for resource, override NamespaceScoped too")
}

// GetSingularName returns the singular resource name.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).GetSingularName.
func (e *Store) GetSingularName() string { return e.SingularQualifiedResource.Resource }

// ConvertToTable renders objects with the TableConvertor.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).ConvertToTable.
func (e *Store) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	if e.TableConvertor != nil {
		return e.TableConvertor.ConvertToTable(ctx, object, tableOptions)
	}
	return memory.NewDefaultTableConvertor(e.DefaultQualifiedResource).ConvertToTable(ctx, object, tableOptions)
}

// GetResetFields lists the fields the update strategy resets, per
// version: the installer tells the field manager, so that an apply does
// not own fields the write never changes.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).GetResetFields.
func (e *Store) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	if e.ResetFieldsStrategy == nil {
		return nil
	}
	return e.ResetFieldsStrategy.GetResetFields()
}

// Destroy releases the storage.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Destroy.
func (e *Store) Destroy() {
	if e.DestroyFunc != nil {
		e.DestroyFunc()
	}
}

// qualifiedResourceFromContext names the resource as the request did
// (an aliased resource keeps its own name in errors), or
// DefaultQualifiedResource.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).qualifiedResourceFromContext.
func (e *Store) qualifiedResourceFromContext(ctx context.Context) schema.GroupResource {
	if info, ok := request.RequestInfoFrom(ctx); ok {
		return schema.GroupResource{Group: info.APIGroup, Resource: info.Resource}
	}
	return e.DefaultQualifiedResource
}

// CompleteWithOptions checks the Store's fields, fills in the defaults
// (keys under the resource prefix, metadata.name as the object name, the
// predicate, the table convertor), and builds the storage with the
// RESTOptions' decorator.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).CompleteWithOptions.
func (e *Store) CompleteWithOptions(options *generic.StoreOptions) error {
	if err := e.checkRequiredFields(); err != nil {
		return err
	}
	if options.RESTOptions == nil {
		return fmt.Errorf("options for %s must have RESTOptions set", e.DefaultQualifiedResource.String())
	}
	opts, err := options.RESTOptions.GetRESTOptions(e.DefaultQualifiedResource, e.NewFunc())
	if err != nil {
		return fmt.Errorf("rest options for %s: %w", e.DefaultQualifiedResource.String(), err)
	}
	prefix := opts.ResourcePrefix
	if !strings.HasPrefix(prefix, "/") {
		prefix = "/" + prefix
	}
	if prefix == "/" {
		return fmt.Errorf("store for %s has an invalid prefix %q", e.DefaultQualifiedResource.String(), opts.ResourcePrefix)
	}
	e.completeKeys(prefix)
	if e.ResetFieldsStrategy == nil {
		e.ResetFieldsStrategy, _ = e.UpdateStrategy.(rest.ResetFieldsStrategy)
	}
	attrFunc := e.completePredicate(options.AttrFunc)
	e.EnableGarbageCollection = opts.EnableGarbageCollection
	e.DeleteCollectionWorkers = opts.DeleteCollectionWorkers
	if e.TableConvertor == nil {
		e.TableConvertor = memory.NewDefaultTableConvertor(e.DefaultQualifiedResource)
	}
	if e.Storage.Storage == nil {
		if opts.Decorator == nil {
			return fmt.Errorf("rest options for %s must have a storage Decorator", e.DefaultQualifiedResource.String())
		}
		s, destroy, err := opts.Decorator(prefix, e.NewFunc, e.NewListFunc, attrFunc)
		if err != nil {
			return fmt.Errorf("storage for %s: %w", e.DefaultQualifiedResource.String(), err)
		}
		e.Storage = DryRunnableStorage{Storage: s, Codec: opts.Codec}
		e.DestroyFunc = destroy
		if opts.StorageObjectCountTracker != nil && opts.CountMetricPollPeriod > 0 {
			stop := e.startObservingCount(prefix, opts.CountMetricPollPeriod, opts.StorageObjectCountTracker)
			e.DestroyFunc = func() {
				stop()
				if destroy != nil {
					destroy()
				}
			}
		}
	}
	return nil
}

// checkRequiredFields fails on a Store that cannot work: no types, no
// qualified resource, strategies that disagree on the scope.
// Upstream: the checks at the top of (*Store).CompleteWithOptions.
func (e *Store) checkRequiredFields() error {
	gr := e.DefaultQualifiedResource.String()
	switch {
	case e.DefaultQualifiedResource.Empty():
		return fmt.Errorf("store %#v must have a non-empty qualified resource", e)
	case e.SingularQualifiedResource.Empty():
		return fmt.Errorf("store %s must have a non-empty singular qualified resource", gr)
	case e.NewFunc == nil:
		return fmt.Errorf("store for %s must have NewFunc set", gr)
	case e.NewListFunc == nil:
		return fmt.Errorf("store for %s must have NewListFunc set", gr)
	case (e.KeyRootFunc == nil) != (e.KeyFunc == nil):
		return fmt.Errorf("store for %s must set both KeyRootFunc and KeyFunc or neither", gr)
	case e.CreateStrategy == nil && e.UpdateStrategy == nil && e.DeleteStrategy == nil:
		return fmt.Errorf("store for %s must have at least one strategy set", gr)
	case e.CreateStrategy != nil && e.UpdateStrategy != nil &&
		e.CreateStrategy.NamespaceScoped() != e.UpdateStrategy.NamespaceScoped():
		return fmt.Errorf("store for %s has inconsistent create and update strategy scopes", gr)
	}
	return nil
}

// completeKeys sets the default key functions and ObjectNameFunc.
// Upstream: the key half of (*Store).CompleteWithOptions.
func (e *Store) completeKeys(prefix string) {
	if e.KeyRootFunc == nil && e.KeyFunc == nil {
		if e.NamespaceScoped() {
			e.KeyRootFunc = func(ctx context.Context) string { return NamespaceKeyRootFunc(ctx, prefix) }
			e.KeyFunc = func(ctx context.Context, name string) (string, error) { return NamespaceKeyFunc(ctx, prefix, name) }
		} else {
			e.KeyRootFunc = func(ctx context.Context) string { return prefix }
			e.KeyFunc = func(ctx context.Context, name string) (string, error) { return NoNamespaceKeyFunc(ctx, prefix, name) }
		}
	}
	if e.ObjectNameFunc == nil {
		e.ObjectNameFunc = func(obj runtime.Object) (string, error) {
			accessor, err := meta.Accessor(obj)
			if err != nil {
				return "", err
			}
			return accessor.GetName(), nil
		}
	}
}

// completePredicate sets the default PredicateFunc and returns the
// attribute function it uses.
// Upstream: the predicate half of (*Store).CompleteWithOptions.
func (e *Store) completePredicate(attrFunc storage.AttrFunc) storage.AttrFunc {
	if attrFunc == nil {
		attrFunc = storage.DefaultClusterScopedAttr
		if e.NamespaceScoped() {
			attrFunc = storage.DefaultNamespaceScopedAttr
		}
	}
	if e.PredicateFunc == nil {
		e.PredicateFunc = func(label labels.Selector, field fields.Selector) storage.SelectionPredicate {
			return storage.SelectionPredicate{Label: label, Field: field, GetAttrs: attrFunc}
		}
	}
	return attrFunc
}

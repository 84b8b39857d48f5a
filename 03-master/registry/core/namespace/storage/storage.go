package storage

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/namespace"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// REST is the storage of namespaces. It wraps the Store rather than
// embedding it, as upstream, so that Delete is the only way to delete:
// it turns the namespace Terminating first and removes it only once
// spec.finalizers is empty. There is no DeleteCollection (kubectl
// deletes namespaces one by one).
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.REST.
type REST struct {
	store *genericregistry.Store
}

// StatusREST is namespaces/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// FinalizeREST is namespaces/finalize: a PUT that changes only
// spec.finalizers (the namespace controller removes `kubernetes` there).
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.FinalizeREST.
type FinalizeREST struct {
	store *genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.Getter               = &REST{}
	_ rest.Lister               = &REST{}
	_ rest.CreaterUpdater       = &REST{}
	_ rest.GracefulDeleter      = &REST{}
	_ rest.Watcher              = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.Updater              = &FinalizeREST{}
)

// NewREST returns the storage of namespaces, namespaces/status and
// namespaces/finalize, on the storage optsGetter gives (keys under
// /namespaces/<name>).
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, *FinalizeREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.Namespace{} },
		NewListFunc:               func() runtime.Object { return &core.NamespaceList{} },
		DefaultQualifiedResource:  core.Resource("namespaces"),
		SingularQualifiedResource: core.Resource("namespace"),

		CreateStrategy:      namespace.Strategy,
		UpdateStrategy:      namespace.Strategy,
		DeleteStrategy:      namespace.Strategy,
		ReturnDeletedObject: true,
		// an update of a Terminating namespace deletes it only once
		// spec.finalizers is empty too
		ShouldDeleteDuringUpdate: ShouldDeleteNamespaceDuringUpdate,

		TableConvertor: printers.Namespaces,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: namespace.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, nil, err
	}
	finalizeStore := *store
	finalizeStore.UpdateStrategy = namespace.FinalizeStrategy
	return &REST{store: store},
		genericregistry.NewStatusREST(store, namespace.StatusStrategy),
		&FinalizeREST{store: &finalizeStore}, nil
}

// ShouldDeleteNamespaceDuringUpdate adds spec.finalizers to the Store's
// rule (no metadata.finalizers left on an object being deleted): the
// finalize update that removes the last spec finalizer of a Terminating
// namespace deletes it, as the namespace controller expects; any other
// update of a Terminating namespace keeps it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.ShouldDeleteNamespaceDuringUpdate.
func ShouldDeleteNamespaceDuringUpdate(ctx context.Context, key string, obj, existing runtime.Object) bool {
	ns, ok := obj.(*core.Namespace)
	return ok && len(ns.Spec.Finalizers) == 0
}

// New returns an empty Namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).New.
func (r *REST) New() runtime.Object { return r.store.New() }

// Destroy releases the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Destroy.
func (r *REST) Destroy() { r.store.Destroy() }

// NewList returns an empty NamespaceList.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).NewList.
func (r *REST) NewList() runtime.Object { return r.store.NewList() }

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).NamespaceScoped.
func (r *REST) NamespaceScoped() bool { return r.store.NamespaceScoped() }

// GetSingularName is "namespace".
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).GetSingularName.
func (r *REST) GetSingularName() string { return r.store.GetSingularName() }

// List lists namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).List.
func (r *REST) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	return r.store.List(ctx, options)
}

// Create creates a namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Create.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	return r.store.Create(ctx, obj, createValidation, options)
}

// Update updates a namespace (not its spec.finalizers or status).
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Update.
func (r *REST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	return r.store.Update(ctx, name, objInfo, createValidation, updateValidation, forceAllowCreate, options)
}

// Get reads a namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Get.
func (r *REST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

// Watch watches namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Watch.
func (r *REST) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	return r.store.Watch(ctx, options)
}

// ConvertToTable renders NAME STATUS AGE.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).ConvertToTable.
func (r *REST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return r.store.ConvertToTable(ctx, object, tableOptions)
}

// ShortNames: `kubectl get ns`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"ns"} }

// Delete deletes a namespace in two steps. The first delete sets
// deletionTimestamp and status.phase=Terminating and keeps the object
// (answering 200 with it, and false: not deleted yet); the namespace
// controller then empties the namespace and removes its finalizer
// through namespaces/finalize, which deletes it (see
// ShouldDeleteNamespaceDuringUpdate). A delete while spec.finalizers is
// not empty returns the namespace unchanged; once it is empty, the Store
// deletes it (metadata.finalizers still apply). The uid is always
// a precondition, so a namespace re-created under the same name is never
// the one deleted.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*REST).Delete.
func (r *REST) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	nsObj, err := r.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, false, err
	}
	ns := nsObj.(*core.Namespace)
	if options == nil {
		zero := int64(0)
		options = &metav1.DeleteOptions{GracePeriodSeconds: &zero}
	}
	if err := ensureUIDPrecondition(ns, options); err != nil {
		return nil, false, err
	}
	if deleteValidation == nil {
		deleteValidation = rest.ValidateAllObjectFunc
	}
	if ns.DeletionTimestamp.IsZero() {
		return r.markTerminating(ctx, name, deleteValidation, options)
	}
	if len(ns.Spec.Finalizers) != 0 {
		return ns, false, nil
	}
	return r.store.Delete(ctx, name, deleteValidation, options)
}

// ensureUIDPrecondition adds the namespace's uid to the preconditions
// and checks those the client sent.
// Upstream: the precondition block of (*REST).Delete.
func ensureUIDPrecondition(ns *core.Namespace, options *metav1.DeleteOptions) error {
	if options.Preconditions == nil {
		options.Preconditions = &metav1.Preconditions{}
	}
	if options.Preconditions.UID == nil {
		uid := ns.UID
		options.Preconditions.UID = &uid
	} else if *options.Preconditions.UID != ns.UID {
		return apierrors.NewConflict(core.Resource("namespaces"), ns.Name,
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", *options.Preconditions.UID, ns.UID))
	}
	if rv := options.Preconditions.ResourceVersion; rv != nil && *rv != ns.ResourceVersion {
		return apierrors.NewConflict(core.Resource("namespaces"), ns.Name,
			fmt.Errorf("Precondition failed: ResourceVersion in precondition: %v, ResourceVersion in object meta: %v", *rv, ns.ResourceVersion))
	}
	return nil
}

// markTerminating sets deletionTimestamp and the Terminating phase, in
// one compare-and-swap update (a dry run only computes it).
// Upstream: the GuaranteedUpdate in (*REST).Delete.
func (r *REST) markTerminating(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	key, err := r.store.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	preconditions := storage.Preconditions{UID: options.Preconditions.UID, ResourceVersion: options.Preconditions.ResourceVersion}
	out := r.store.NewFunc()
	err = r.store.Storage.GuaranteedUpdate(ctx, key, out, false, &preconditions,
		func(existing runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			ns, ok := existing.(*core.Namespace)
			if !ok {
				return nil, nil, fmt.Errorf("expected *core.Namespace, got %T", existing)
			}
			if err := deleteValidation(ctx, ns); err != nil {
				return nil, nil, err
			}
			if ns.DeletionTimestamp.IsZero() {
				now := metav1.Now().Rfc3339Copy()
				ns.DeletionTimestamp = &now
			}
			ns.Status.Phase = core.NamespaceTerminating
			return ns, nil, nil
		}, len(options.DryRun) > 0, nil)
	if err != nil {
		err = storeerr.InterpretGetError(err, core.Resource("namespaces"), name)
		err = storeerr.InterpretUpdateError(err, core.Resource("namespaces"), name)
		if _, ok := err.(*apierrors.StatusError); !ok {
			err = apierrors.NewInternalError(err)
		}
		return nil, false, err
	}
	return out, false, nil
}

// New returns an empty Namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*FinalizeREST).New.
func (r *FinalizeREST) New() runtime.Object { return r.store.New() }

// Destroy does nothing: REST owns the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*FinalizeREST).Destroy.
func (r *FinalizeREST) Destroy() {}

// Update replaces spec.finalizers; a subresource never creates.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace/storage.(*FinalizeREST).Update.
func (r *FinalizeREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	return r.store.Update(ctx, name, objInfo, createValidation, updateValidation, false, options)
}

package customresourcedefinition

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

// REST is the storage of customresourcedefinitions: the generic Store,
// with Delete overridden so that the first delete marks the CRD
// Terminating instead of removing it.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is customresourcedefinitions/status.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities, checked at compile time.
var (
	_ rest.GracefulDeleter      = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
	_ rest.CategoriesProvider   = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.Updater              = &StatusREST{}
)

// NewREST returns the storage of customresourcedefinitions and of
// customresourcedefinitions/status, typing objects with scheme (keys
// under /customresourcedefinitions/<name>).
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.NewREST
// and NewStatusREST, folded into one call.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apiextensions.CustomResourceDefinition{} },
		NewListFunc:               func() runtime.Object { return &apiextensions.CustomResourceDefinitionList{} },
		PredicateFunc:             MatchCustomResourceDefinition,
		DefaultQualifiedResource:  apiextensions.Resource("customresourcedefinitions"),
		SingularQualifiedResource: apiextensions.Resource("customresourcedefinition"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		// Upstream's TODO too: a table with more than name and creation time.
		TableConvertor: memory.NewDefaultTableConvertor(apiextensions.Resource("customresourcedefinitions")),
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, NewStatusStrategy(scheme)), nil
}

// ShortNames: `kubectl get crd`.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"crd", "crds"} }

// Categories: `kubectl get api-extensions`.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// Delete deletes a CRD in two steps. The first delete sets
// deletionTimestamp, adds the CustomResourceCleanupFinalizer and the
// condition Terminating=True, and keeps the object (answering with it,
// and false: not deleted yet). The finalizing controller then deletes
// every custom resource and removes the finalizer, and the Store deletes
// the CRD once no finalizer is left. A later delete goes to the Store,
// which waits for the finalizers. The uid is always a precondition, so a
// CRD re-created under the same name is never the one marked.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition.(*REST).Delete.
func (r *REST) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	obj, err := r.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, false, err
	}
	crd := obj.(*apiextensions.CustomResourceDefinition)
	if options == nil {
		zero := int64(0)
		options = &metav1.DeleteOptions{GracePeriodSeconds: &zero}
	}
	if err := ensureUIDPrecondition(crd, options); err != nil {
		return nil, false, err
	}
	if deleteValidation == nil {
		deleteValidation = rest.ValidateAllObjectFunc
	}
	// Upon the first request to delete, add our finalizer and mark.
	if crd.DeletionTimestamp.IsZero() {
		return r.markTerminating(ctx, name, deleteValidation, options)
	}
	return r.Store.Delete(ctx, name, deleteValidation, options)
}

// ensureUIDPrecondition adds the CRD's uid to the preconditions and
// checks those the client sent.
// Upstream: the precondition block of (*REST).Delete.
func ensureUIDPrecondition(crd *apiextensions.CustomResourceDefinition, options *metav1.DeleteOptions) error {
	if options.Preconditions == nil {
		options.Preconditions = &metav1.Preconditions{}
	}
	if options.Preconditions.UID == nil {
		uid := crd.UID
		options.Preconditions.UID = &uid
	} else if *options.Preconditions.UID != crd.UID {
		return apierrors.NewConflict(apiextensions.Resource("customresourcedefinitions"), crd.Name,
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", *options.Preconditions.UID, crd.UID))
	}
	if rv := options.Preconditions.ResourceVersion; rv != nil && *rv != crd.ResourceVersion {
		return apierrors.NewConflict(apiextensions.Resource("customresourcedefinitions"), crd.Name,
			fmt.Errorf("Precondition failed: ResourceVersion in precondition: %v, ResourceVersion in object meta: %v", *rv, crd.ResourceVersion))
	}
	return nil
}

// markTerminating sets deletionTimestamp, the cleanup finalizer and the
// Terminating condition in one compare-and-swap update (a dry run only
// computes it).
// Upstream: the GuaranteedUpdate in (*REST).Delete.
func (r *REST) markTerminating(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	key, err := r.Store.KeyFunc(ctx, name)
	if err != nil {
		return nil, false, err
	}
	preconditions := storage.Preconditions{UID: options.Preconditions.UID, ResourceVersion: options.Preconditions.ResourceVersion}
	out := r.Store.NewFunc()
	err = r.Store.Storage.GuaranteedUpdate(ctx, key, out, false, &preconditions,
		func(existing runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
			crd, ok := existing.(*apiextensions.CustomResourceDefinition)
			if !ok {
				return nil, nil, fmt.Errorf("expected *apiextensions.CustomResourceDefinition, got %T", existing)
			}
			if err := deleteValidation(ctx, crd); err != nil {
				return nil, nil, err
			}
			markDeleting(crd)
			return crd, nil, nil
		}, len(options.DryRun) > 0, nil)
	if err != nil {
		resource := apiextensions.Resource("customresourcedefinitions")
		err = storeerr.InterpretGetError(err, resource, name)
		err = storeerr.InterpretUpdateError(err, resource, name)
		if _, ok := err.(*apierrors.StatusError); !ok {
			err = apierrors.NewInternalError(err)
		}
		return nil, false, err
	}
	return out, false, nil
}

// markDeleting sets what the first delete of a CRD sets.
// Upstream: the SimpleUpdate func in (*REST).Delete.
func markDeleting(crd *apiextensions.CustomResourceDefinition) {
	if crd.DeletionTimestamp.IsZero() {
		now := metav1.Now().Rfc3339Copy()
		crd.DeletionTimestamp = &now
	}
	if !apiextensions.CRDHasFinalizer(crd, apiextensions.CustomResourceCleanupFinalizer) {
		crd.Finalizers = append(crd.Finalizers, apiextensions.CustomResourceCleanupFinalizer)
	}
	apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
		Type:    apiextensions.Terminating,
		Status:  apiextensions.ConditionTrue,
		Reason:  "InstanceDeletionPending",
		Message: "CustomResourceDefinition marked for deletion; instance deletion will begin soon",
	})
}

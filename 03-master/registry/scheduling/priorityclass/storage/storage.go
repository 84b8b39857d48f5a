package storage

import (
	"context"
	"errors"
	"fmt"
	"slices"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
	schedulingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/scheduling/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/scheduling/priorityclass"
)

// REST is the storage of priority classes: the generic Store with the
// priorityclass strategy, the short name "pc", protected system classes
// and a single global default.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
)

// NewREST returns the storage of priority classes on the storage
// optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &scheduling.PriorityClass{} },
		NewListFunc:               func() runtime.Object { return &scheduling.PriorityClassList{} },
		DefaultQualifiedResource:  scheduling.Resource("priorityclasses"),
		SingularQualifiedResource: scheduling.Resource("priorityclass"),

		CreateStrategy: priorityclass.Strategy,
		UpdateStrategy: priorityclass.Strategy,
		DeleteStrategy: priorityclass.Strategy,

		TableConvertor: printers.PriorityClasses,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what `kubectl get pc` finds priority classes by.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"pc"} }

// Delete refuses to delete a system priority class (403), and deletes
// any other.
// Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass/storage.(*REST).Delete.
func (r *REST) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	if slices.Contains(schedulingv1.SystemPriorityClassNames(), name) {
		return nil, false, apierrors.NewForbidden(scheduling.Resource("priorityclasses"), name, errors.New("this is a system priority class and cannot be deleted"))
	}
	return r.Store.Delete(ctx, name, deleteValidation, options)
}

// Create refuses a second global default, then creates.
// Upstream: the Create half of k8s.io/kubernetes/plugin/pkg/admission/priority.(*Plugin).validatePriorityClass.
func (r *REST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	validate := func(ctx context.Context, obj runtime.Object) error {
		if err := r.validateGlobalDefault(ctx, obj.(*scheduling.PriorityClass), false); err != nil {
			return err
		}
		if createValidation != nil {
			return createValidation(ctx, obj)
		}
		return nil
	}
	return r.Store.Create(ctx, obj, validate, options)
}

// Update refuses to make a class the global default while another one
// is, then updates.
// Upstream: the Update half of k8s.io/kubernetes/plugin/pkg/admission/priority.(*Plugin).validatePriorityClass.
func (r *REST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	validate := func(ctx context.Context, obj, old runtime.Object) error {
		if err := r.validateGlobalDefault(ctx, obj.(*scheduling.PriorityClass), true); err != nil {
			return err
		}
		if updateValidation != nil {
			return updateValidation(ctx, obj, old)
		}
		return nil
	}
	return r.Store.Update(ctx, name, objInfo, createValidation, validate, forceAllowCreate, options)
}

// validateGlobalDefault answers 403 when pc wants to be the global
// default and another class already is (on an update, the class itself
// may stay the default).
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/priority.(*Plugin).validatePriorityClass.
func (r *REST) validateGlobalDefault(ctx context.Context, pc *scheduling.PriorityClass, update bool) error {
	if !pc.GlobalDefault {
		return nil
	}
	list, err := r.Store.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		return fmt.Errorf("failed to get default priority class: %w", err)
	}
	for _, other := range list.(*scheduling.PriorityClassList).Items {
		if other.GlobalDefault && (!update || other.Name != pc.Name) {
			return apierrors.NewForbidden(scheduling.Resource("priorityclasses"), pc.Name,
				fmt.Errorf("PriorityClass %v is already marked as default. Only one default can exist", other.Name))
		}
	}
	return nil
}

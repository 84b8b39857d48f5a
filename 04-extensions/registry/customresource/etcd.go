package customresource

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// CustomResourceStorage holds the storages of one CRD version: the
// resource, and its status and scale subresources when the CRD has them
// (nil otherwise). All three share one Store.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.CustomResourceStorage.
type CustomResourceStorage struct {
	CustomResource *REST
	Status         *genericregistry.StatusREST
	Scale          *genericregistry.ScaleREST
}

// NewStorage returns the storages of one CRD version, whose objects are
// Unstructured of kind (lists of listKind). optsGetter decides the etcd
// prefix and the codec (the CRD's: JSON, in the storage version).
// replicasPathMapping maps every version of the CRD to the path of its
// spec replicas (nil: a version without a scale subresource), so that the
// scale subresource moves ownership of the replicas as a Deployment's
// does (managedfields.ScaleHandler).
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.NewStorage
// (which panics on an error; we return it).
func NewStorage(resource, singularResource schema.GroupResource, kind, listKind schema.GroupVersionKind,
	strategy customResourceStrategy, optsGetter generic.RESTOptionsGetter,
	categories []string, tableConvertor rest.TableConvertor, replicasPathMapping managedfields.ResourcePathMappings) (CustomResourceStorage, error) {
	store := &genericregistry.Store{
		NewFunc: func() runtime.Object {
			ret := &unstructured.Unstructured{}
			ret.SetGroupVersionKind(kind)
			return ret
		},
		NewListFunc: func() runtime.Object {
			ret := &unstructured.UnstructuredList{}
			ret.SetGroupVersionKind(listKind)
			return ret
		},
		PredicateFunc:             strategy.MatchCustomResourceDefinitionStorage,
		DefaultQualifiedResource:  resource,
		SingularQualifiedResource: singularResource,

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		TableConvertor: tableConvertor,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: strategy.GetAttrs}); err != nil {
		return CustomResourceStorage{}, err
	}
	s := CustomResourceStorage{CustomResource: &REST{Store: store, categories: categories}}
	if strategy.status != nil {
		s.Status = genericregistry.NewStatusREST(store, NewStatusStrategy(strategy))
	}
	if scale := strategy.scale; scale != nil {
		accessor := scaleAccessor(scale.SpecReplicasPath, scale.StatusReplicasPath, scale.LabelSelectorPath)
		accessor.ReplicasPaths, accessor.GroupVersion = replicasPathMapping, kind.GroupVersion()
		s.Scale = genericregistry.NewScaleREST(store, accessor)
	}
	return s, nil
}

// REST is the custom resource's storage: the registry Store, with the
// CRD's categories for kubectl get all.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.REST.
type REST struct {
	*genericregistry.Store
	categories []string
}

var _ rest.CategoriesProvider = &REST{}

// Categories are the CRD's spec.names.categories.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.(*REST).Categories.
func (r *REST) Categories() []string { return r.categories }

// scaleAccessor maps a custom resource onto a Scale through the paths of
// the CRD's scale subresource. A missing value reads as 0 replicas or
// an empty selector, as upstream.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource.scaleFromCustomResource
// and scaleUpdatedObjectInfo.UpdatedObject.
func scaleAccessor(specReplicasPath, statusReplicasPath string, labelSelectorPath *string) genericregistry.ScaleAccessor {
	return genericregistry.ScaleAccessor{
		Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
			u, ok := obj.(*unstructured.Unstructured)
			if !ok {
				return 0, 0, "", fmt.Errorf("expected an Unstructured custom resource, got %T", obj)
			}
			content := u.UnstructuredContent()
			specReplicas, _, err := unstructured.NestedInt64(content, pathFields(specReplicasPath)...)
			if err != nil {
				return 0, 0, "", err
			}
			statusReplicas, _, err := unstructured.NestedInt64(content, pathFields(statusReplicasPath)...)
			if err != nil {
				return 0, 0, "", err
			}
			if labelSelectorPath != nil {
				if selector, _, err = unstructured.NestedString(content, pathFields(*labelSelectorPath)...); err != nil {
					return 0, 0, "", err
				}
			}
			return int32(specReplicas), int32(statusReplicas), selector, nil
		},
		SetReplicas: func(obj runtime.Object, replicas int32) error {
			u, ok := obj.(*unstructured.Unstructured)
			if !ok {
				return fmt.Errorf("expected an Unstructured custom resource, got %T", obj)
			}
			return unstructured.SetNestedField(u.UnstructuredContent(), int64(replicas), pathFields(specReplicasPath)...)
		},
	}
}

package storage

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/statefulset"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// StatefulSetStorage holds the storages of stateful sets and of their
// status and scale subresources, which share one Store.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.StatefulSetStorage.
type StatefulSetStorage struct {
	StatefulSet *REST
	Status      *genericregistry.StatusREST
	Scale       *genericregistry.ScaleREST
}

// NewStorage returns the storages of statefulsets, statefulsets/status
// and statefulsets/scale, on the storage optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.NewStorage.
func NewStorage(optsGetter generic.RESTOptionsGetter) (StatefulSetStorage, error) {
	statefulSetRest, statefulSetStatusRest, err := NewREST(optsGetter)
	if err != nil {
		return StatefulSetStorage{}, err
	}
	return StatefulSetStorage{
		StatefulSet: statefulSetRest,
		Status:      statefulSetStatusRest,
		Scale:       genericregistry.NewScaleREST(statefulSetRest.Store, ScaleAccessor),
	}, nil
}

// REST is the statefulsets resource: the registry Store with kubectl's
// short name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for stateful sets besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for stateful sets and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apps.StatefulSet{} },
		NewListFunc:               func() runtime.Object { return &apps.StatefulSetList{} },
		DefaultQualifiedResource:  apps.Resource("statefulsets"),
		SingularQualifiedResource: apps.Resource("statefulset"),

		CreateStrategy: statefulset.Strategy,
		UpdateStrategy: statefulset.Strategy,
		DeleteStrategy: statefulset.Strategy,

		TableConvertor: printers.StatefulSets,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, statefulset.StatusStrategy), nil
}

// ShortNames: kubectl get sts.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"sts"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

// replicasPath is where every version keeps the replicas a Scale
// shows.
var replicasPath = fieldpath.MakePathOrDie("spec", "replicas")

// ScaleAccessor maps a stateful set onto a Scale: spec.replicas,
// status.replicas, and spec.selector in string form.
// Upstream: the replicas lines of
// k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.scaleFromStatefulSet
// and scaleUpdatedObjectInfo.UpdatedObject.
var ScaleAccessor = genericregistry.ScaleAccessor{
	Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
		ss, ok := obj.(*apps.StatefulSet)
		if !ok {
			return 0, 0, "", fmt.Errorf("expected existing object type to be StatefulSet, got %T", obj)
		}
		s, err := metav1.LabelSelectorAsSelector(ss.Spec.Selector)
		if err != nil {
			return 0, 0, "", err
		}
		return ss.Spec.Replicas, ss.Status.Replicas, s.String(), nil
	},
	SetReplicas: func(obj runtime.Object, replicas int32) error {
		ss, ok := obj.(*apps.StatefulSet)
		if !ok {
			return fmt.Errorf("expected existing object type to be StatefulSet, got %T", obj)
		}
		ss.Spec.Replicas = replicas
		return nil
	},
	// Upstream: k8s.io/kubernetes/pkg/registry/apps/statefulset/storage.replicasPathInStatefulSet.
	ReplicasPaths: managedfields.ResourcePathMappings{
		"apps/v1beta1": replicasPath,
		"apps/v1beta2": replicasPath,
		"apps/v1":      replicasPath,
	},
	GroupVersion: schema.GroupVersion{Group: "apps", Version: "v1"},
}

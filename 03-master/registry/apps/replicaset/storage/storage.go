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
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/replicaset"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// ReplicaSetStorage holds the storages of replica sets and of their
// status and scale subresources, which share one Store.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.ReplicaSetStorage
// (with per-resource StatusREST and ScaleREST types: we use the
// registry's, written once).
type ReplicaSetStorage struct {
	ReplicaSet *REST
	Status     *genericregistry.StatusREST
	Scale      *genericregistry.ScaleREST
}

// NewStorage returns the storages of replicasets, replicasets/status and
// replicasets/scale, on the storage optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.NewStorage.
func NewStorage(optsGetter generic.RESTOptionsGetter) (ReplicaSetStorage, error) {
	replicaSetRest, replicaSetStatusRest, err := NewREST(optsGetter)
	if err != nil {
		return ReplicaSetStorage{}, err
	}
	return ReplicaSetStorage{
		ReplicaSet: replicaSetRest,
		Status:     replicaSetStatusRest,
		Scale:      genericregistry.NewScaleREST(replicaSetRest.Store, ScaleAccessor),
	}, nil
}

// REST is the replicasets resource: the registry Store with kubectl's
// short name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for replica sets besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for replica sets and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apps.ReplicaSet{} },
		NewListFunc:               func() runtime.Object { return &apps.ReplicaSetList{} },
		DefaultQualifiedResource:  apps.Resource("replicasets"),
		SingularQualifiedResource: apps.Resource("replicaset"),

		CreateStrategy: replicaset.Strategy,
		UpdateStrategy: replicaset.Strategy,
		DeleteStrategy: replicaset.Strategy,

		TableConvertor: printers.ReplicaSets,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, replicaset.StatusStrategy), nil
}

// ShortNames: kubectl get rs.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"rs"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

// replicasPath is where every version keeps the replicas a Scale
// shows.
var replicasPath = fieldpath.MakePathOrDie("spec", "replicas")

// ScaleAccessor maps a replica set onto a Scale: spec.replicas,
// status.replicas, and spec.selector in string form.
// Upstream: the replicas lines of
// k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.scaleFromReplicaSet
// and scaleUpdatedObjectInfo.UpdatedObject.
var ScaleAccessor = genericregistry.ScaleAccessor{
	Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
		rs, ok := obj.(*apps.ReplicaSet)
		if !ok {
			return 0, 0, "", fmt.Errorf("expected existing object type to be ReplicaSet, got %T", obj)
		}
		s, err := metav1.LabelSelectorAsSelector(rs.Spec.Selector)
		if err != nil {
			return 0, 0, "", err
		}
		return rs.Spec.Replicas, rs.Status.Replicas, s.String(), nil
	},
	SetReplicas: func(obj runtime.Object, replicas int32) error {
		rs, ok := obj.(*apps.ReplicaSet)
		if !ok {
			return fmt.Errorf("expected existing object type to be ReplicaSet, got %T", obj)
		}
		rs.Spec.Replicas = replicas
		return nil
	},
	// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset/storage.replicasPathInReplicaSet.
	ReplicasPaths: managedfields.ResourcePathMappings{
		"apps/v1beta2": replicasPath,
		"apps/v1":      replicasPath,
	},
	GroupVersion: schema.GroupVersion{Group: "apps", Version: "v1"},
}

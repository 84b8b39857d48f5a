package storage

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/replicationcontroller"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// ControllerStorage holds the storages of replication controllers and of
// their status and scale subresources, which share one Store.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.ControllerStorage.
type ControllerStorage struct {
	Controller *REST
	Status     *genericregistry.StatusREST
	Scale      *genericregistry.ScaleREST
}

// NewStorage returns the storages of replicationcontrollers and their
// status and scale.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.NewStorage.
func NewStorage(optsGetter generic.RESTOptionsGetter) (ControllerStorage, error) {
	controller, status, err := NewREST(optsGetter)
	if err != nil {
		return ControllerStorage{}, err
	}
	return ControllerStorage{
		Controller: controller,
		Status:     status,
		Scale:      genericregistry.NewScaleREST(controller.Store, ScaleAccessor),
	}, nil
}

// REST is the storage of replication controllers.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST beyond the Store's, checked at compile time.
var (
	_ rest.StandardStorage    = &REST{}
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for replication controllers and its status
// subresource (keys under /controllers, upstream's historical prefix).
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &core.ReplicationController{} },
		NewListFunc:               func() runtime.Object { return &core.ReplicationControllerList{} },
		DefaultQualifiedResource:  core.Resource("replicationcontrollers"),
		SingularQualifiedResource: core.Resource("replicationcontroller"),

		CreateStrategy: replicationcontroller.Strategy,
		UpdateStrategy: replicationcontroller.Strategy,
		DeleteStrategy: replicationcontroller.Strategy,

		TableConvertor: printers.ReplicationControllers,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: replicationcontroller.GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, replicationcontroller.StatusStrategy), nil
}

// ShortNames: kubectl get rc.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"rc"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

// replicasPath is where every version keeps the replicas a Scale
// shows.
var replicasPath = fieldpath.MakePathOrDie("spec", "replicas")

// ScaleAccessor maps a replication controller onto a Scale: spec.replicas
// (0 when unset), status.replicas, and the selector map in string form.
// Upstream: the replicas lines of
// k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.scaleFromRC
// and scaleUpdatedObjectInfo.UpdatedObject.
var ScaleAccessor = genericregistry.ScaleAccessor{
	Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
		rc, ok := obj.(*core.ReplicationController)
		if !ok {
			return 0, 0, "", fmt.Errorf("expected existing object type to be ReplicationController, got %T", obj)
		}
		if rc.Spec.Replicas != nil {
			spec = *rc.Spec.Replicas
		}
		return spec, rc.Status.Replicas, labels.SelectorFromSet(rc.Spec.Selector).String(), nil
	},
	SetReplicas: func(obj runtime.Object, replicas int32) error {
		rc, ok := obj.(*core.ReplicationController)
		if !ok {
			return fmt.Errorf("expected existing object type to be ReplicationController, got %T", obj)
		}
		rc.Spec.Replicas = &replicas
		return nil
	},
	// Upstream: k8s.io/kubernetes/pkg/registry/core/replicationcontroller/storage.replicasPathInReplicationController.
	ReplicasPaths: managedfields.ResourcePathMappings{
		"v1": replicasPath,
	},
	GroupVersion: schema.GroupVersion{Group: "", Version: "v1"},
}

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
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/deployment"
	"github.com/kube-rebuilt/apiserver/03-master/registry/apps/printers"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// DeploymentStorage holds the storages of deployments and of their
// status and scale subresources, which share one Store.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.DeploymentStorage
// (which has a Rollback too, and per-resource StatusREST and ScaleREST
// types: we use the registry's, written once).
type DeploymentStorage struct {
	Deployment *REST
	Status     *genericregistry.StatusREST
	Scale      *genericregistry.ScaleREST
}

// NewStorage returns the storages of deployments, deployments/status and
// deployments/scale, on the storage optsGetter gives.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.NewStorage.
func NewStorage(optsGetter generic.RESTOptionsGetter) (DeploymentStorage, error) {
	deploymentRest, deploymentStatusRest, err := NewREST(optsGetter)
	if err != nil {
		return DeploymentStorage{}, err
	}
	return DeploymentStorage{
		Deployment: deploymentRest,
		Status:     deploymentStatusRest,
		Scale:      genericregistry.NewScaleREST(deploymentRest.Store, ScaleAccessor),
	}, nil
}

// REST is the deployments resource: the registry Store with kubectl's
// short name and the "all" category.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.REST.
type REST struct {
	*genericregistry.Store
}

// What discovery lists for deployments besides the verbs, checked at
// compile time.
var (
	_ rest.ShortNamesProvider = &REST{}
	_ rest.CategoriesProvider = &REST{}
)

// NewREST returns a Store for deployments and its status subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *genericregistry.StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apps.Deployment{} },
		NewListFunc:               func() runtime.Object { return &apps.DeploymentList{} },
		DefaultQualifiedResource:  apps.Resource("deployments"),
		SingularQualifiedResource: apps.Resource("deployment"),

		CreateStrategy: deployment.Strategy,
		UpdateStrategy: deployment.Strategy,
		DeleteStrategy: deployment.Strategy,

		TableConvertor: printers.Deployments,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, deployment.StatusStrategy), nil
}

// ShortNames: kubectl get deploy.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"deploy"} }

// Categories: kubectl get all.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"all"} }

// replicasPath is where every version keeps the replicas a Scale
// shows.
var replicasPath = fieldpath.MakePathOrDie("spec", "replicas")

// ScaleAccessor maps a deployment onto a Scale: spec.replicas,
// status.replicas, and spec.selector in string form (what an autoscaler
// lists pods with).
// Upstream: the replicas lines of
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleFromDeployment
// and scaleUpdatedObjectInfo.UpdatedObject.
var ScaleAccessor = genericregistry.ScaleAccessor{
	Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
		d, ok := obj.(*apps.Deployment)
		if !ok {
			return 0, 0, "", fmt.Errorf("expected existing object type to be Deployment, got %T", obj)
		}
		s, err := metav1.LabelSelectorAsSelector(d.Spec.Selector)
		if err != nil {
			return 0, 0, "", err
		}
		return d.Spec.Replicas, d.Status.Replicas, s.String(), nil
	},
	SetReplicas: func(obj runtime.Object, replicas int32) error {
		d, ok := obj.(*apps.Deployment)
		if !ok {
			return fmt.Errorf("expected existing object type to be Deployment, got %T", obj)
		}
		d.Spec.Replicas = replicas
		return nil
	},
	// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.replicasPathInDeployment.
	ReplicasPaths: managedfields.ResourcePathMappings{
		"apps/v1beta1": replicasPath,
		"apps/v1beta2": replicasPath,
		"apps/v1":      replicasPath,
	},
	GroupVersion: schema.GroupVersion{Group: "apps", Version: "v1"},
}

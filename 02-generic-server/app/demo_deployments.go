package app

import (
	"context"
	"fmt"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// DeploymentStorage holds the storages of deployments and their
// subresources, which share one store.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.DeploymentStorage.
type DeploymentStorage struct {
	Deployment *deploymentREST
	Status     *memory.StatusREST
	Scale      *ScaleREST
}

// deploymentREST is the deployments storage, with kubectl's short name
// and the "all" category (kubectl get all).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.REST.
type deploymentREST struct {
	*memory.Store
}

// ShortNames: kubectl get deploy.
func (r *deploymentREST) ShortNames() []string { return []string{"deploy"} }

// Categories: kubectl get all.
func (r *deploymentREST) Categories() []string { return []string{"all"} }

func newDeploymentStorage(revision *memory.Revision) (DeploymentStorage, error) {
	store := &memory.Store{
		NewFunc:                   func() runtime.Object { return &apps.Deployment{} },
		NewListFunc:               func() runtime.Object { return &apps.DeploymentList{} },
		DefaultQualifiedResource:  apps.Resource("deployments"),
		SingularQualifiedResource: apps.Resource("deployment"),
		Namespaced:                true,
		TableConvertor:            printers.Deployments,
		Revision:                  revision,
		PrepareForCreate:          prepareDeploymentForCreate,
		PrepareForUpdate:          prepareDeploymentForUpdate,
		Validate:                  validateDeployment,
		ValidateUpdate: func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			return validateDeployment(ctx, obj)
		},
	}
	if err := store.Complete(); err != nil {
		return DeploymentStorage{}, err
	}
	return DeploymentStorage{
		Deployment: &deploymentREST{store},
		Status:     memory.NewStatusREST(store),
		Scale:      &ScaleREST{store: store},
	}, nil
}

// prepareDeploymentForCreate clears the status and starts the generation.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.PrepareForCreate.
func prepareDeploymentForCreate(ctx context.Context, obj runtime.Object) {
	deployment := obj.(*apps.Deployment)
	deployment.Status = apps.DeploymentStatus{}
	deployment.Generation = 1
}

// prepareDeploymentForUpdate counts a new generation when the spec or the
// annotations change (the store has kept the old status).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.PrepareForUpdate.
func prepareDeploymentForUpdate(ctx context.Context, obj, old runtime.Object) {
	newDeployment, oldDeployment := obj.(*apps.Deployment), old.(*apps.Deployment)
	if !reflect.DeepEqual(newDeployment.Spec, oldDeployment.Spec) ||
		!reflect.DeepEqual(newDeployment.Annotations, oldDeployment.Annotations) {
		newDeployment.Generation = oldDeployment.Generation + 1
	}
}

// validateDeployment checks what a deployment cannot work without: a
// selector that selects its own template, and containers with names and
// images. Upstream validates much more (ValidateDeploymentSpec); stage 03
// brings the real validation.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateDeployment.
func validateDeployment(ctx context.Context, obj runtime.Object) field.ErrorList {
	d := obj.(*apps.Deployment)
	var errs field.ErrorList
	specPath := field.NewPath("spec")
	if d.Spec.Replicas < 0 {
		errs = append(errs, field.Invalid(specPath.Child("replicas"), d.Spec.Replicas, "must be greater than or equal to 0"))
	}
	if d.Spec.Selector == nil {
		errs = append(errs, field.Required(specPath.Child("selector"), ""))
	} else if selector, err := metav1.LabelSelectorAsSelector(d.Spec.Selector); err != nil {
		errs = append(errs, field.Invalid(specPath.Child("selector"), d.Spec.Selector, err.Error()))
	} else if selector.Empty() {
		errs = append(errs, field.Invalid(specPath.Child("selector"), d.Spec.Selector, "empty selector is invalid for deployment"))
	} else if !selector.Matches(labels.Set(d.Spec.Template.Labels)) {
		errs = append(errs, field.Invalid(specPath.Child("template", "metadata", "labels"), d.Spec.Template.Labels, "`selector` does not match template `labels`"))
	}
	containersPath := specPath.Child("template", "spec", "containers")
	if len(d.Spec.Template.Spec.Containers) == 0 {
		errs = append(errs, field.Required(containersPath, ""))
	}
	for i, c := range d.Spec.Template.Spec.Containers {
		if c.Name == "" {
			errs = append(errs, field.Required(containersPath.Index(i).Child("name"), ""))
		}
		if c.Image == "" {
			errs = append(errs, field.Required(containersPath.Index(i).Child("image"), ""))
		}
	}
	return errs
}

// ScaleREST is deployments/scale: a deployment seen as an
// autoscaling/v1 Scale, whose spec.replicas is the deployment's.
// `kubectl scale` and autoscalers use it without knowing the kind.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.ScaleREST.
type ScaleREST struct {
	store *memory.Store
}

var (
	_ rest.Patcher                  = &ScaleREST{}
	_ rest.GroupVersionKindProvider = &ScaleREST{}
)

// GroupVersionKind is autoscaling/v1 Scale, whatever the group version
// serving it: what makes discovery list deployments/scale with group
// autoscaling and version v1.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).GroupVersionKind.
func (r *ScaleREST) GroupVersionKind(containingGV schema.GroupVersion) schema.GroupVersionKind {
	return autoscalingv1.SchemeGroupVersion.WithKind("Scale")
}

// New returns an empty internal Scale.
func (r *ScaleREST) New() runtime.Object { return &autoscaling.Scale{} }

// Destroy does nothing: the deployments store owns the data.
func (r *ScaleREST) Destroy() {}

// Get returns the deployment's Scale.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).Get.
func (r *ScaleREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	obj, err := r.store.Get(ctx, name, options)
	if err != nil {
		return nil, apierrors.NewNotFound(apps.Resource("deployments/scale"), name)
	}
	scale, err := scaleFromDeployment(obj.(*apps.Deployment))
	if err != nil {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("%v", err))
	}
	return scale, nil
}

// Update changes the deployment's replicas from a new Scale.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).Update.
func (r *ScaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, _, err := r.store.Update(ctx, name, &scaleUpdatedObjectInfo{name, objInfo}, nil, nil, false, options)
	if err != nil {
		return nil, false, err
	}
	newScale, err := scaleFromDeployment(obj.(*apps.Deployment))
	if err != nil {
		return nil, false, apierrors.NewBadRequest(fmt.Sprintf("%v", err))
	}
	return newScale, false, nil
}

// scaleFromDeployment returns a Scale for a deployment.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleFromDeployment.
func scaleFromDeployment(deployment *apps.Deployment) (*autoscaling.Scale, error) {
	selector, err := metav1.LabelSelectorAsSelector(deployment.Spec.Selector)
	if err != nil {
		return nil, err
	}
	return &autoscaling.Scale{
		ObjectMeta: metav1.ObjectMeta{
			Name:              deployment.Name,
			Namespace:         deployment.Namespace,
			UID:               deployment.UID,
			ResourceVersion:   deployment.ResourceVersion,
			CreationTimestamp: deployment.CreationTimestamp,
		},
		Spec:   autoscaling.ScaleSpec{Replicas: deployment.Spec.Replicas},
		Status: autoscaling.ScaleStatus{Replicas: deployment.Status.Replicas, Selector: selector.String()},
	}, nil
}

// scaleUpdatedObjectInfo transforms existing deployment -> existing scale
// -> new scale -> new deployment.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleUpdatedObjectInfo.
type scaleUpdatedObjectInfo struct {
	name       string
	reqObjInfo rest.UpdatedObjectInfo
}

func (i *scaleUpdatedObjectInfo) Preconditions() *metav1.Preconditions {
	return i.reqObjInfo.Preconditions()
}

func (i *scaleUpdatedObjectInfo) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	deployment, ok := oldObj.DeepCopyObject().(*apps.Deployment)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("expected existing object type to be Deployment, got %T", deployment))
	}
	oldScale, err := scaleFromDeployment(deployment)
	if err != nil {
		return nil, err
	}
	obj, err := i.reqObjInfo.UpdatedObject(ctx, oldScale)
	if err != nil {
		return nil, err
	}
	scale, ok := obj.(*autoscaling.Scale)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("expected input object type to be Scale, but %T", obj))
	}
	if scale.Spec.Replicas < 0 {
		return nil, apierrors.NewInvalid(autoscaling.Kind("Scale"), deployment.Name, field.ErrorList{
			field.Invalid(field.NewPath("spec", "replicas"), scale.Spec.Replicas, "must be greater than or equal to 0")})
	}
	// validate precondition if specified (resourceVersion matching is handled by storage)
	if len(scale.UID) > 0 && scale.UID != deployment.UID {
		return nil, apierrors.NewConflict(apps.Resource("deployments/scale"), deployment.Name,
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", scale.UID, deployment.UID))
	}
	// move replicas/resourceVersion fields to object and return
	deployment.Spec.Replicas = scale.Spec.Replicas
	deployment.ResourceVersion = scale.ResourceVersion
	return deployment, nil
}

package registry

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// ScaleAccessor is what a scale subresource needs to know of a kind: where
// its replicas live. Upstream writes these lines inside each resource's
// scaleFromDeployment / scaleFromReplicaSet and their UpdatedObject; we
// pass them in, so the registry never imports an API group.
// Upstream: the replicas lines of
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleFromDeployment
// and scaleUpdatedObjectInfo.UpdatedObject.
type ScaleAccessor struct {
	// Replicas returns the desired (spec) and observed (status) replicas
	// and the label selector of the pods counted, in string form
	// (labels.Selector.String, "app=web"). An error is a selector that
	// does not parse.
	Replicas func(obj runtime.Object) (spec, status int32, selector string, err error)
	// SetReplicas sets the desired replicas of obj, a copy of the stored
	// object.
	SetReplicas func(obj runtime.Object, replicas int32) error
	// ReplicasPaths maps each apiVersion of the object to the path of its
	// replicas, and GroupVersion is the version a Scale's writer comes to
	// own them in: with them, the Scale carries the managers of the
	// object's replicas and a write of the Scale moves their ownership
	// (managedfields.ScaleHandler). Nil: the Scale carries none.
	ReplicasPaths managedfields.ResourcePathMappings
	GroupVersion  schema.GroupVersion
}

// scaleHandler is the ScaleHandler of obj's managedFields, nil when the
// accessor maps no replicas paths.
func (a ScaleAccessor) scaleHandler(m metav1.Object) *managedfields.ScaleHandler {
	if a.ReplicasPaths == nil {
		return nil
	}
	return managedfields.NewScaleHandler(m.GetManagedFields(), a.GroupVersion, a.ReplicasPaths)
}

// ScaleREST is a scale subresource ("deployments/scale"): the object seen
// as an autoscaling Scale, whose spec.replicas is the object's. `kubectl
// scale` and autoscalers use it without knowing the kind. It stores
// nothing: GET reads the object through the Store, PUT and PATCH update it
// through the Store with an UpdatedObjectInfo that maps Scale onto
// replicas, so optimistic concurrency, the strategy and admission apply
// as on the main resource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.ScaleREST
// (and its twins for replicasets, statefulsets, replicationcontrollers);
// we write the pattern once, with a ScaleAccessor per kind.
type ScaleREST struct {
	store    *Store
	accessor ScaleAccessor
}

// The abilities of a scale subresource: get, update (and so patch), and
// a kind of its own (autoscaling/v1 Scale under any group).
var (
	_ rest.Storage                  = &ScaleREST{}
	_ rest.Getter                   = &ScaleREST{}
	_ rest.Updater                  = &ScaleREST{}
	_ rest.Patcher                  = &ScaleREST{}
	_ rest.Scoper                   = &ScaleREST{}
	_ rest.GroupVersionKindProvider = &ScaleREST{}
)

// NewScaleREST returns the scale subresource of store; accessor reads and
// writes the replicas of store's kind.
// Upstream: the Scale: &ScaleREST{store: store} line of
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.NewStorage.
func NewScaleREST(store *Store, accessor ScaleAccessor) *ScaleREST {
	return &ScaleREST{store: store, accessor: accessor}
}

// GroupVersionKind is autoscaling/v1 Scale, whatever the group version
// serving it: what makes discovery list deployments/scale with group
// autoscaling and version v1, and the handlers encode autoscaling/v1.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).GroupVersionKind.
func (r *ScaleREST) GroupVersionKind(containingGV schema.GroupVersion) schema.GroupVersionKind {
	return autoscalingv1.SchemeGroupVersion.WithKind("Scale")
}

// NamespaceScoped is the main resource's scope.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).NamespaceScoped.
func (r *ScaleREST) NamespaceScoped() bool { return r.store.NamespaceScoped() }

// New returns an empty internal Scale.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).New.
func (r *ScaleREST) New() runtime.Object { return &autoscaling.Scale{} }

// Destroy does nothing: the main resource's Store owns the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).Destroy.
func (r *ScaleREST) Destroy() {}

// Get returns the object's Scale. Upstream turns every error of the
// Store's Get into a NotFound of "deployments/scale"; we do so only for a
// NotFound, so that a timeout or a decoding error stays what it is.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).Get.
func (r *ScaleREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	obj, err := r.store.Get(ctx, name, options)
	if apierrors.IsNotFound(err) {
		return nil, apierrors.NewNotFound(r.scaleResource(), name)
	}
	if err != nil {
		return nil, err
	}
	scale, err := r.scaleFromObject(obj)
	if err != nil {
		return nil, apierrors.NewBadRequest(err.Error())
	}
	return scale, nil
}

// Update changes the object's replicas from a new Scale, which objInfo
// computes from the current one. It never creates: a scale needs an
// object to scale. The validation callbacks (admission) see Scales, as
// upstream's, not the object.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*ScaleREST).Update.
func (r *ScaleREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, _, err := r.store.Update(ctx, name, &scaleUpdatedObjectInfo{name: name, reqObjInfo: objInfo, scale: r},
		r.toScaleCreateValidation(createValidation), r.toScaleUpdateValidation(updateValidation), false, options)
	if err != nil {
		return nil, false, err
	}
	newScale, err := r.scaleFromObject(obj)
	if err != nil {
		return nil, false, apierrors.NewBadRequest(err.Error())
	}
	return newScale, false, nil
}

// scaleResource names the subresource in errors: deployments/scale in
// the group of deployments.
// Upstream: apps.Resource("deployments/scale") in
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.
func (r *ScaleREST) scaleResource() schema.GroupResource {
	gr := r.store.DefaultQualifiedResource
	return schema.GroupResource{Group: gr.Group, Resource: gr.Resource + "/scale"}
}

// scaleFromObject returns the Scale of obj: its identity and version from
// its metadata, its replicas and selector from the accessor.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleFromDeployment.
func (r *ScaleREST) scaleFromObject(obj runtime.Object) (*autoscaling.Scale, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	spec, status, selector, err := r.accessor.Replicas(obj)
	if err != nil {
		return nil, err
	}
	var managedFields []metav1.ManagedFieldsEntry
	if h := r.accessor.scaleHandler(m); h != nil {
		if managedFields, err = h.ToSubresource(); err != nil {
			return nil, err
		}
	}
	return &autoscaling.Scale{
		ObjectMeta: metav1.ObjectMeta{
			Name:              m.GetName(),
			Namespace:         m.GetNamespace(),
			UID:               m.GetUID(),
			ResourceVersion:   m.GetResourceVersion(),
			CreationTimestamp: m.GetCreationTimestamp(),
			ManagedFields:     managedFields,
		},
		Spec:   autoscaling.ScaleSpec{Replicas: spec},
		Status: autoscaling.ScaleStatus{Replicas: status, Selector: selector},
	}, nil
}

// toScaleCreateValidation shows the create validation callback a Scale.
// The Store calls it only when an update creates, which a scale never
// does; upstream wires it all the same.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.toScaleCreateValidation.
func (r *ScaleREST) toScaleCreateValidation(f rest.ValidateObjectFunc) rest.ValidateObjectFunc {
	if f == nil {
		return nil
	}
	return func(ctx context.Context, obj runtime.Object) error {
		scale, err := r.scaleFromObject(obj)
		if err != nil {
			return err
		}
		return f(ctx, scale)
	}
}

// toScaleUpdateValidation shows the update validation callback (admission)
// the new and old Scales rather than the objects: a scale request is
// admitted as an autoscaling Scale.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.toScaleUpdateValidation.
func (r *ScaleREST) toScaleUpdateValidation(f rest.ValidateObjectUpdateFunc) rest.ValidateObjectUpdateFunc {
	if f == nil {
		return nil
	}
	return func(ctx context.Context, obj, old runtime.Object) error {
		newScale, err := r.scaleFromObject(obj)
		if err != nil {
			return err
		}
		oldScale, err := r.scaleFromObject(old)
		if err != nil {
			return err
		}
		return f(ctx, newScale, oldScale)
	}
}

// scaleUpdatedObjectInfo turns the request's Scale update into an update
// of the object: stored object -> old Scale -> (the request) -> new Scale
// -> stored object with the new replicas and the new Scale's
// resourceVersion. The Store then compares that resourceVersion with the
// stored one (409 Conflict when stale; none means unconditional, if the
// strategy allows it).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleUpdatedObjectInfo.
type scaleUpdatedObjectInfo struct {
	name       string
	reqObjInfo rest.UpdatedObjectInfo
	scale      *ScaleREST
}

// Preconditions are the request's.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*scaleUpdatedObjectInfo).Preconditions.
func (i *scaleUpdatedObjectInfo) Preconditions() *metav1.Preconditions {
	return i.reqObjInfo.Preconditions()
}

// UpdatedObject maps the new Scale onto a copy of oldObj: its replicas,
// its resourceVersion, and (ScaleHandler.ToParent) who owns the replicas.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*scaleUpdatedObjectInfo).UpdatedObject.
func (i *scaleUpdatedObjectInfo) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	obj := oldObj.DeepCopyObject()
	m, err := meta.Accessor(obj)
	if err != nil {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("expected an object with metadata, got %T", oldObj))
	}
	// a zero resourceVersion: there is no stored object (the strategy
	// would let the Store create it; a scale never creates)
	if m.GetResourceVersion() == "" {
		return nil, apierrors.NewNotFound(i.scale.scaleResource(), i.name)
	}
	scale, err := i.newScale(ctx, obj)
	if err != nil {
		return nil, err
	}
	// resourceVersion is the Store's precondition; uid is ours
	if len(scale.UID) > 0 && scale.UID != m.GetUID() {
		return nil, apierrors.NewConflict(i.scale.scaleResource(), m.GetName(),
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", scale.UID, m.GetUID()))
	}
	if err := i.scale.accessor.SetReplicas(obj, scale.Spec.Replicas); err != nil {
		return nil, apierrors.NewBadRequest(err.Error())
	}
	m.SetResourceVersion(scale.ResourceVersion)
	// the Scale's writer owns the object's replicas now
	if h := i.scale.accessor.scaleHandler(m); h != nil {
		entries, err := h.ToParent(scale.ManagedFields)
		if err != nil {
			return nil, apierrors.NewBadRequest(err.Error())
		}
		m.SetManagedFields(entries)
	}
	return obj, nil
}

// newScale asks the request for the new Scale, given the Scale of obj,
// and validates it.
// Upstream: the "old scale -> new scale" and "validate" steps of
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*scaleUpdatedObjectInfo).UpdatedObject.
func (i *scaleUpdatedObjectInfo) newScale(ctx context.Context, obj runtime.Object) (*autoscaling.Scale, error) {
	oldScale, err := i.scale.scaleFromObject(obj)
	if err != nil {
		return nil, apierrors.NewBadRequest(err.Error())
	}
	newScaleObj, err := i.reqObjInfo.UpdatedObject(ctx, oldScale)
	if err != nil {
		return nil, err
	}
	if newScaleObj == nil {
		return nil, apierrors.NewBadRequest("nil update passed to Scale")
	}
	scale, ok := newScaleObj.(*autoscaling.Scale)
	if !ok {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("expected input object type to be Scale, but %T", newScaleObj))
	}
	if errs := validateScale(scale, i.scale.NamespaceScoped()); len(errs) > 0 {
		return nil, apierrors.NewInvalid(autoscaling.Kind("Scale"), i.name, errs)
	}
	return scale, nil
}

// validateScale checks a Scale's metadata and that spec.replicas is not
// negative. Upstream always requires a namespace (every built-in
// scalable kind is namespaced); we follow the Store's scope.
// Upstream: k8s.io/kubernetes/pkg/apis/autoscaling/validation.ValidateScale.
func validateScale(scale *autoscaling.Scale, requiresNamespace bool) field.ErrorList {
	errs := validation.ValidateObjectMeta(&scale.ObjectMeta, requiresNamespace, validation.NameIsDNSSubdomain, field.NewPath("metadata"))
	if scale.Spec.Replicas < 0 {
		errs = append(errs, field.Invalid(field.NewPath("spec", "replicas"), scale.Spec.Replicas, "must be greater than or equal to 0"))
	}
	return errs
}

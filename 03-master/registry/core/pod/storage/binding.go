package storage

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// BindingREST is pods/<name>/binding: the scheduler's way to place a pod.
// A Binding sets the pod's spec.nodeName (once: a bound pod answers 409),
// copies the binding's annotations onto the pod and marks it
// PodScheduled, in one compare-and-swap write.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.BindingREST.
type BindingREST struct {
	store *genericregistry.Store
}

// The abilities of BindingREST, checked at compile time.
var (
	_ rest.NamedCreater = &BindingREST{}
	_ rest.Scoper       = &BindingREST{}
)

// NewBindingREST binds the pods of store.
// Upstream: the Binding: &BindingREST{store: store} line of
// k8s.io/kubernetes/pkg/registry/core/pod/storage.NewStorage.
func NewBindingREST(store *genericregistry.Store) *BindingREST {
	return &BindingREST{store: store}
}

// NamespaceScoped is true: pods live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).NamespaceScoped.
func (r *BindingREST) NamespaceScoped() bool { return true }

// New returns an empty Binding.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).New.
func (r *BindingREST) New() runtime.Object { return &core.Binding{} }

// Destroy does nothing: the pods' Store is destroyed with pods.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).Destroy.
func (r *BindingREST) Destroy() {}

// Create binds pod name to the binding's target node and answers with a
// Success Status. A binding that fails validation is an internal error
// (500) carrying the field errors, as upstream words it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).Create.
func (r *BindingREST) Create(ctx context.Context, name string, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	binding, ok := obj.(*core.Binding)
	if !ok {
		return nil, errors.NewBadRequest(fmt.Sprintf("not a Binding object: %#v", obj))
	}
	if name != binding.Name {
		return nil, errors.NewBadRequest("name in URL does not match name in Binding object")
	}
	if errs := validation.ValidatePodBinding(binding); len(errs) != 0 {
		return nil, errors.NewInternalError(errs.ToAggregate())
	}
	if createValidation != nil {
		if err := createValidation(ctx, binding.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	dryRun := options != nil && len(options.DryRun) > 0
	if err := r.assignPod(ctx, binding, dryRun); err != nil {
		return nil, err
	}
	return &metav1.Status{Status: metav1.StatusSuccess}, nil
}

// assignPod writes the binding into the pod; an error that is not
// already an API status (the pod is bound, or being deleted) becomes a
// 409 on pods/binding.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).assignPod.
func (r *BindingREST) assignPod(ctx context.Context, binding *core.Binding, dryRun bool) error {
	err := r.setPodNodeAndMetadata(ctx, binding, dryRun)
	if err == nil {
		return nil
	}
	err = storeerr.InterpretGetError(err, core.Resource("pods"), binding.Name)
	err = storeerr.InterpretUpdateError(err, core.Resource("pods"), binding.Name)
	if _, ok := err.(*errors.StatusError); !ok {
		err = errors.NewConflict(core.Resource("pods/binding"), binding.Name, err)
	}
	return err
}

// setPodNodeAndMetadata is the compare-and-swap update: it refuses a pod
// being deleted, another pod of the same name (UID), a pod changed since
// the binding's resourceVersion, and a pod already bound.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*BindingREST).setPodNodeAndMetadata
// (which also refuses a pod with scheduling gates; we carry none).
func (r *BindingREST) setPodNodeAndMetadata(ctx context.Context, binding *core.Binding, dryRun bool) error {
	podKey, err := r.store.KeyFunc(ctx, binding.Name)
	if err != nil {
		return err
	}
	return r.store.Storage.GuaranteedUpdate(ctx, podKey, &core.Pod{}, false, nil, func(obj runtime.Object, _ storage.ResponseMeta) (runtime.Object, *uint64, error) {
		pod, ok := obj.(*core.Pod)
		if !ok {
			return nil, nil, fmt.Errorf("unexpected object: %#v", obj)
		}
		if pod.DeletionTimestamp != nil {
			return nil, nil, fmt.Errorf("pod %s is being deleted, cannot be assigned to a host", pod.Name)
		}
		if len(binding.UID) > 0 && pod.UID != binding.UID {
			return nil, nil, errors.NewConflict(core.Resource("pods"), binding.Name, fmt.Errorf("pod UID in binding doesn't match: expected %s, got %s", binding.UID, pod.UID))
		}
		if len(binding.ResourceVersion) > 0 && pod.ResourceVersion != binding.ResourceVersion {
			return nil, nil, errors.NewConflict(core.Resource("pods"), binding.Name, fmt.Errorf("resourceVersion in binding doesn't match: expected %s, got %s", binding.ResourceVersion, pod.ResourceVersion))
		}
		if pod.Spec.NodeName != "" {
			return nil, nil, fmt.Errorf("pod %v is already assigned to node %q", pod.Name, pod.Spec.NodeName)
		}
		pod.Spec.NodeName = binding.Target.Name
		if len(binding.Annotations) > 0 && pod.Annotations == nil {
			pod.Annotations = make(map[string]string, len(binding.Annotations))
		}
		for k, v := range binding.Annotations {
			pod.Annotations[k] = v
		}
		updatePodCondition(&pod.Status, core.PodCondition{Type: core.PodScheduled, Status: core.ConditionTrue})
		return pod, nil, nil
	}, dryRun, nil)
}

// updatePodCondition sets condition in status, keeping the old transition
// time when the status does not change.
// Upstream: k8s.io/kubernetes/pkg/api/v1/pod.UpdatePodCondition (internal
// twin in pkg/api/pod).
func updatePodCondition(status *core.PodStatus, condition core.PodCondition) {
	condition.LastTransitionTime = metav1.Now()
	for i := range status.Conditions {
		old := &status.Conditions[i]
		if old.Type != condition.Type {
			continue
		}
		if old.Status == condition.Status {
			condition.LastTransitionTime = old.LastTransitionTime
		}
		*old = condition
		return
	}
	status.Conditions = append(status.Conditions, condition)
}

// LegacyBindingREST is the bindings resource (POST
// /api/v1/namespaces/<ns>/bindings), the pre-subresource way to bind: the
// pod's name is the binding's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.LegacyBindingREST.
type LegacyBindingREST struct {
	bindingREST *BindingREST
}

// The abilities of LegacyBindingREST, checked at compile time.
var (
	_ rest.Creater = &LegacyBindingREST{}
	_ rest.Scoper  = &LegacyBindingREST{}
)

// NewLegacyBindingREST serves bindings through binding.
// Upstream: the LegacyBinding line of k8s.io/kubernetes/pkg/registry/core/pod/storage.NewStorage.
func NewLegacyBindingREST(binding *BindingREST) *LegacyBindingREST {
	return &LegacyBindingREST{bindingREST: binding}
}

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*LegacyBindingREST).NamespaceScoped.
func (r *LegacyBindingREST) NamespaceScoped() bool { return true }

// New returns an empty Binding.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*LegacyBindingREST).New.
func (r *LegacyBindingREST) New() runtime.Object { return &core.Binding{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*LegacyBindingREST).Destroy.
func (r *LegacyBindingREST) Destroy() {}

// GetSingularName is "binding".
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*LegacyBindingREST).GetSingularName.
func (r *LegacyBindingREST) GetSingularName() string { return "binding" }

// Create binds the pod the binding names.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*LegacyBindingREST).Create.
func (r *LegacyBindingREST) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	metadata, err := meta.Accessor(obj)
	if err != nil {
		return nil, errors.NewBadRequest(err.Error())
	}
	return r.bindingREST.Create(ctx, metadata.GetName(), obj, createValidation, options)
}

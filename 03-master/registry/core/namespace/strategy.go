package namespace

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// namespaceStrategy is the namespaces' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.
type namespaceStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.Strategy.
var Strategy = namespaceStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
	_ rest.RESTUpdateStrategy = FinalizeStrategy
)

// NamespaceScoped is false: namespaces are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.NamespaceScoped.
func (namespaceStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate sets the status to Active and makes sure the
// `kubernetes` finalizer is in spec.finalizers: the namespace controller
// removes it once the namespace is empty, and only then can it go.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.PrepareForCreate.
func (namespaceStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	ns := obj.(*core.Namespace)
	ns.Status = core.NamespaceStatus{Phase: core.NamespaceActive}
	for _, f := range ns.Spec.Finalizers {
		if f == core.FinalizerKubernetes {
			return
		}
	}
	ns.Spec.Finalizers = append(ns.Spec.Finalizers, core.FinalizerKubernetes)
}

// PrepareForUpdate keeps the stored spec.finalizers (only the finalize
// subresource changes them) and status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.PrepareForUpdate.
func (namespaceStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newNamespace, oldNamespace := obj.(*core.Namespace), old.(*core.Namespace)
	newNamespace.Spec.Finalizers = oldNamespace.Spec.Finalizers
	newNamespace.Status = oldNamespace.Status
}

// Validate checks a new namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.Validate.
func (namespaceStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateNamespace(obj.(*core.Namespace))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.WarningsOnCreate.
func (namespaceStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize sets the kubernetes.io/metadata.name label to the name.
// Defaulting does it too, but a generated name is only known now.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.Canonicalize.
func (namespaceStrategy) Canonicalize(obj runtime.Object) {
	ns := obj.(*core.Namespace)
	if ns.Labels == nil {
		ns.Labels = map[string]string{}
	}
	ns.Labels[corev1.LabelMetadataName] = ns.Name
}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.AllowCreateOnUpdate.
func (namespaceStrategy) AllowCreateOnUpdate() bool { return false }

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.AllowUnconditionalUpdate.
func (namespaceStrategy) AllowUnconditionalUpdate() bool { return true }

// ValidateUpdate checks an update against the stored namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.ValidateUpdate.
func (namespaceStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	errs := validation.ValidateNamespace(obj.(*core.Namespace))
	return append(errs, validation.ValidateNamespaceUpdate(obj.(*core.Namespace), old.(*core.Namespace))...)
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.WarningsOnUpdate.
func (namespaceStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// namespaceStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStatusStrategy.
type namespaceStatusStrategy struct {
	namespaceStrategy
}

// StatusStrategy is the strategy of namespaces/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.StatusStrategy.
var StatusStrategy = namespaceStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStatusStrategy.PrepareForUpdate.
func (namespaceStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.Namespace).Spec = old.(*core.Namespace).Spec
}

// ValidateUpdate checks the phase against the deletionTimestamp.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStatusStrategy.ValidateUpdate.
func (namespaceStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateNamespaceStatusUpdate(obj.(*core.Namespace), old.(*core.Namespace))
}

// namespaceFinalizeStrategy updates only spec.finalizers.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceFinalizeStrategy.
type namespaceFinalizeStrategy struct {
	namespaceStrategy
}

// FinalizeStrategy is the strategy of namespaces/finalize.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.FinalizeStrategy.
var FinalizeStrategy = namespaceFinalizeStrategy{Strategy}

// PrepareForUpdate keeps the stored status; the new spec.finalizers win.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceFinalizeStrategy.PrepareForUpdate.
func (namespaceFinalizeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.Namespace).Status = old.(*core.Namespace).Status
}

// ValidateUpdate checks the new finalizers.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceFinalizeStrategy.ValidateUpdate.
func (namespaceFinalizeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateNamespaceFinalizeUpdate(obj.(*core.Namespace), old.(*core.Namespace))
}

// GetAttrs returns a namespace's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	ns, ok := obj.(*core.Namespace)
	if !ok {
		return nil, nil, fmt.Errorf("not a namespace: %T", obj)
	}
	return labels.Set(ns.Labels), NamespaceToSelectableFields(ns), nil
}

// NamespaceToSelectableFields returns metadata.name, status.phase and the
// legacy "name".
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.NamespaceToSelectableFields.
func NamespaceToSelectableFields(namespace *core.Namespace) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{
		"status.phase": string(namespace.Status.Phase),
		"name":         namespace.Name, // kept for old clients
	}, &namespace.ObjectMeta, false)
}

// GetResetFields is status: PrepareForCreate and PrepareForUpdate keep
// the stored status, so an apply to namespaces never owns it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStrategy.GetResetFields.
func (namespaceStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status"))}
}

// GetResetFields is what namespaces/status keeps from the stored object:
// `spec`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/namespace.namespaceStatusStrategy.GetResetFields.
func (namespaceStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))}
}

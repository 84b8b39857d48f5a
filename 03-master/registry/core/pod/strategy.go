package pod

import (
	"context"
	"fmt"
	"strconv"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// podStrategy is the pods' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.
type podStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of pods.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.Strategy.
var Strategy = podStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy         = Strategy
	_ rest.RESTUpdateStrategy         = Strategy
	_ rest.RESTDeleteStrategy         = Strategy
	_ rest.RESTGracefulDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy         = StatusStrategy
)

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.NamespaceScoped.
func (podStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate resets the status to Pending (a kubelet reports the
// rest) with the pod's QOS class, which never changes after, and starts
// the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.PrepareForCreate
// (which also drops disabled fields).
func (podStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	pod := obj.(*core.Pod)
	pod.Status = core.PodStatus{Phase: core.PodPending, QOSClass: computePodQOS(pod)}
	pod.Generation = 1
}

// PrepareForUpdate keeps the stored status, and bumps the generation
// when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.PrepareForUpdate
// and updatePodGeneration.
func (podStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPod, oldPod := obj.(*core.Pod), old.(*core.Pod)
	newPod.Status = oldPod.Status
	if !validation.SemanticDeepEqual(newPod.Spec, oldPod.Spec) {
		newPod.Generation = oldPod.Generation + 1
	}
}

// Validate checks a new pod.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.Validate.
func (podStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePodCreate(obj.(*core.Pod))
}

// WarningsOnCreate warns of a name that is no DNS label (it becomes the
// pod's hostname) and of deprecated node labels and annotations.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.WarningsOnCreate.
func (podStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newPod := obj.(*core.Pod)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newPod.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in the Pod's hostname, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPod(newPod, nil)...)
}

// Canonicalize leaves the pod as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.Canonicalize.
func (podStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.AllowCreateOnUpdate.
func (podStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update: mostly, that the spec did not change
// beyond images and a few others.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.ValidateUpdate.
func (podStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodUpdate(obj.(*core.Pod), old.(*core.Pod))
}

// WarningsOnUpdate warns of deprecated node labels and annotations.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.WarningsOnUpdate.
func (podStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return podutil.GetWarningsForPod(obj.(*core.Pod), old.(*core.Pod))
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.AllowUnconditionalUpdate.
func (podStrategy) AllowUnconditionalUpdate() bool { return true }

// CheckGracefulDelete makes a pod's delete graceful, with the pod's
// terminationGracePeriodSeconds unless the client gave a period. A pod
// no kubelet runs (unscheduled, or finished) has nobody to wait for: its
// period is 0, so it goes at once. With no scheduler in this server,
// that is every pod.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.CheckGracefulDelete.
func (podStrategy) CheckGracefulDelete(ctx context.Context, obj runtime.Object, options *metav1.DeleteOptions) bool {
	if options == nil {
		return false
	}
	pod := obj.(*core.Pod)
	period := int64(0)
	switch {
	case options.GracePeriodSeconds != nil:
		period = *options.GracePeriodSeconds
	case pod.Spec.TerminationGracePeriodSeconds != nil:
		period = *pod.Spec.TerminationGracePeriodSeconds
	}
	if pod.Spec.NodeName == "" || pod.Status.Phase == core.PodFailed || pod.Status.Phase == core.PodSucceeded {
		period = 0
	}
	options.GracePeriodSeconds = &period
	return true
}

// podStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStatusStrategy.
type podStatusStrategy struct {
	podStrategy
}

// StatusStrategy is the strategy of pods/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.StatusStrategy.
var StatusStrategy = podStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec, metadata a status writer may
// not touch, and owner references (old kubelets corrupt them).
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStatusStrategy.PrepareForUpdate.
func (podStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newPod, oldPod := obj.(*core.Pod), old.(*core.Pod)
	newPod.Spec = oldPod.Spec
	newPod.Generation = oldPod.Generation
	newPod.OwnerReferences = oldPod.OwnerReferences
	// The QOS class is set at creation; old kubelets dropped it from the
	// status they wrote: it comes back.
	if newPod.Status.QOSClass == "" {
		newPod.Status.QOSClass = oldPod.Status.QOSClass
	}
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStatusStrategy.ValidateUpdate.
func (podStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodStatusUpdate(obj.(*core.Pod), old.(*core.Pod))
}

// GetAttrs returns a pod's labels and selectable fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	pod, ok := obj.(*core.Pod)
	if !ok {
		return nil, nil, fmt.Errorf("not a pod: %T", obj)
	}
	return labels.Set(pod.Labels), ToSelectableFields(pod), nil
}

// ToSelectableFields returns the fields a pod's field selector may name:
// spec.nodeName (a kubelet's watch), spec.restartPolicy,
// spec.schedulerName, spec.serviceAccountName, spec.hostNetwork,
// status.phase, status.podIP, status.nominatedNodeName, and the metadata.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.ToSelectableFields.
func ToSelectableFields(pod *core.Pod) fields.Set {
	hostNetwork := false
	if pod.Spec.SecurityContext != nil {
		hostNetwork = pod.Spec.SecurityContext.HostNetwork
	}
	podIP := ""
	if len(pod.Status.PodIPs) > 0 {
		podIP = pod.Status.PodIPs[0].IP
	}
	return generic.AddObjectMetaFieldsSet(fields.Set{
		"spec.nodeName":            pod.Spec.NodeName,
		"spec.restartPolicy":       string(pod.Spec.RestartPolicy),
		"spec.schedulerName":       pod.Spec.SchedulerName,
		"spec.serviceAccountName":  pod.Spec.ServiceAccountName,
		"spec.hostNetwork":         strconv.FormatBool(hostNetwork),
		"status.phase":             string(pod.Status.Phase),
		"status.podIP":             podIP,
		"status.nominatedNodeName": pod.Status.NominatedNodeName,
	}, &pod.ObjectMeta, true)
}

// GetResetFields is status: PrepareForCreate and PrepareForUpdate keep
// the stored status, so an apply to pods never owns it.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStrategy.GetResetFields.
func (podStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status"))}
}

// GetResetFields is what pods/status keeps from the stored object:
// `spec`, `metadata.deletionTimestamp`, `metadata.ownerReferences`.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.podStatusStrategy.GetResetFields.
func (podStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("metadata", "deletionTimestamp"), fieldpath.MakePathOrDie("metadata", "ownerReferences"))}
}

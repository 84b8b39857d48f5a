package v1beta1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Hand-written conversions for the pairs whose shapes differ between
// apps/v1beta1 and the internal types. RollbackTo is not among them: both
// sides have it, so the fallback copies it. Deployment, DeploymentStatus,
// DeploymentStrategy, Scale and ScaleSpec are the fallback too.

// addConversionFuncs registers the hand-written conversions.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.addConversionFuncs
// (plus the registrations in its generated code).
func addConversionFuncs(scheme *runtime.Scheme) error {
	funcs := []struct {
		in, out interface{}
		fn      conversion.ConversionFunc
	}{
		{(*DeploymentSpec)(nil), (*apps.DeploymentSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec(a.(*DeploymentSpec), b.(*apps.DeploymentSpec), s)
		}},
		{(*apps.DeploymentSpec)(nil), (*DeploymentSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec(a.(*apps.DeploymentSpec), b.(*DeploymentSpec), s)
		}},
		{(*RollingUpdateDeployment)(nil), (*apps.RollingUpdateDeployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1beta1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment(a.(*RollingUpdateDeployment), b.(*apps.RollingUpdateDeployment), s)
		}},
		{(*apps.RollingUpdateDeployment)(nil), (*RollingUpdateDeployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_RollingUpdateDeployment_To_v1beta1_RollingUpdateDeployment(a.(*apps.RollingUpdateDeployment), b.(*RollingUpdateDeployment), s)
		}},
		{(*ScaleStatus)(nil), (*autoscaling.ScaleStatus)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus(a.(*ScaleStatus), b.(*autoscaling.ScaleStatus), s)
		}},
		{(*autoscaling.ScaleStatus)(nil), (*ScaleStatus)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus(a.(*autoscaling.ScaleStatus), b.(*ScaleStatus), s)
		}},
	}
	for _, f := range funcs {
		if err := scheme.AddConversionFunc(f.in, f.out, f.fn); err != nil {
			return err
		}
	}
	return nil
}

// Convert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec converts the spec,
// replicas from pointer to value; rollbackTo goes across as it is.
// Upstream: the generated function of the same name.
func Convert_v1beta1_DeploymentSpec_To_apps_DeploymentSpec(in *DeploymentSpec, out *apps.DeploymentSpec, s conversion.Scope) error {
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	if err := corev1.Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec(&in.Template, &out.Template, s); err != nil {
		return err
	}
	return convertFields(s,
		&in.Selector, &out.Selector,
		&in.Strategy, &out.Strategy,
		&in.MinReadySeconds, &out.MinReadySeconds,
		&in.RevisionHistoryLimit, &out.RevisionHistoryLimit,
		&in.Paused, &out.Paused,
		&in.RollbackTo, &out.RollbackTo,
		&in.ProgressDeadlineSeconds, &out.ProgressDeadlineSeconds,
	)
}

// Convert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec converts the spec,
// replicas from value to pointer.
// Upstream: the generated function of the same name.
func Convert_apps_DeploymentSpec_To_v1beta1_DeploymentSpec(in *apps.DeploymentSpec, out *DeploymentSpec, s conversion.Scope) error {
	out.Replicas = ptrTo(in.Replicas)
	if err := corev1.Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec(&in.Template, &out.Template, s); err != nil {
		return err
	}
	return convertFields(s,
		&in.Selector, &out.Selector,
		&in.Strategy, &out.Strategy,
		&in.MinReadySeconds, &out.MinReadySeconds,
		&in.RevisionHistoryLimit, &out.RevisionHistoryLimit,
		&in.Paused, &out.Paused,
		&in.RollbackTo, &out.RollbackTo,
		&in.ProgressDeadlineSeconds, &out.ProgressDeadlineSeconds,
	)
}

// Convert_v1beta1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment
// turns the pointer bounds into values.
// Upstream: the generated function of the same name.
func Convert_v1beta1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment(in *RollingUpdateDeployment, out *apps.RollingUpdateDeployment, s conversion.Scope) error {
	if in.MaxUnavailable != nil {
		out.MaxUnavailable = *in.MaxUnavailable
	}
	if in.MaxSurge != nil {
		out.MaxSurge = *in.MaxSurge
	}
	return nil
}

// Convert_apps_RollingUpdateDeployment_To_v1beta1_RollingUpdateDeployment
// turns the value bounds into pointers.
// Upstream: the generated function of the same name.
func Convert_apps_RollingUpdateDeployment_To_v1beta1_RollingUpdateDeployment(in *apps.RollingUpdateDeployment, out *RollingUpdateDeployment, s conversion.Scope) error {
	out.MaxUnavailable = ptrTo(in.MaxUnavailable)
	out.MaxSurge = ptrTo(in.MaxSurge)
	return nil
}

// Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus picks the string
// selector if set, else writes the map as "k1=v1,k2=v2" (keys sorted).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus.
func Convert_v1beta1_ScaleStatus_To_autoscaling_ScaleStatus(in *ScaleStatus, out *autoscaling.ScaleStatus, s conversion.Scope) error {
	out.Replicas = in.Replicas
	switch {
	case in.TargetSelector != "":
		out.Selector = in.TargetSelector
	case in.Selector != nil:
		out.Selector = labels.SelectorFromSet(labels.Set(in.Selector)).String()
	default:
		out.Selector = ""
	}
	return nil
}

// Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus keeps the string
// selector as targetSelector and, when it is only equalities, also fills
// the map form.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1beta1.Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus.
func Convert_autoscaling_ScaleStatus_To_v1beta1_ScaleStatus(in *autoscaling.ScaleStatus, out *ScaleStatus, s conversion.Scope) error {
	out.Replicas = in.Replicas
	out.TargetSelector = in.Selector
	out.Selector = nil
	selector, err := metav1.ParseToLabelSelector(in.Selector)
	if err != nil {
		return fmt.Errorf("failed to parse selector: %w", err)
	}
	if len(selector.MatchExpressions) == 0 {
		out.Selector = selector.MatchLabels
	}
	return nil
}

// convertFields converts each pair (source pointer, destination pointer)
// with the scope. Upstream's generated code spells each field out instead.
func convertFields(s conversion.Scope, pairs ...interface{}) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if err := s.Convert(pairs[i], pairs[i+1]); err != nil {
			return err
		}
	}
	return nil
}

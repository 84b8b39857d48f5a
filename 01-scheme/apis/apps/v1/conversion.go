package v1

import (
	"fmt"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Hand-written conversions for the pairs whose shapes differ between
// apps/v1 and the internal apps types; every other pair (DeploymentStatus,
// DeploymentStrategy, the lists, the pod template inside) is the
// Converter's field-by-field fallback, which calls the functions below
// where these pairs appear.

// addConversionFuncs registers the hand-written conversions.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	funcs := []struct {
		in, out interface{}
		fn      conversion.ConversionFunc
	}{
		{(*Deployment)(nil), (*apps.Deployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_Deployment_To_apps_Deployment(a.(*Deployment), b.(*apps.Deployment), s)
		}},
		{(*apps.Deployment)(nil), (*Deployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_Deployment_To_v1_Deployment(a.(*apps.Deployment), b.(*Deployment), s)
		}},
		{(*DeploymentSpec)(nil), (*apps.DeploymentSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_DeploymentSpec_To_apps_DeploymentSpec(a.(*DeploymentSpec), b.(*apps.DeploymentSpec), s)
		}},
		{(*apps.DeploymentSpec)(nil), (*DeploymentSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_DeploymentSpec_To_v1_DeploymentSpec(a.(*apps.DeploymentSpec), b.(*DeploymentSpec), s)
		}},
		{(*RollingUpdateDeployment)(nil), (*apps.RollingUpdateDeployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment(a.(*RollingUpdateDeployment), b.(*apps.RollingUpdateDeployment), s)
		}},
		{(*apps.RollingUpdateDeployment)(nil), (*RollingUpdateDeployment)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_RollingUpdateDeployment_To_v1_RollingUpdateDeployment(a.(*apps.RollingUpdateDeployment), b.(*RollingUpdateDeployment), s)
		}},
		{(*ReplicaSetSpec)(nil), (*apps.ReplicaSetSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_ReplicaSetSpec_To_apps_ReplicaSetSpec(a.(*ReplicaSetSpec), b.(*apps.ReplicaSetSpec), s)
		}},
		{(*apps.ReplicaSetSpec)(nil), (*ReplicaSetSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec(a.(*apps.ReplicaSetSpec), b.(*ReplicaSetSpec), s)
		}},
	}
	for _, f := range funcs {
		if err := scheme.AddConversionFunc(f.in, f.out, f.fn); err != nil {
			return err
		}
	}
	return nil
}

// Convert_v1_Deployment_To_apps_Deployment converts a deployment and moves
// the rollback revision from its annotation into Spec.RollbackTo; the
// annotation does not appear inside.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_Deployment_To_apps_Deployment.
func Convert_v1_Deployment_To_apps_Deployment(in *Deployment, out *apps.Deployment, s conversion.Scope) error {
	err := convertFields(s,
		&in.ObjectMeta, &out.ObjectMeta,
		&in.Spec, &out.Spec,
		&in.Status, &out.Status,
	)
	if err != nil {
		return err
	}
	out.Spec.RollbackTo = nil
	if revision := in.Annotations[DeprecatedRollbackTo]; revision != "" {
		revision64, err := strconv.ParseInt(revision, 10, 64)
		if err != nil {
			return fmt.Errorf("failed to parse annotation[%s]=%s as int64: %w", DeprecatedRollbackTo, revision, err)
		}
		out.Spec.RollbackTo = &apps.RollbackConfig{Revision: revision64}
		out.Annotations = withoutAnnotation(out.Annotations, DeprecatedRollbackTo)
	}
	return nil
}

// Convert_apps_Deployment_To_v1_Deployment converts a deployment and, as
// apps/v1 has no rollbackTo field, writes Spec.RollbackTo into the
// deprecated.deployment.rollback.to annotation so it survives the trip.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_Deployment_To_v1_Deployment.
func Convert_apps_Deployment_To_v1_Deployment(in *apps.Deployment, out *Deployment, s conversion.Scope) error {
	err := convertFields(s,
		&in.ObjectMeta, &out.ObjectMeta,
		&in.Spec, &out.Spec,
		&in.Status, &out.Status,
	)
	if err != nil {
		return err
	}
	if in.Spec.RollbackTo != nil {
		if out.Annotations == nil {
			out.Annotations = map[string]string{}
		}
		out.Annotations[DeprecatedRollbackTo] = strconv.FormatInt(in.Spec.RollbackTo.Revision, 10)
	} else {
		out.Annotations = withoutAnnotation(out.Annotations, DeprecatedRollbackTo)
	}
	return nil
}

// withoutAnnotation deletes key from annotations, a map the conversion
// made (never the input's). A map emptied so becomes nil, so an object
// that came in without annotations goes out without them; upstream leaves
// an empty map, which JSON and protobuf do not show either.
func withoutAnnotation(annotations map[string]string, key string) map[string]string {
	if _, found := annotations[key]; !found {
		return annotations
	}
	delete(annotations, key)
	if len(annotations) == 0 {
		return nil
	}
	return annotations
}

// Convert_v1_DeploymentSpec_To_apps_DeploymentSpec converts the spec; an
// unset replica count becomes 0 (defaulting has set it before this runs).
// There is no RollbackTo in apps/v1: the Deployment-level function fills it.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_DeploymentSpec_To_apps_DeploymentSpec.
func Convert_v1_DeploymentSpec_To_apps_DeploymentSpec(in *DeploymentSpec, out *apps.DeploymentSpec, s conversion.Scope) error {
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
		&in.ProgressDeadlineSeconds, &out.ProgressDeadlineSeconds,
	)
}

// Convert_apps_DeploymentSpec_To_v1_DeploymentSpec converts the spec,
// dropping RollbackTo (see Convert_apps_Deployment_To_v1_Deployment).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_DeploymentSpec_To_v1_DeploymentSpec.
func Convert_apps_DeploymentSpec_To_v1_DeploymentSpec(in *apps.DeploymentSpec, out *DeploymentSpec, s conversion.Scope) error {
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
		&in.ProgressDeadlineSeconds, &out.ProgressDeadlineSeconds,
	)
}

// Convert_v1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment turns
// the pointer bounds into values; an unset bound becomes the zero Int 0.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment.
func Convert_v1_RollingUpdateDeployment_To_apps_RollingUpdateDeployment(in *RollingUpdateDeployment, out *apps.RollingUpdateDeployment, s conversion.Scope) error {
	if in.MaxUnavailable != nil {
		out.MaxUnavailable = *in.MaxUnavailable
	}
	if in.MaxSurge != nil {
		out.MaxSurge = *in.MaxSurge
	}
	return nil
}

// Convert_apps_RollingUpdateDeployment_To_v1_RollingUpdateDeployment turns
// the value bounds into pointers, always set.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_RollingUpdateDeployment_To_v1_RollingUpdateDeployment.
func Convert_apps_RollingUpdateDeployment_To_v1_RollingUpdateDeployment(in *apps.RollingUpdateDeployment, out *RollingUpdateDeployment, s conversion.Scope) error {
	out.MaxUnavailable = ptrTo(in.MaxUnavailable)
	out.MaxSurge = ptrTo(in.MaxSurge)
	return nil
}

// Convert_v1_ReplicaSetSpec_To_apps_ReplicaSetSpec converts the spec,
// replicas from pointer to value.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_ReplicaSetSpec_To_apps_ReplicaSetSpec.
func Convert_v1_ReplicaSetSpec_To_apps_ReplicaSetSpec(in *ReplicaSetSpec, out *apps.ReplicaSetSpec, s conversion.Scope) error {
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	if err := corev1.Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec(&in.Template, &out.Template, s); err != nil {
		return err
	}
	return convertFields(s,
		&in.MinReadySeconds, &out.MinReadySeconds,
		&in.Selector, &out.Selector,
	)
}

// Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec converts the spec,
// replicas from value to pointer.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec.
func Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec(in *apps.ReplicaSetSpec, out *ReplicaSetSpec, s conversion.Scope) error {
	out.Replicas = ptrTo(in.Replicas)
	if err := corev1.Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec(&in.Template, &out.Template, s); err != nil {
		return err
	}
	return convertFields(s,
		&in.MinReadySeconds, &out.MinReadySeconds,
		&in.Selector, &out.Selector,
	)
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

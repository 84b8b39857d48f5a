package v1

import (
	"fmt"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
)

// Hand-written conversions of stateful sets and daemon sets, whose
// shapes differ from the internal ones as a deployment's do.

// Convert_v1_StatefulSetSpec_To_apps_StatefulSetSpec converts the spec,
// replicas from pointer to value.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_StatefulSetSpec_To_apps_StatefulSetSpec
// (which also clears the kind of each volume claim template: we carry none).
func Convert_v1_StatefulSetSpec_To_apps_StatefulSetSpec(in *StatefulSetSpec, out *apps.StatefulSetSpec, s conversion.Scope) error {
	if err := autoConvert_v1_StatefulSetSpec_To_apps_StatefulSetSpec(in, out, s); err != nil {
		return err
	}
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	return nil
}

// Convert_apps_StatefulSetSpec_To_v1_StatefulSetSpec converts the spec,
// replicas from value to pointer.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_StatefulSetSpec_To_v1_StatefulSetSpec.
func Convert_apps_StatefulSetSpec_To_v1_StatefulSetSpec(in *apps.StatefulSetSpec, out *StatefulSetSpec, s conversion.Scope) error {
	if err := autoConvert_apps_StatefulSetSpec_To_v1_StatefulSetSpec(in, out, s); err != nil {
		return err
	}
	out.Replicas = ptrTo(in.Replicas)
	return nil
}

// Convert_v1_RollingUpdateStatefulSetStrategy_To_apps_RollingUpdateStatefulSetStrategy
// converts the partition from pointer to value (unset: 0).
// Upstream: the generated function of the same name, through
// k8s.io/apimachinery/pkg/apis/meta/v1.Convert_Pointer_int32_To_int32.
func Convert_v1_RollingUpdateStatefulSetStrategy_To_apps_RollingUpdateStatefulSetStrategy(in *RollingUpdateStatefulSetStrategy, out *apps.RollingUpdateStatefulSetStrategy, s conversion.Scope) error {
	if err := autoConvert_v1_RollingUpdateStatefulSetStrategy_To_apps_RollingUpdateStatefulSetStrategy(in, out, s); err != nil {
		return err
	}
	out.Partition = 0
	if in.Partition != nil {
		out.Partition = *in.Partition
	}
	return nil
}

// Convert_apps_RollingUpdateStatefulSetStrategy_To_v1_RollingUpdateStatefulSetStrategy
// converts the partition from value to pointer.
// Upstream: the generated function of the same name, through
// k8s.io/apimachinery/pkg/apis/meta/v1.Convert_int32_To_Pointer_int32.
func Convert_apps_RollingUpdateStatefulSetStrategy_To_v1_RollingUpdateStatefulSetStrategy(in *apps.RollingUpdateStatefulSetStrategy, out *RollingUpdateStatefulSetStrategy, s conversion.Scope) error {
	if err := autoConvert_apps_RollingUpdateStatefulSetStrategy_To_v1_RollingUpdateStatefulSetStrategy(in, out, s); err != nil {
		return err
	}
	out.Partition = ptrTo(in.Partition)
	return nil
}

// Convert_v1_DaemonSet_To_apps_DaemonSet converts a daemon set and moves
// the template generation from its annotation into
// Spec.TemplateGeneration; the annotation does not appear inside.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_DaemonSet_To_apps_DaemonSet.
func Convert_v1_DaemonSet_To_apps_DaemonSet(in *DaemonSet, out *apps.DaemonSet, s conversion.Scope) error {
	if err := autoConvert_v1_DaemonSet_To_apps_DaemonSet(in, out, s); err != nil {
		return err
	}
	out.Spec.TemplateGeneration = 0
	if value, ok := in.Annotations[DeprecatedTemplateGeneration]; ok {
		value64, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return fmt.Errorf("failed to parse annotation[%s]=%s as int64: %w", DeprecatedTemplateGeneration, value, err)
		}
		out.Spec.TemplateGeneration = value64
		out.Annotations = withoutAnnotation(copyAnnotations(out.Annotations), DeprecatedTemplateGeneration)
	}
	return nil
}

// Convert_apps_DaemonSet_To_v1_DaemonSet converts a daemon set and writes
// Spec.TemplateGeneration into the deprecated.daemonset.template.generation
// annotation, always, as upstream does.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_DaemonSet_To_v1_DaemonSet.
func Convert_apps_DaemonSet_To_v1_DaemonSet(in *apps.DaemonSet, out *DaemonSet, s conversion.Scope) error {
	if err := autoConvert_apps_DaemonSet_To_v1_DaemonSet(in, out, s); err != nil {
		return err
	}
	out.Annotations = copyAnnotations(out.Annotations)
	out.Annotations[DeprecatedTemplateGeneration] = strconv.FormatInt(in.Spec.TemplateGeneration, 10)
	return nil
}

// Convert_v1_DaemonSetSpec_To_apps_DaemonSetSpec converts the spec;
// TemplateGeneration comes from the annotation (see
// Convert_v1_DaemonSet_To_apps_DaemonSet).
// Upstream: the generated function of the same name.
func Convert_v1_DaemonSetSpec_To_apps_DaemonSetSpec(in *DaemonSetSpec, out *apps.DaemonSetSpec, s conversion.Scope) error {
	return autoConvert_v1_DaemonSetSpec_To_apps_DaemonSetSpec(in, out, s)
}

// Convert_apps_DaemonSetSpec_To_v1_DaemonSetSpec converts the spec,
// dropping TemplateGeneration (see Convert_apps_DaemonSet_To_v1_DaemonSet).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_DaemonSetSpec_To_v1_DaemonSetSpec.
func Convert_apps_DaemonSetSpec_To_v1_DaemonSetSpec(in *apps.DaemonSetSpec, out *DaemonSetSpec, s conversion.Scope) error {
	return autoConvert_apps_DaemonSetSpec_To_v1_DaemonSetSpec(in, out, s)
}

// Convert_v1_RollingUpdateDaemonSet_To_apps_RollingUpdateDaemonSet turns
// the pointer bounds into values; an unset bound becomes the zero Int 0.
// Upstream: the generated function of the same name.
func Convert_v1_RollingUpdateDaemonSet_To_apps_RollingUpdateDaemonSet(in *RollingUpdateDaemonSet, out *apps.RollingUpdateDaemonSet, s conversion.Scope) error {
	if in.MaxUnavailable != nil {
		out.MaxUnavailable = *in.MaxUnavailable
	}
	if in.MaxSurge != nil {
		out.MaxSurge = *in.MaxSurge
	}
	return nil
}

// Convert_apps_RollingUpdateDaemonSet_To_v1_RollingUpdateDaemonSet turns
// the value bounds into pointers, always set.
// Upstream: the generated function of the same name.
func Convert_apps_RollingUpdateDaemonSet_To_v1_RollingUpdateDaemonSet(in *apps.RollingUpdateDaemonSet, out *RollingUpdateDaemonSet, s conversion.Scope) error {
	out.MaxUnavailable = ptrTo(in.MaxUnavailable)
	out.MaxSurge = ptrTo(in.MaxSurge)
	return nil
}

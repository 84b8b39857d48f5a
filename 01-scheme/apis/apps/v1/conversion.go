package v1

import (
	"fmt"
	"strconv"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
)

// Hand-written conversions for the pairs whose shapes differ between
// this version and the internal types. conversion-gen writes the rest
// (zz_generated.conversion.go): an autoConvert_* with the fields both
// sides share for every pair, which the functions below call first, and a
// Convert_* for every pair that needs nothing by hand. Its
// RegisterConversions registers these functions too.

// Convert_v1_Deployment_To_apps_Deployment converts a deployment and moves
// the rollback revision from its annotation into Spec.RollbackTo; the
// annotation does not appear inside.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_v1_Deployment_To_apps_Deployment.
func Convert_v1_Deployment_To_apps_Deployment(in *Deployment, out *apps.Deployment, s conversion.Scope) error {
	if err := autoConvert_v1_Deployment_To_apps_Deployment(in, out, s); err != nil {
		return err
	}
	out.Spec.RollbackTo = nil
	if revision := in.Annotations[DeprecatedRollbackTo]; revision != "" {
		revision64, err := strconv.ParseInt(revision, 10, 64)
		if err != nil {
			return fmt.Errorf("failed to parse annotation[%s]=%s as int64: %w", DeprecatedRollbackTo, revision, err)
		}
		out.Spec.RollbackTo = &apps.RollbackConfig{Revision: revision64}
		out.Annotations = withoutAnnotation(copyAnnotations(out.Annotations), DeprecatedRollbackTo)
	}
	return nil
}

// Convert_apps_Deployment_To_v1_Deployment converts a deployment and, as
// apps/v1 has no rollbackTo field, writes Spec.RollbackTo into the
// deprecated.deployment.rollback.to annotation so it survives the trip.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_Deployment_To_v1_Deployment.
func Convert_apps_Deployment_To_v1_Deployment(in *apps.Deployment, out *Deployment, s conversion.Scope) error {
	if err := autoConvert_apps_Deployment_To_v1_Deployment(in, out, s); err != nil {
		return err
	}
	if in.Spec.RollbackTo != nil {
		out.Annotations = copyAnnotations(out.Annotations)
		out.Annotations[DeprecatedRollbackTo] = strconv.FormatInt(in.Spec.RollbackTo.Revision, 10)
	} else if _, found := out.Annotations[DeprecatedRollbackTo]; found {
		out.Annotations = withoutAnnotation(copyAnnotations(out.Annotations), DeprecatedRollbackTo)
	}
	return nil
}

// copyAnnotations returns a copy of annotations (an empty map for nil):
// the generated conversion assigned out.ObjectMeta = in.ObjectMeta, so
// out's annotations are in's, which the functions above must not change.
// Upstream: deepCopyStringMap, in the same file.
func copyAnnotations(annotations map[string]string) map[string]string {
	out := make(map[string]string, len(annotations)+1)
	for k, v := range annotations {
		out[k] = v
	}
	return out
}

// withoutAnnotation deletes key from annotations, a copy the conversion
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
	if err := autoConvert_v1_DeploymentSpec_To_apps_DeploymentSpec(in, out, s); err != nil {
		return err
	}
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	return nil
}

// Convert_apps_DeploymentSpec_To_v1_DeploymentSpec converts the spec,
// dropping RollbackTo (see Convert_apps_Deployment_To_v1_Deployment).
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_DeploymentSpec_To_v1_DeploymentSpec.
func Convert_apps_DeploymentSpec_To_v1_DeploymentSpec(in *apps.DeploymentSpec, out *DeploymentSpec, s conversion.Scope) error {
	if err := autoConvert_apps_DeploymentSpec_To_v1_DeploymentSpec(in, out, s); err != nil {
		return err
	}
	out.Replicas = ptrTo(in.Replicas)
	return nil
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
	if err := autoConvert_v1_ReplicaSetSpec_To_apps_ReplicaSetSpec(in, out, s); err != nil {
		return err
	}
	if in.Replicas != nil {
		out.Replicas = *in.Replicas
	}
	return nil
}

// Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec converts the spec,
// replicas from value to pointer.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/v1.Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec.
func Convert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec(in *apps.ReplicaSetSpec, out *ReplicaSetSpec, s conversion.Scope) error {
	if err := autoConvert_apps_ReplicaSetSpec_To_v1_ReplicaSetSpec(in, out, s); err != nil {
		return err
	}
	out.Replicas = ptrTo(in.Replicas)
	return nil
}

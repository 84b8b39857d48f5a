package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Conversions between v1 and the internal types. conversion-gen writes
// a Convert_* function for every pair of types of the same name
// (zz_generated.conversion.go); where fields differ it writes only
// autoConvert_* with the fields both sides share, and the Convert_* below
// finish the job by hand. RegisterConversions registers the generated
// functions with AddGeneratedConversionFunc and these with
// AddConversionFunc, and generated code calls these directly wherever
// their pair appears (inside a Pod, inside a Deployment's template ...).

// addConversionFuncs registers the field selectors each kind supports;
// the conversion functions register themselves (RegisterConversions).
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	return addFieldLabelConversionFuncs(scheme)
}

// Convert_v1_PodSpec_To_core_PodSpec moves the host namespace switches
// into the security context and takes the deprecated serviceAccount as an
// alias: if both names are set, serviceAccountName wins.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_v1_PodSpec_To_core_PodSpec.
func Convert_v1_PodSpec_To_core_PodSpec(in *PodSpec, out *core.PodSpec, s conversion.Scope) error {
	if err := autoConvert_v1_PodSpec_To_core_PodSpec(in, out, s); err != nil {
		return err
	}
	if in.ServiceAccountName == "" {
		out.ServiceAccountName = in.DeprecatedServiceAccount
	}
	if out.SecurityContext == nil {
		out.SecurityContext = new(core.PodSecurityContext)
	}
	out.SecurityContext.HostNetwork = in.HostNetwork
	out.SecurityContext.HostPID = in.HostPID
	out.SecurityContext.HostIPC = in.HostIPC
	return nil
}

// Convert_core_PodSpec_To_v1_PodSpec writes the host namespace switches
// back to the top of the spec and fills the deprecated alias, so old
// clients that read serviceAccount still see the name.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_core_PodSpec_To_v1_PodSpec.
func Convert_core_PodSpec_To_v1_PodSpec(in *core.PodSpec, out *PodSpec, s conversion.Scope) error {
	if err := autoConvert_core_PodSpec_To_v1_PodSpec(in, out, s); err != nil {
		return err
	}
	out.DeprecatedServiceAccount = in.ServiceAccountName
	if in.SecurityContext != nil {
		out.HostNetwork = in.SecurityContext.HostNetwork
		out.HostPID = in.SecurityContext.HostPID
		out.HostIPC = in.SecurityContext.HostIPC
	}
	return nil
}

// Convert_core_PodSecurityContext_To_v1_PodSecurityContext converts the
// fields both sides share. The internal type also holds the host
// namespace switches, which v1 keeps in PodSpec:
// Convert_core_PodSpec_To_v1_PodSpec writes them there.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_core_PodSecurityContext_To_v1_PodSecurityContext.
func Convert_core_PodSecurityContext_To_v1_PodSecurityContext(in *core.PodSecurityContext, out *PodSecurityContext, s conversion.Scope) error {
	return autoConvert_core_PodSecurityContext_To_v1_PodSecurityContext(in, out, s)
}

// Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec converts a pod
// template; generated code of other groups calls it for the templates they
// hold. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec
// (which also drops the pre-1.8 init-container annotations; we do not).
func Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec(in *PodTemplateSpec, out *core.PodTemplateSpec, s conversion.Scope) error {
	return autoConvert_v1_PodTemplateSpec_To_core_PodTemplateSpec(in, out, s)
}

// Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec converts a pod
// template back. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec.
func Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec(in *core.PodTemplateSpec, out *PodTemplateSpec, s conversion.Scope) error {
	return autoConvert_core_PodTemplateSpec_To_v1_PodTemplateSpec(in, out, s)
}

// Convert_v1_Secret_To_core_Secret merges stringData into data, stringData
// winning. The reverse needs no function: the internal Secret has no
// stringData, so the generated conversion leaves it empty, and a secret read back
// never shows it. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_v1_Secret_To_core_Secret.
func Convert_v1_Secret_To_core_Secret(in *Secret, out *core.Secret, s conversion.Scope) error {
	if err := autoConvert_v1_Secret_To_core_Secret(in, out, s); err != nil {
		return err
	}
	if len(in.StringData) > 0 {
		// out.Data is in.Data (the generated conversion shares it): write
		// into a copy, so in keeps its own data.
		data := make(map[string][]byte, len(in.Data)+len(in.StringData))
		for k, v := range in.Data {
			data[k] = v
		}
		out.Data = data
		for k, v := range in.StringData {
			out.Data[k] = []byte(v)
		}
	}
	return nil
}

// addFieldLabelConversionFuncs registers the field selectors each kind
// supports beyond metadata.name and metadata.namespace (every kind gets
// those two from runtime.DefaultMetaV1FieldSelectorConversion). The
// registry of each resource must supply the same fields when it filters.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.addConversionFuncs and the
// AddFieldLabelConversionsFor* functions beside it.
func addFieldLabelConversionFuncs(scheme *runtime.Scheme) error {
	labels := []struct {
		kind   string
		fields []string
	}{
		{"Pod", []string{
			"metadata.name", "metadata.namespace",
			"spec.nodeName", "spec.restartPolicy", "spec.schedulerName",
			"spec.serviceAccountName", "spec.hostNetwork",
			"status.phase", "status.podIP", "status.podIPs", "status.nominatedNodeName",
		}},
		{"Event", []string{
			"involvedObject.kind", "involvedObject.namespace", "involvedObject.name",
			"involvedObject.uid", "involvedObject.apiVersion",
			"involvedObject.resourceVersion", "involvedObject.fieldPath",
			"reason", "reportingComponent", "source", "type",
			"metadata.namespace", "metadata.name",
		}},
		// A namespace has no namespace, so metadata.namespace is not offered.
		{"Namespace", []string{"status.phase", "metadata.name"}},
		{"Secret", []string{"type", "metadata.namespace", "metadata.name"}},
		// Nodes are cluster-scoped: metadata.name and the cordon flag.
		{"Node", []string{"metadata.name", "spec.unschedulable"}},
		{"ReplicationController", []string{"metadata.name", "metadata.namespace", "status.replicas"}},
	}
	for _, l := range labels {
		fn := allowFieldLabels(l.fields...)
		if l.kind == "Pod" {
			fn = podFieldLabelConversion(fn)
		}
		if err := scheme.AddFieldLabelConversionFunc(SchemeGroupVersion.WithKind(l.kind), fn); err != nil {
			return err
		}
	}
	return nil
}

// allowFieldLabels returns a conversion that passes the given labels
// through unchanged and rejects every other.
func allowFieldLabels(allowed ...string) runtime.FieldLabelConversionFunc {
	set := make(map[string]bool, len(allowed))
	for _, label := range allowed {
		set[label] = true
	}
	return func(label, value string) (string, string, error) {
		if !set[label] {
			return "", "", fmt.Errorf("field label not supported: %s", label)
		}
		return label, value, nil
	}
}

// podFieldLabelConversion adds the one rename upstream keeps for old v1
// clients: spec.host is spec.nodeName.
func podFieldLabelConversion(next runtime.FieldLabelConversionFunc) runtime.FieldLabelConversionFunc {
	return func(label, value string) (string, string, error) {
		if label == "spec.host" {
			return "spec.nodeName", value, nil
		}
		return next(label, value)
	}
}

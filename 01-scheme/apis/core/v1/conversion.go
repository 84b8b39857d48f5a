package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Conversions between v1 and the internal types. Most pairs need nothing
// here: the scheme's Converter copies fields of the same name, recursively.
// A function is registered only for a pair whose shapes differ; it wins
// over the fallback wherever that pair appears, at any depth (inside a
// Pod, inside a Deployment's template ...).
//
// Upstream, conversion-gen writes a Convert_* function for every pair in
// zz_generated.conversion.go; where it cannot (fields that differ), it
// writes autoConvert_* with the rest and leaves Convert_* to a human in
// conversion.go. The autoConvert_* functions below are those, by hand.

// addConversionFuncs registers the hand-written conversions and the field
// selectors each kind supports.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	funcs := []struct {
		in, out interface{}
		fn      conversion.ConversionFunc
	}{
		{(*PodSpec)(nil), (*core.PodSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_PodSpec_To_core_PodSpec(a.(*PodSpec), b.(*core.PodSpec), s)
		}},
		{(*core.PodSpec)(nil), (*PodSpec)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_core_PodSpec_To_v1_PodSpec(a.(*core.PodSpec), b.(*PodSpec), s)
		}},
		{(*Secret)(nil), (*core.Secret)(nil), func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_Secret_To_core_Secret(a.(*Secret), b.(*core.Secret), s)
		}},
	}
	for _, f := range funcs {
		if err := scheme.AddConversionFunc(f.in, f.out, f.fn); err != nil {
			return err
		}
	}
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

// autoConvert_v1_PodSpec_To_core_PodSpec converts the fields both sides
// share. Upstream: the generated function of the same name.
func autoConvert_v1_PodSpec_To_core_PodSpec(in *PodSpec, out *core.PodSpec, s conversion.Scope) error {
	return convertFields(s,
		&in.Volumes, &out.Volumes,
		&in.InitContainers, &out.InitContainers,
		&in.Containers, &out.Containers,
		&in.RestartPolicy, &out.RestartPolicy,
		&in.TerminationGracePeriodSeconds, &out.TerminationGracePeriodSeconds,
		&in.ActiveDeadlineSeconds, &out.ActiveDeadlineSeconds,
		&in.DNSPolicy, &out.DNSPolicy,
		&in.NodeSelector, &out.NodeSelector,
		&in.ServiceAccountName, &out.ServiceAccountName,
		&in.AutomountServiceAccountToken, &out.AutomountServiceAccountToken,
		&in.NodeName, &out.NodeName,
		&in.SecurityContext, &out.SecurityContext,
		&in.ImagePullSecrets, &out.ImagePullSecrets,
		&in.Hostname, &out.Hostname,
		&in.Subdomain, &out.Subdomain,
		&in.SchedulerName, &out.SchedulerName,
		&in.Tolerations, &out.Tolerations,
		&in.PriorityClassName, &out.PriorityClassName,
		&in.Priority, &out.Priority,
		&in.EnableServiceLinks, &out.EnableServiceLinks,
	)
}

// autoConvert_core_PodSpec_To_v1_PodSpec converts the fields both sides
// share. Upstream: the generated function of the same name.
func autoConvert_core_PodSpec_To_v1_PodSpec(in *core.PodSpec, out *PodSpec, s conversion.Scope) error {
	return convertFields(s,
		&in.Volumes, &out.Volumes,
		&in.InitContainers, &out.InitContainers,
		&in.Containers, &out.Containers,
		&in.RestartPolicy, &out.RestartPolicy,
		&in.TerminationGracePeriodSeconds, &out.TerminationGracePeriodSeconds,
		&in.ActiveDeadlineSeconds, &out.ActiveDeadlineSeconds,
		&in.DNSPolicy, &out.DNSPolicy,
		&in.NodeSelector, &out.NodeSelector,
		&in.ServiceAccountName, &out.ServiceAccountName,
		&in.AutomountServiceAccountToken, &out.AutomountServiceAccountToken,
		&in.NodeName, &out.NodeName,
		&in.SecurityContext, &out.SecurityContext,
		&in.ImagePullSecrets, &out.ImagePullSecrets,
		&in.Hostname, &out.Hostname,
		&in.Subdomain, &out.Subdomain,
		&in.SchedulerName, &out.SchedulerName,
		&in.Tolerations, &out.Tolerations,
		&in.PriorityClassName, &out.PriorityClassName,
		&in.Priority, &out.Priority,
		&in.EnableServiceLinks, &out.EnableServiceLinks,
	)
}

// Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec converts a pod
// template. Other groups call it directly for the templates they hold, so
// their conversions do not depend on core being registered in the same
// scheme. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec
// (which also drops the pre-1.8 init-container annotations; we do not).
func Convert_v1_PodTemplateSpec_To_core_PodTemplateSpec(in *PodTemplateSpec, out *core.PodTemplateSpec, s conversion.Scope) error {
	if err := s.Convert(&in.ObjectMeta, &out.ObjectMeta); err != nil {
		return err
	}
	return Convert_v1_PodSpec_To_core_PodSpec(&in.Spec, &out.Spec, s)
}

// Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec converts a pod
// template back. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec.
func Convert_core_PodTemplateSpec_To_v1_PodTemplateSpec(in *core.PodTemplateSpec, out *PodTemplateSpec, s conversion.Scope) error {
	if err := s.Convert(&in.ObjectMeta, &out.ObjectMeta); err != nil {
		return err
	}
	return Convert_core_PodSpec_To_v1_PodSpec(&in.Spec, &out.Spec, s)
}

// Convert_v1_Secret_To_core_Secret merges stringData into data, stringData
// winning. The reverse needs no function: the internal Secret has no
// stringData, so the fallback leaves it empty, and a secret read back
// never shows it. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.Convert_v1_Secret_To_core_Secret.
func Convert_v1_Secret_To_core_Secret(in *Secret, out *core.Secret, s conversion.Scope) error {
	err := convertFields(s,
		&in.TypeMeta, &out.TypeMeta,
		&in.ObjectMeta, &out.ObjectMeta,
		&in.Immutable, &out.Immutable,
		&in.Data, &out.Data,
		&in.Type, &out.Type,
	)
	if err != nil {
		return err
	}
	if len(in.StringData) > 0 {
		if out.Data == nil {
			out.Data = make(map[string][]byte, len(in.StringData))
		}
		for k, v := range in.StringData {
			out.Data[k] = []byte(v)
		}
	}
	return nil
}

// convertFields converts each pair (source pointer, destination pointer)
// with the scope, so nested values go through registered functions or the
// fallback. Upstream's generated code spells each field out instead.
func convertFields(s conversion.Scope, pairs ...interface{}) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if err := s.Convert(pairs[i], pairs[i+1]); err != nil {
			return err
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

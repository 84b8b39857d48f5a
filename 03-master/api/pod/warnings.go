package pod

import (
	"fmt"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// deprecatedNodeLabels are node labels a selector should no longer use,
// with what to use instead.
// Upstream: k8s.io/kubernetes/pkg/api/node.deprecatedNodeLabels.
var deprecatedNodeLabels = map[string]string{
	`beta.kubernetes.io/arch`:                       `deprecated since v1.14; use "kubernetes.io/arch" instead`,
	`beta.kubernetes.io/os`:                         `deprecated since v1.14; use "kubernetes.io/os" instead`,
	`failure-domain.beta.kubernetes.io/region`:      `deprecated since v1.17; use "topology.kubernetes.io/region" instead`,
	`failure-domain.beta.kubernetes.io/zone`:        `deprecated since v1.17; use "topology.kubernetes.io/zone" instead`,
	`beta.kubernetes.io/instance-type`:              `deprecated since v1.17; use "node.kubernetes.io/instance-type" instead`,
	`app.kubernetes.io/created-by`:                  `deprecated since v1.9`,
	`scheduler.alpha.kubernetes.io/preferAvoidPods`: `deprecated since v1.22; use Taints and Tolerations instead`,
	`node-role.kubernetes.io/master`:                `use "node-role.kubernetes.io/control-plane" instead`,
}

// deprecatedAnnotations are pod annotations that no longer do anything.
// Upstream: k8s.io/kubernetes/pkg/api/pod.deprecatedAnnotations.
var deprecatedAnnotations = []struct{ key, message string }{
	{`scheduler.alpha.kubernetes.io/critical-pod`, `non-functional in v1.16+; use the "priorityClassName" field instead`},
	{`security.alpha.kubernetes.io/sysctls`, `non-functional in v1.11+; use the "sysctls" field instead`},
	{`security.alpha.kubernetes.io/unsafe-sysctls`, `non-functional in v1.11+; use the "sysctls" field instead`},
}

// GetWarningsForPod returns the warnings for a pod being created or
// updated (old may be nil).
// Upstream: k8s.io/kubernetes/pkg/api/pod.GetWarningsForPod.
func GetWarningsForPod(pod, old *core.Pod) []string {
	if pod == nil {
		return nil
	}
	return warningsForPodSpecAndMeta(nil, &pod.Spec, &pod.ObjectMeta)
}

// GetWarningsForPodTemplate returns the warnings for the pod template at
// fieldPath of a deployment or replica set.
// Upstream: k8s.io/kubernetes/pkg/api/pod.GetWarningsForPodTemplate.
func GetWarningsForPodTemplate(fieldPath *field.Path, template *core.PodTemplateSpec) []string {
	if template == nil {
		return nil
	}
	return warningsForPodSpecAndMeta(fieldPath, &template.Spec, &template.ObjectMeta)
}

// warningsForPodSpecAndMeta checks the node selector and the annotations,
// in a stable order.
// Upstream: k8s.io/kubernetes/pkg/api/pod.warningsForPodSpecAndMeta.
func warningsForPodSpecAndMeta(fieldPath *field.Path, spec *core.PodSpec, meta *metav1.ObjectMeta) []string {
	var warnings []string
	keys := make([]string, 0, len(spec.NodeSelector))
	for k := range spec.NodeSelector {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if msg, deprecated := deprecatedNodeLabels[k]; deprecated {
			warnings = append(warnings, fmt.Sprintf("%s: %s", fieldPath.Child("spec", "nodeSelector").Key(k), msg))
		}
	}
	for _, d := range deprecatedAnnotations {
		if _, ok := meta.Annotations[d.key]; ok {
			warnings = append(warnings, fmt.Sprintf("%s: %s", fieldPath.Child("metadata", "annotations").Key(d.key), d.message))
		}
	}
	return warnings
}

// Package validation checks apps objects (deployments, replica sets) for
// the fields this project carries: metadata, a selector that is not empty
// and selects the pod template's labels, replica counts that are not
// negative, a rolling update that can make progress, a progress deadline
// longer than minReadySeconds, and a pod template with named containers
// that have images. The registry strategies of stage 03
// (03-master/registry/apps/...) call it; a failure becomes a 422 Invalid
// with one cause per field error, with upstream's field paths and
// messages, so `kubectl apply` prints what a real cluster would.
//
// Stage 03 adds it. Left out: the feature-gated fields we do not carry
// (pod replacement policy, ...), most of the pod template's validation
// (volumes, probes, resources, ports, security contexts: see
// validatePodTemplateSpec), and the label selector's own validation
// (operators and values of matchExpressions) beyond what
// metav1.LabelSelectorAsSelector refuses.
//
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.
package validation

// Package validation checks the policy group's objects
// (PodDisruptionBudget) with upstream's field paths and messages.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/policy/validation.
//
// Left out: the messages of each bad label selector requirement (one
// "invalid label selector" instead), the validation of status.conditions
// (metav1.Condition's rules), and the v1beta1 exceptions.
package validation

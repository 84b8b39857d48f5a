// Package storage builds the storage of priority classes on the registry
// Store (keys /registry/priorityclasses/<name>), with upstream's printer
// columns and short name "pc". Its Delete refuses the system classes, as
// upstream's; its Create and Update refuse a second global default.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass/storage,
// and, for the single global default, the PriorityClass half of the
// Priority admission plugin (k8s.io/kubernetes/plugin/pkg/admission/priority).
// Stage 03 has no admission chain, so the check runs with the
// create and update validation the handler passes to the Store, which is
// where a validating admission plugin's check runs too.
// Left out: the Priority plugin's other half, which resolves a pod's
// priorityClassName into spec.priority.
package storage

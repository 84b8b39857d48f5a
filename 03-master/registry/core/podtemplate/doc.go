// Package podtemplate holds the strategy of pod templates: a new template
// starts at generation 1 and a change of the template bumps it; the
// template is validated as a pod's spec.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/podtemplate.
//
// Left out: the pod template warnings and the dropping of feature-gated
// pod fields.
package podtemplate

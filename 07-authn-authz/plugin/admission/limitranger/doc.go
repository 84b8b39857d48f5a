// Package limitranger is the LimitRanger admission plugin: it applies a
// namespace's LimitRanges to the pods created there. As a mutating plugin
// it fills in each container's missing limits (Default) and requests
// (DefaultRequest); as a validating plugin it refuses, with 403
// Forbidden, a pod whose containers, or whose sum, fall outside Min and
// Max or exceed MaxLimitRequestRatio.
//
// Pods are checked on create only: their containers' resources cannot
// change afterwards (upstream also checks pods/resize, which we do not
// serve). It reads the LimitRanges through an informer and, when the
// informer has none for the namespace, lists them live (a LimitRange
// created a moment ago may not be in the informer yet), trusting that
// list for 30 seconds.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.
//
// Left out: PersistentVolumeClaim limits (our master serves no claims),
// the pods/resize subresource, pod-level resources, the
// LimitRangerActions extension interface, and singleflight around the
// live lookup.
package limitranger

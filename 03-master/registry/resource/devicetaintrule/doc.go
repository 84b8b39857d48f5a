// Package devicetaintrule holds the rules of devicetaintrules
// (resource.k8s.io): a taint put on every device its selector matches; the
// eviction controller writes its status.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule.
package devicetaintrule

// Package deviceclass holds the rules of deviceclasses (resource.k8s.io):
// a class of devices (selected by CEL expressions) and the configuration
// every claim for it gets.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass.
package deviceclass

// Package resourceclaimtemplate holds the rules of resourceclaimtemplates
// (resource.k8s.io): the claim spec the resource claim controller stamps
// out for each pod that names the template. The spec is immutable.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate.
package resourceclaimtemplate

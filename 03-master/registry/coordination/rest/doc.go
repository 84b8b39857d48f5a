// Package rest is the coordination.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (leases at v1) and
// installs it under /apis/coordination.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/coordination/rest.
// Left out: v1beta1 and v1alpha2 (leasecandidates), off by default upstream.
package rest

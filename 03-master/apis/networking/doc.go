// Package networking holds the internal types of the networking.k8s.io
// group: Ingresses (HTTP routes into the cluster, with status) and their
// IngressClasses, NetworkPolicies (which pods may talk to which), and
// ServiceCIDRs (the ranges Service ClusterIPs come from, with status) and
// IPAddresses (one per allocated ClusterIP).
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/kubernetes/pkg/apis/networking.
// Left out: the beta versions. An Ingress backend's resource is core's
// TypedLocalObjectReference, as upstream.
//
// +k8s:deepcopy-gen=package
// +groupName=networking.k8s.io
package networking

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .

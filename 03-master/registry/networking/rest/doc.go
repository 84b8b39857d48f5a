// Package rest is the networking.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (ingresses with
// status, ingressclasses, networkpolicies, servicecidrs with status and
// ipaddresses, at v1) and installs it under /apis/networking.k8s.io.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/rest.
// Left out: v1beta1. Upstream's kube-apiserver also creates the default
// "kubernetes" ServiceCIDR from --service-cluster-ip-range and writes an
// IPAddress per ClusterIP (the MultiCIDRServiceAllocator); ours serves
// the two resources but its ClusterIP allocator keeps to its bitmap (see
// chapter 03).
package rest

// Package rest is the networking.k8s.io group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (ingresses with
// status, ingressclasses, networkpolicies, servicecidrs with status and
// ipaddresses, at v1) and installs it under /apis/networking.k8s.io.
//
// Its post-start hook "start-kubernetes-service-cidr-controller" creates
// the default ServiceCIDR, "kubernetes", holding --service-cluster-ip-range,
// and marks it Ready, once.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/rest,
// and the defaultservicecidr controller of k8s.io/kubernetes/pkg/controlplane.
// Left out: v1beta1; the controller's loop (ours runs once) and its
// single- to dual-stack upgrade. Upstream's ClusterIP allocator
// (MultiCIDRServiceAllocator) allocates from the ServiceCIDRs and writes
// an IPAddress per ClusterIP; ours keeps to its bitmap over the same
// range (see chapter 03).
package rest

// Package servicecidr holds the rules of service CIDRs: the ranges Service ClusterIPs come from: the strategy the registry
// Store calls on create and update (upstream's validation, the status cleared on create and kept on update) and the status strategy of servicecidrs/status (the spec kept, only the status written).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/servicecidr.
// Left out: the ServiceCIDR controller upstream runs in kube-controller-manager (the Ready condition, the finalizer that keeps a range in use); our ClusterIP allocator does not read ServiceCIDRs (see chapter 03).
package servicecidr

// Package ipaddress holds the rules of IP addresses: one object per allocated Service ClusterIP: the strategy the registry
// Store calls on create and update (upstream's validation).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ipaddress.
// Left out: our ClusterIP allocator writes no IPAddress objects (see chapter 03).
package ipaddress

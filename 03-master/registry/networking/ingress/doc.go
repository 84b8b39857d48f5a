// Package ingress holds the rules of ingresses: HTTP routes from outside the cluster to services: the strategy the registry
// Store calls on create and update (generation 1 on create, bumped when the spec changes; upstream's validation, the status cleared on create and kept on update) and the status strategy of ingresses/status (the spec kept, only the status written).
// The storage package next to it builds the Store.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/networking/ingress.
// Left out: the default IngressClass admission (which fills spec.ingressClassName).
package ingress

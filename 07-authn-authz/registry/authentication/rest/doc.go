// Package rest builds the authentication.k8s.io group for the master:
// tokenreviews and selfsubjectreviews under v1, both create-only and
// stored nowhere. AddToControlPlane lists the provider in a master's
// config, switches v1 on and names the types in OpenAPI as upstream's.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authentication/rest.
// Left out: v1beta1 selfsubjectreviews; the serviceaccounts/token
// subresource (TokenRequest) lives with the core group upstream, and
// stage 07 does not serve it yet.
package rest

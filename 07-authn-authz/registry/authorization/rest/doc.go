// Package rest builds the authorization.k8s.io group for the master:
// subjectaccessreviews, selfsubjectaccessreviews,
// localsubjectaccessreviews and selfsubjectrulesreviews under v1, all
// create-only and stored nowhere. AddToControlPlane lists the provider in
// a master's config, switches v1 on and names the types in OpenAPI as
// upstream's.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authorization/rest.
// Left out: v1beta1.
package rest

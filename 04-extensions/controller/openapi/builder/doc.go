// Package builder turns one version of a CustomResourceDefinition into the
// go-restful routes its custom resources are served at (list, create,
// get, replace, patch, delete, deletecollection, status, scale), with the
// CRD's schema as the routes' body model. Stage 02's OpenAPI builder makes
// v2 and v3 documents of those routes, exactly as it does for built-in
// kinds, so `kubectl explain` and kubectl's field validation treat a
// custom resource like a Deployment. The routes never serve anything: the
// custom-resource handler does.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder,
// at Kubernetes v1.37. Models gives server-side apply the same schemas as
// definitions (upstream's buildOpenAPIModelsForApply). Left out: the
// rewrite of x-kubernetes-int-or-string values for v2 (upstream's
// ToKubeOpenAPI), and the "watch" deprecated paths.
package builder

// Package openapi keeps the OpenAPI documents in step with the CRDs: for
// every Established CRD it holds the routes of each served version (built
// by package builder, with the CRD's schema as their model) and hands them
// to the head of the chain's OpenAPI services as one more source of
// routes. The master server rebuilds /openapi/v2 and the
// /openapi/v3/apis/<group>/<version> document when they change, so
// `kubectl explain crontabs.spec` and kubectl's field validation see a
// new CRD within a request.
//
// Stage 04 adds it. Upstream: k8s.io/apiextensions-apiserver/pkg/controller/openapi
// (v2) and pkg/controller/openapiv3, at Kubernetes v1.37, which publish
// specs that the aggregator merges. Ours updates on each informer event,
// without a work queue: building the routes is cheap, and the documents
// themselves are built lazily, on the next request.
package openapi

// Package handler serves the OpenAPI documents package openapi builds:
//
//	GET /openapi/v2                  the whole API, JSON, or gnostic protobuf for
//	                                 Accept: application/com.github.proto-openapi.spec.v2@v1.0+protobuf
//	GET /openapi/v3                  the index: {"paths":{"apis/apps/v1":{"serverRelativeURL":"/openapi/v3/apis/apps/v1?hash=..."}}}
//	GET /openapi/v3/apis/apps/v1     one document per web service root path (JSON, or v3 protobuf)
//
// Every answer carries an ETag, the SHA-512 of the JSON document, and goes
// through http.ServeContent, so If-None-Match gives 304. A v3 request with
// ?hash= equal to the ETag may be cached forever (Cache-Control: public,
// immutable; Expires a year ahead); a stale hash is redirected (301) to
// the current URL. kubectl uses /openapi/v3 and falls back to the v2
// protobuf when it is missing.
//
// Install with OpenAPI{Builder: b}.InstallV2(container, mux) and
// InstallV3(container, mux), where container is the server's go-restful
// container (Handler.GoRestfulContainer) and mux its NonGoRestfulMux. The
// documents are built on the first request and rebuilt when the
// container's routes change (a fingerprint of root paths, methods, paths
// and operation names is compared on each request), so installing the
// services before or after the API groups both work. An unchanged
// document keeps its hash and Last-Modified across rebuilds.
//
// Documents not built from our routes come in whole: UpdateExtraSpec
// merges a v2 document's paths, definitions and shared parameters into
// /openapi/v2 (ours win any name clash), and UpdateGroupVersion serves a
// v3 document as-is under its key, listed in the index with its own
// hash. Stage 05's aggregator feeds them the OpenAPI of the API servers
// it proxies to (DeleteExtraSpec and DeleteGroupVersion take them out).
//
// Stage 02 adds it.
//
// Upstream counterparts: k8s.io/kube-openapi/pkg/handler (v2),
// k8s.io/kube-openapi/pkg/handler3 (v3) and
// k8s.io/apiserver/pkg/server/routes/openapi.go (InstallV2, InstallV3),
// called from k8s.io/apiserver/pkg/server.(*GenericAPIServer).PrepareRun.
// Differences: upstream builds at PrepareRun and takes explicit updates
// (UpdateSpec, UpdateGroupVersion) from the CRD and aggregation
// controllers, where we rebuild lazily on route changes; an unknown v3
// document is a 404 here (upstream answers an empty 200); the full
// kube-apiserver answers /openapi/v3 from its aggregator, which sends the
// index as text/plain without an ETag, while a generic server (and this
// package) sends application/json with one. Left out: gzip of the
// documents (upstream compresses /openapi/v2 and v3 JSON when the client
// accepts it).
package handler

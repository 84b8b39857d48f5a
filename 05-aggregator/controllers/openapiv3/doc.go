// Package openapiv3 keeps /openapi/v3 of the aggregator whole: for every
// remote APIService the AggregationController reads the index
// (/openapi/v3) of its server through the APIService's proxy handler,
// in-process, and fetches the one document that APIService owns,
// apis/<group>/<version>, which the aggregator then lists in its own
// index with its own hash and serves as-is, as JSON or protobuf
// (02-generic-server/openapi/handler.(*OpenAPIV3Service).UpdateGroupVersion).
// That is what kubectl 1.37 reads for `explain` and `apply`. The index is
// fetched with If-None-Match, and the document only when its hash in the
// index changed; at once on Add or Update, every ResyncPeriod (a minute)
// after a success, sooner with a doubling back-off after a failure. A
// backend that answers 404, garbage, or panics is logged and retried; the
// last good document stays served, unless the backend's index no longer
// lists it. Local APIServices (spec.service unset) are ignored.
//
// Stage 05 adds it. Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3
// (the controller) and its aggregator package (specProxier).
//
// Upstream differs in the way the documents reach clients: it merges the
// indexes of the APIServices and proxies each document request to its
// server, where we copy the document into the aggregator and serve it
// from there (one code path, stage 02's, for every document). Left out:
// a backend without /openapi/v3 (404) is not converted from its v2
// document (upstream's openapiconv.ConvertV2ToV3); its types are then
// only in /openapi/v2. The request is made as system:aggregator, as
// upstream's.
package openapiv3

// Package responsewriters writes API responses: an object encoded in the
// media type negotiated from the Accept header (WriteObjectNegotiated), an
// error as a metav1.Status in the same way (ErrorNegotiated), and the few
// bodies that skip negotiation (WriteRawJSON, InternalError).
//
// SerializeObject compresses a response with gzip when the client sent
// Accept-Encoding: gzip and the body is larger than 128 KiB, as upstream
// does: kubectl always asks for gzip, and a list of a few thousand objects
// shrinks about tenfold, while small bodies are not worth the CPU.
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.
// Left out: StreamObject (pod logs, port-forward: rest.ResourceStreamer),
// audit logging of the response object, tracing spans, metrics, the
// APIResponseCompression feature gate (compression is always on, its
// default upstream), the batching of large streamed lists, and Forbidden /
// NotFound / BadGatewayError (stage 07's authorization filter writes its
// own 403).
package responsewriters

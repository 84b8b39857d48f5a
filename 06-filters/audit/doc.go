// Package audit records what happens to each request as audit events:
// the AuditContext that travels in a request's context and collects one
// Event, the Backend (Sink) that events are written to, the
// PolicyRuleEvaluator that picks a request's level, and the helpers the
// filters call to fill the event in (LogRequestMetadata,
// AddAuditAnnotation). Sub-package policy loads and evaluates a Policy;
// 06-filters/plugin/audit/log is the one backend; the filters in
// 06-filters/endpoints/filters (WithAuditInit, WithAudit) drive it all.
//
// Request and response objects: a departure from upstream. Upstream's
// REST handlers call LogRequestObject and LogResponseObject with the
// objects they decoded and are about to encode, and the audit code
// encodes them again as JSON. Here stage 02's handlers must stay unaware
// of audit, so the filter WithAudit captures the bodies on the wire:
//
//   - requestObject: the body of create, update and patch on resources,
//     at level Request and above, kept (up to 1 MiB) as the handler reads
//     it, never read ahead: a slow client must reach the in-flight limit
//     inside before its body arrives; a body nobody read leaves no trace;
//   - responseObject: the body of every resource request that is not
//     long-running, at level RequestResponse, teed from the response
//     writer up to 1 MiB (gunzipped if the server compressed it); at lower
//     levels only error bodies are kept, for responseStatus's message;
//   - JSON (and the +json patch types) is embedded as it is, YAML is
//     converted with sigs.k8s.io/yaml, protobuf is decoded with the
//     server's codec factory and encoded as JSON;
//   - a body that is too large, of another content type, or that cannot
//     be decoded is left out and the annotation
//     audit.kube-rebuilt.io/request-object-omitted (or response-...)
//     says why.
//
// What differs for a reader of the log: the objects are the wire's
// versions and bytes (a patch is recorded as the patch, as upstream's
// LogRequestPatch does), the response of a watch is never recorded
// (upstream records none either), and a response is the object the
// client got (upstream records the object before the serializer).
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/audit.
// LogImpersonatedUser is there for stage 07's impersonation filter.
// Left out: metrics (audit_event_total, the dropped counter), LogRequestObject,
// LogResponseObject and LogRequestPatch (upstream's handlers call them;
// here the handlers of stage 02 know nothing of audit, and WithAudit
// captures the bodies from the wire instead), managed-fields omission of
// objects that were never decoded (see WithAudit), the buffered, truncate
// and webhook backends.
package audit

// Package handlers turns REST storage into HTTP handlers, one constructor
// per verb: GetResource, ListResource (list and watch), CreateResource,
// CreateNamedResource, UpdateResource, PatchResource, DeleteResource and
// DeleteCollection. The installer (package endpoints) calls them with the
// storage and a RequestScope, and registers the result as a go-restful route.
//
// Every handler walks the same way, each step a named function here:
//
//	name and namespace from the RequestInfo in the context (ScopeNamer)
//	-> the response's media type (negotiation.NegotiateOutputMediaType)
//	-> the body, at most MaxRequestBodyBytes (413 beyond)
//	-> the options from the query (CreateOptions, ListOptions ...), validated (422)
//	-> decode by Content-Type, strictly when fieldValidation asks (Warn: Warning
//	   headers; Strict: 400), default, convert to the internal version
//	-> check kind, group version, name and namespace against the URL (400)
//	-> mutating admission on the new object (create: before the storage call;
//	   update, patch: a transformer of the new object given the stored one)
//	-> the storage call, bounded by a 34 s timeout (504), with validating
//	   admission as its createValidation/updateValidation/deleteValidation
//	-> transformResponseObject: a Table, a PartialObjectMetadata(List) or the
//	   object in the request's version, written by responsewriters.
//
// A watch is a chunked stream of WatchEvents (watch.go): JSON lines, or
// length-delimited protobuf frames whose object is an enveloped protobuf
// body; a Table watch sends one-row Tables with the column definitions on
// the first event only. A patch (patch.go) encodes the stored object in the
// request's version, applies the JSON patch, merge patch or strategic merge
// patch, and decodes the result as if it were a PUT body; a server-side
// apply (apply.go) hands the body to the scope's FieldManager instead,
// which merges it by field ownership (package managedfields). Every
// create, update and patch records its manager (?fieldManager=, or the
// user agent's prefix) in metadata.managedFields (fieldmanager.go).
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints/handlers
// (rest.go, get.go, create.go, update.go, patch.go, delete.go, watch.go,
// response.go, namer.go) at Kubernetes v1.37, with meta.go standing in for
// k8s.io/apimachinery/pkg/apis/meta/internalversion/scheme and validation.go
// for the option validations of k8s.io/apimachinery/pkg/apis/meta/v1/validation
// and .../meta/internalversion/validation.
// Left out: the audit and managed-fields wrappers of admission
// (admission.WithAudit, NewManagedFieldsValidatingAdmissionController),
// authorization of create-on-update, apply in CBOR
// (application/apply-patch+cbor answers 415), audit, tracing and metrics,
// websocket watches, connect handlers (exec, proxy), GetterWithOptions,
// CBOR, the patch handler's retry without managedFields on "request too
// large", and the unsafe deletion of corrupt objects.
package handlers

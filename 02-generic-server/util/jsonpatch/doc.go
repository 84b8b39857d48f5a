// Package jsonpatch applies the two patch formats of the PATCH verb that do
// not need to know the object's Go type: JSON patch (RFC 6902, Content-Type
// application/json-patch+json), a list of operations such as
//
//	[{"op":"replace","path":"/spec/replicas","value":3}]
//
// and JSON merge patch (RFC 7386, application/merge-patch+json), a partial
// object merged into the stored one:
//
//	{"metadata":{"labels":{"tier":"front","old":null}}}
//
// kubectl sends merge patches for `label`, `annotate`, `scale` and
// `patch --type merge`, and for `apply` on custom resources; JSON patches
// for `patch --type json` and, in `apply --server-side`, to hand over
// managedFields from client-side apply. The third format, strategic merge
// patch, needs the Go type and lives in package strategicpatch.
//
// The handler of stage 02 decodes the stored object, encodes it as JSON in
// the request's version, calls ApplyJSONPatch or ApplyMergePatch, and decodes
// the result: the same steps as upstream's jsonPatcher. The errors say which
// Status to answer (see ErrInvalidJSONPatch and its siblings).
//
// Stage 02 adds this package. Writing a JSON patch engine teaches nothing
// about an API server, so the work is done by github.com/evanphx/json-patch/v5,
// the successor of the gopkg.in/evanphx/json-patch.v4 upstream uses; this
// package only carries upstream's limits (MaxJSONPatchOperations,
// MaxJSONPatchCopyBytes) and its error classes.
//
// Upstream counterpart: the jsonPatcher of
// k8s.io/apiserver/pkg/endpoints/handlers/patch.go at Kubernetes v1.37
// (applyJSPatch), and the copy limit k8s.io/apiserver/pkg/server.Config
// sets. Left out: the fieldValidation=Strict pre-decoding of the patch that
// reports duplicate fields (the handler's job), and CBOR patches.
package jsonpatch

package jsonpatch

import (
	"encoding/json"
	"errors"
	"fmt"

	evanphx "github.com/evanphx/json-patch/v5"
)

// Limits upstream's PATCH handler sets on a JSON patch.
const (
	// MaxJSONPatchOperations is the most operations one JSON patch may
	// hold. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.maxJSONPatchOperations.
	MaxJSONPatchOperations = 10000

	// MaxJSONPatchCopyBytes bounds how much "copy" operations may grow a
	// document, all copies of one patch together: twice etcd's default
	// request size of 1.5 MiB, as the request body limit is.
	// Upstream: k8s.io/apiserver/pkg/server.Config.JSONPatchMaxCopyBytes,
	// whose default NewConfig sets to 3 MiB and New copies into
	// gopkg.in/evanphx/json-patch.v4's global AccumulatedCopySizeLimit.
	MaxJSONPatchCopyBytes int64 = 3 * 1024 * 1024
)

// The classes of errors ApplyJSONPatch and ApplyMergePatch return, with
// the Status upstream's PATCH handler answers for each. Test them with
// errors.Is; the message of the error itself is the patch library's (or,
// for the operation count, upstream's own text).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyJSPatch.
var (
	// ErrInvalidJSONPatch: the body is not a JSON array of operations.
	// Upstream: errors.NewBadRequest(err.Error()), a 400 BadRequest whose
	// message is the error's.
	ErrInvalidJSONPatch = errors.New("invalid json patch")
	// ErrTooManyOperations: more than MaxJSONPatchOperations operations.
	// Upstream: errors.NewRequestEntityTooLargeError, a 413 whose message
	// is "Request entity too large: " and the error's.
	ErrTooManyOperations = errors.New("too many json patch operations")
	// ErrJSONPatchFailed: an operation is malformed (an unknown op, a
	// missing path) or does not apply (a path missing in the document, a
	// failed test, copies beyond MaxJSONPatchCopyBytes). Upstream:
	// errors.NewGenericServerResponse(422, ...), a 422 with reason Invalid
	// whose message is the fixed "the server rejected our request due to an
	// error in our request": the library's message does not reach the client.
	ErrJSONPatchFailed = errors.New("json patch failed")
	// ErrInvalidMergePatch: the body of a merge patch is not JSON.
	// Upstream: errors.NewBadRequest(err.Error()), a 400 BadRequest with
	// the message "Invalid JSON Patch".
	ErrInvalidMergePatch = errors.New("invalid json merge patch")
)

// classified is an error of one of the classes above that reads as the
// error it wraps.
type classified struct {
	class, err error
}

func (e classified) Error() string   { return e.err.Error() }
func (e classified) Unwrap() []error { return []error{e.class, e.err} }

// ApplyJSONPatch applies an RFC 6902 JSON patch (an array of add, remove,
// replace, move, copy and test operations, Content-Type
// application/json-patch+json) to the JSON document doc and returns the
// patched document. It keeps upstream's limits: at most
// MaxJSONPatchOperations operations, copies growing the document by at
// most MaxJSONPatchCopyBytes. As upstream, negative array indexes count
// from the end. Errors belong to ErrInvalidJSONPatch, ErrTooManyOperations
// or ErrJSONPatchFailed.
// Upstream: the application/json-patch+json case of
// k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyJSPatch,
// which calls gopkg.in/evanphx/json-patch.v4; this uses its successor v5.
func ApplyJSONPatch(doc, patch []byte) ([]byte, error) {
	var ops []map[string]*json.RawMessage
	if err := json.Unmarshal(patch, &ops); err != nil {
		return nil, classified{ErrInvalidJSONPatch, err}
	}
	if len(ops) > MaxJSONPatchOperations {
		// Upstream's wording, capital included: it is the Status message.
		return nil, classified{ErrTooManyOperations, fmt.Errorf("The allowed maximum operations in a JSON patch is %d, got %d",
			MaxJSONPatchOperations, len(ops))}
	}
	decoded, err := evanphx.DecodePatch(patch)
	if err != nil {
		// v5 checks each operation here; v4, which upstream uses, finds the
		// same faults while applying, so they get the same 422.
		return nil, classified{ErrJSONPatchFailed, err}
	}
	options := evanphx.NewApplyOptions()
	options.SupportNegativeIndices = true
	options.AccumulatedCopySizeLimit = MaxJSONPatchCopyBytes
	patched, err := decoded.ApplyWithOptions(doc, options)
	if err != nil {
		return nil, classified{ErrJSONPatchFailed, err}
	}
	return patched, nil
}

// ApplyMergePatch applies an RFC 7386 JSON merge patch (Content-Type
// application/merge-patch+json) to the JSON document doc: objects merge
// member by member, null deletes a member, and anything else, lists
// included, replaces what was there. That lists cannot be merged is why
// strategic merge patch exists. A patch that is JSON but not an object
// replaces the whole document, as RFC 7386 says; the handler then fails to
// decode it into an object. A patch that is not JSON is ErrInvalidMergePatch;
// any other error (doc is not JSON) is the server's own fault, which
// upstream answers with 500.
// Upstream: the application/merge-patch+json case of
// k8s.io/apiserver/pkg/endpoints/handlers.(*jsonPatcher).applyJSPatch.
func ApplyMergePatch(doc, patch []byte) ([]byte, error) {
	patched, err := evanphx.MergePatch(doc, patch)
	if errors.Is(err, evanphx.ErrBadJSONPatch) {
		return nil, classified{ErrInvalidMergePatch, err}
	}
	return patched, err
}

// Package patch holds the two ways a mutating admission policy changes
// an object, each a Patcher built from one compiled expression:
//
//   - JSONPatch: the expression returns a list of JSONPatch{op, path,
//     from, value}; the operations become an RFC 6902 patch applied to
//     the object's JSON with stage 02's jsonpatch (what a PATCH with
//     application/json-patch+json uses). A failed "test" leaves the
//     object unchanged.
//   - ApplyConfiguration: the expression returns an Object{...}; it is
//     merged into the object as server-side apply merges, with
//     structured-merge-diff and the type converter of stage 02's
//     managedfields (custom resources: their CRD's schema), without
//     recording anyone's ownership. Setting an atomic list, map or struct
//     is refused.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.
//
// Left out: upstream's TypeConverterManager, which fetches custom
// resources' schemas from /openapi/v3 through a client; the plugin asks
// the server's own type converters instead (see package mutating).
// Upstream applies JSON patches with gopkg.in/evanphx/json-patch.v4; its
// successor v5, which stage 02 uses, words some errors differently.
package patch

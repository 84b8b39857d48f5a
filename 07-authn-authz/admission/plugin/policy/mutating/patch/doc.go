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
//     managedfields (custom resources: no schema, see below), without
//     recording anyone's ownership. Setting an atomic list, map or struct
//     is refused.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.
//
// Left out: the schemas of custom resources. Upstream's
// TypeConverterManager fetches every group version's schema from
// /openapi/v3 through a loopback client; ours builds the built-in kinds'
// from the scheme's Go types and merges custom resources without a schema
// (the deduced converter: maps merge key by key, lists are replaced
// whole, x-kubernetes-list-type is not honoured).
// Upstream applies JSON patches with gopkg.in/evanphx/json-patch.v4; its
// successor v5, which stage 02 uses, words some errors differently.
package patch

package library

import (
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// JSONPatch returns the jsonpatch library: jsonpatch.escapeKey(string)
// escapes a map key for a JSON Patch path (RFC 6901: "~" becomes "~0",
// "/" becomes "~1"), so that
//
//	"/metadata/labels/" + jsonpatch.escapeKey('k8s.io/my~label')
//
// is "/metadata/labels/k8s.io~1my~0label". It is not in the base
// environment: stage 07's mutating admission policies add it to the
// environment of their mutations.
// Upstream: k8s.io/apiserver/pkg/cel/library.JSONPatch.
func JSONPatch() cel.EnvOption { return cel.Lib(jsonPatchLib) }

var jsonPatchLib = &lib{name: "kubernetes.jsonpatch", decls: map[string][]cel.FunctionOpt{
	"jsonpatch.escapeKey": {cel.Overload("string_jsonpatch_escapeKey_string", []*cel.Type{cel.StringType}, cel.StringType,
		cel.UnaryBinding(escapeJSONPatchKey))},
}}

// jsonPatchReplacer escapes "~" before "/" would have made new ones: a
// strings.Replacer replaces in one pass, so the order cannot go wrong.
var jsonPatchReplacer = strings.NewReplacer("/", "~1", "~", "~0")

// escapeJSONPatchKey is jsonpatch.escapeKey.
// Upstream: k8s.io/apiserver/pkg/cel/library.escape.
func escapeJSONPatchKey(arg ref.Val) ref.Val {
	s, ok := arg.Value().(string)
	if !ok {
		return types.MaybeNoSuchOverloadErr(arg)
	}
	return types.String(jsonPatchReplacer.Replace(s))
}

package cel

import (
	"regexp"
	"strings"
)

// celReservedSymbols cannot be property names in CEL; they are escaped
// as __<name>__.
var celReservedSymbols = map[string]bool{
	"true": true, "false": true, "null": true, "in": true,
	"as": true, "break": true, "const": true, "continue": true, "else": true,
	"for": true, "function": true, "if": true, "import": true, "let": true,
	"loop": true, "package": true, "namespace": true, "return": true,
	"var": true, "void": true, "while": true,
}

var expandMatcher = regexp.MustCompile(`(__|[-./]|[^a-zA-Z0-9-./_])`)

// Escape turns a property name into a CEL identifier: reserved words
// become __word__, and "__", ".", "-", "/" become __underscores__,
// __dot__, __dash__, __slash__. It returns false for names that cannot
// be escaped (a leading digit, other characters): such properties are
// not accessible from CEL.
// Upstream: k8s.io/apiserver/pkg/cel.Escape.
func Escape(ident string) (string, bool) {
	if len(ident) == 0 || ('0' <= ident[0] && ident[0] <= '9') {
		return "", false
	}
	if celReservedSymbols[ident] {
		return "__" + ident + "__", true
	}
	if !strings.ContainsAny(ident, "-./") && !strings.Contains(ident, "__") {
		for _, c := range ident {
			if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
				return "", false
			}
		}
		return ident, true
	}
	ok := true
	ident = expandMatcher.ReplaceAllStringFunc(ident, func(s string) string {
		switch s {
		case "__":
			return "__underscores__"
		case ".":
			return "__dot__"
		case "-":
			return "__dash__"
		case "/":
			return "__slash__"
		default:
			ok = false
			return ""
		}
	})
	if !ok {
		return "", false
	}
	return ident, true
}

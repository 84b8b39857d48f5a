package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// markers reads the schema markers of a doc comment: lines such as
// "+listType=map", "+listMapKey=name" (once per key), "+mapType=atomic"
// and, on a type, "+structType=atomic", and a field's "+default=" (a JSON
// value, or ref(Constant): resolveDefaults replaces it with the constant's
// value). It reports whether there was one.
// Upstream: k8s.io/gengo/v2.ExtractCommentTags, as openapi-gen uses it.
func markers(cg *ast.CommentGroup) (openapi.Markers, bool) {
	var m openapi.Markers
	if cg == nil {
		return m, false
	}
	for _, line := range strings.Split(cg.Text(), "\n") {
		name, value, _ := strings.Cut(strings.TrimSpace(line), "=")
		switch name {
		case "+listType":
			m.ListType = value
		case "+listMapKey":
			m.ListMapKeys = append(m.ListMapKeys, value)
		case "+mapType":
			m.MapType = value
		case "+structType":
			m.StructType = value
		case "+default":
			m.Default = value
		}
	}
	return m, m.ListType != "" || len(m.ListMapKeys) > 0 || m.MapType != "" || m.StructType != "" || m.Default != ""
}

// resolveDefaults replaces each +default=ref(Name) among keys with the
// value of the package's constant Name, as JSON; consts are the
// package's constants by name.
// Upstream: k8s.io/kube-openapi/pkg/generators.defaultFromComments.
func resolveDefaults(markers map[string]openapi.Markers, keys []string, consts map[string]string) error {
	for _, key := range keys {
		m := markers[key]
		name, ok := strings.CutPrefix(m.Default, "ref(")
		if !ok {
			continue
		}
		name = strings.TrimSuffix(name, ")")
		value, found := consts[name]
		if !found {
			return fmt.Errorf("%s: +default=%s: no constant %s in the package", key, m.Default, name)
		}
		m.Default = value
		markers[key] = m
	}
	return nil
}

// constValues are the constants of a file whose values are basic
// literals, by name, as JSON values (strings quoted, numbers as written).
func constValues(f *ast.File, out map[string]string) {
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if i >= len(vs.Values) {
					continue
				}
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok {
					continue
				}
				switch lit.Kind {
				case token.STRING:
					if v, err := strconv.Unquote(lit.Value); err == nil {
						out[n.Name] = strconv.Quote(v)
					}
				case token.INT, token.FLOAT:
					out[n.Name] = lit.Value
				}
			}
		}
	}
}

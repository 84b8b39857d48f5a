package main

import (
	"go/ast"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// markers reads the schema markers of a doc comment: lines such as
// "+listType=map", "+listMapKey=name" (once per key), "+mapType=atomic"
// and, on a type, "+structType=atomic". It reports whether there was one.
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
		}
	}
	return m, m.ListType != "" || len(m.ListMapKeys) > 0 || m.MapType != "" || m.StructType != ""
}

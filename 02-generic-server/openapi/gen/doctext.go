package main

import (
	"go/ast"
	"strings"
)

// docText turns a doc comment into a description the way openapi-gen
// does: lines of a paragraph joined by spaces, paragraphs by a blank
// line, indented lines and list items kept on lines of their own, marker
// lines (+optional, +listType=map ...) dropped. Our own convention, the
// closing "Upstream: <path>.<Name>." sentence, names Go code rather than
// the API, so it is cut off with the rest of its paragraph.
// Upstream: k8s.io/kube-openapi/pkg/generators.fmtRawDoc.
func docText(cg *ast.CommentGroup) string {
	if cg == nil {
		return ""
	}
	var paragraphs []string
	var current []string
	flush := func() {
		if p := cutUpstream(strings.Join(current, "")); p != "" {
			paragraphs = append(paragraphs, p)
		}
		current = nil
	}
	for _, line := range strings.Split(cg.Text(), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "+"):
			continue
		case len(current) == 0:
			current = append(current, line)
		case line != trimmed || strings.HasPrefix(trimmed, "- ") || strings.HasPrefix(trimmed, "* "):
			current = append(current, "\n"+line)
		default:
			current = append(current, " "+trimmed)
		}
	}
	flush()
	return strings.Join(paragraphs, "\n\n")
}

// cutUpstream removes an "Upstream: ..." sentence and what follows it in
// the paragraph.
func cutUpstream(p string) string {
	if i := strings.Index(p, "Upstream:"); i >= 0 {
		p = p[:i]
	}
	return strings.TrimSpace(p)
}

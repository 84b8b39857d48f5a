package citations

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// Problem is an upstream citation that names nothing at the pinned version:
// where it stands (file:line, the file relative to the repository root),
// the citation, and why it does not resolve.
type Problem struct{ Pos, Cite, Reason string }

func (p Problem) String() string { return p.Pos + ": `" + p.Cite + "`: " + p.Reason }

// Checker resolves upstream citations against module directories: Modules
// maps a module path (k8s.io/kubernetes, k8s.io/apiserver ...) to the
// directory that holds it, normally in the module cache.
type Checker struct {
	Modules map[string]string
	decls   map[string]map[string]string // package directory -> declared name -> kind
}

// NewChecker returns a Checker for the given modules.
func NewChecker(modules map[string]string) *Checker {
	return &Checker{Modules: modules, decls: map[string]map[string]string{}}
}

var (
	// Our own citations, which chapters/cite.go checks: a stage directory
	// or one of the repository's other top-level directories.
	oursRe = regexp.MustCompile(`^(\d\d-[a-z0-9][a-z0-9-]*|(docs|chapters|e2e|hack|\.ci|\.vscode)/)`)
	// A relative path: path elements of file-name characters, with the
	// {a,b} and <placeholder> forms.
	relPathRe = regexp.MustCompile(`^[A-Za-z0-9_.{},<>*-]+(/[A-Za-z0-9_.{},<>*-]+)*/?(\.\(\*\w+\)\.\w+)?$`)
	// A parenthesis right after a citation naming another release,
	// "(v1.19; deleted in v1.24)": the citation is of that release.
	otherRelease = regexp.MustCompile(`^\s*\([^)]*\bv1\.(\d+)`)
	// "same name (`compact.go`)": a file beside the package ours mirrors,
	// which the checker cannot know.
	sameRe = regexp.MustCompile(`(?i)\bsame\b`)
	// A bare symbol: Name, Type.Member or (*Type).Method.
	symbolRe = regexp.MustCompile(`^(?:\(\*([A-Za-z_]\w*)\)\.([A-Za-z_]\w*)|([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?)$`)
	// A module named in prose right before a relative path:
	// "kubernetes `pkg/serviceaccount`", "k8s.io/apiserver `pkg/server`".
	mentionRe = regexp.MustCompile(`(?:^|[\s(;,])(k8s\.io/[a-z0-9-]+|kubernetes|kubeadm|client-go)(?:'s)?\s*[(:]?\s*$`)
	// The top-level directories of a Kubernetes repository or module: a
	// relative path starting with one is checked even without an anchor.
	topDirs   = []string{"cmd/", "pkg/", "plugin/", "staging/", "test/"}
	fileExts  = map[string]bool{".go": true, ".yaml": true, ".json": true, ".proto": true, ".md": true, ".mod": true, ".sh": true, ".txt": true}
	chainGlue = regexp.MustCompile(`^(\s*|\s*,\s*|\s+and\s+)$`)
)

// pinnedMinor is the Kubernetes minor the chapters pin: v1.37.
const pinnedMinor = "37"

// anchor is what a relative citation is relative to: a directory of an
// upstream module, our code (relative citations after ours are ours, and
// chapters/cite.go's business), or nothing known.
type anchor struct {
	mod, dir string // module path and a slash-separated directory in it
	ours     bool
	isPkg    bool // dir is the package of a cited Go file or symbol
}

// chainable is the anchor itself if a bare symbol after it belongs to its
// package, else nil.
func (a *anchor) chainable() *anchor {
	if a != nil && a.isPkg {
		return a
	}
	return nil
}

// scope is the state of one paragraph or one table column: the anchor,
// and the package a following bare symbol belongs to (after a Go file or
// a symbol of that file's package, separated by a comma or "and" at most).
type scope struct {
	anchor *anchor
	chain  *anchor
}

// Check finds the upstream citations of the Markdown document src (named
// file in problems) and resolves each; the rules are in the doc comment of
// TestUpstreamCitations. It returns the problems and the number of citations checked.
func (c *Checker) Check(file, src string) ([]Problem, int) {
	var probs []Problem
	n := 0
	prose := &scope{}
	var columns []*scope // one scope per column of the current table
	fence := ""
	for i, line := range strings.Split(src, "\n") {
		trimmed := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) && strings.Trim(trimmed, fence[:1]) == "" {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fence = trimmed[:3]
			prose = &scope{}
			continue
		}
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			prose, columns = &scope{}, nil
			continue
		}
		var cells []string
		var scopes []*scope
		if strings.HasPrefix(trimmed, "|") {
			cells = framework.SplitTableRow(trimmed)
			for len(columns) < len(cells) {
				columns = append(columns, &scope{})
			}
			scopes = columns
		} else {
			columns = nil
			cells, scopes = []string{line}, []*scope{prose}
		}
		for j, cell := range cells {
			for _, cite := range c.checkSegment(scopes[j], cell) {
				n++
				if cite.reason != "" {
					probs = append(probs, Problem{Pos: fmt.Sprintf("%s:%d", file, i+1), Cite: cite.text, Reason: cite.reason})
				}
			}
		}
	}
	return probs, n
}

// checked is one citation checked in a segment; reason is "" if it resolved.
type checked struct{ text, reason string }

// checkSegment checks the citations of one line of prose or one table cell,
// in order, updating sc.
func (c *Checker) checkSegment(sc *scope, seg string) []checked {
	var out []checked
	prev := 0
	sc.chain = nil // a list of symbols does not go on in the next cell or line
	all := spans(seg)
	for k, sp := range all {
		text, between := sp.text, seg[prev:sp.start]
		prev = sp.end
		chain := sc.chain
		sc.chain = nil
		after := seg[sp.end:]
		if k+1 < len(all) {
			after = seg[sp.end:all[k+1].start]
		}
		if m := otherRelease.FindStringSubmatch(after); m != nil && m[1] != pinnedMinor {
			continue
		}
		if sameRe.MatchString(between) {
			sc.anchor = nil
		}
		// ".../serializer/json.Serializer": a path shortened at the front,
		// resolved like a relative one; ".../status" is a URL, not a path.
		elided := strings.HasPrefix(text, ".../") && (strings.Contains(text[4:], "/") || strings.HasSuffix(text, ".go"))
		if elided {
			text = text[4:]
			if mod, rest, ok := c.module("k8s.io/" + text); ok && strings.HasPrefix(rest, "/") {
				a, reason := c.resolve(mod, rest) // .../sample-apiserver/pkg/...
				out = append(out, checked{sp.text, reason})
				sc.anchor, sc.chain = a, a.chainable()
				continue
			}
		}
		switch {
		case oursRe.MatchString(text):
			sc.anchor = &anchor{ours: true}
		case strings.HasPrefix(text, "k8s.io/") || strings.HasPrefix(text, "staging/src/k8s.io/"):
			mod, rest, ok := c.module(strings.TrimPrefix(text, "staging/src/"))
			if !ok {
				sc.anchor = nil // a module we do not check (k8s.io/klog/v2 ...)
				continue
			}
			a, reason := c.resolve(mod, rest)
			out = append(out, checked{text, reason})
			sc.anchor, sc.chain = a, a.chainable()
		case chain != nil && !elided && symbolRe.MatchString(text) && !fileExts[path.Ext(text)] && chainGlue.MatchString(between):
			reason := c.listedSymbol(chain, text)
			out = append(out, checked{text, reason})
			sc.chain = chain
		case relPathRe.MatchString(text) && (elided || strings.Contains(text, "/") || strings.HasSuffix(text, ".go")):
			if m := mentionRe.FindStringSubmatch(between); m != nil {
				sc.anchor = c.mentioned(m[1])
			} else if !elided && !hasTopDir(text) && !strings.HasSuffix(text, ".go") {
				continue // pods/log, apps/v1: not a path unless a module is named
			}
			a, reason, ok := c.resolveRelative(sc.anchor, text, elided || hasTopDir(text))
			if !ok {
				continue
			}
			out = append(out, checked{sp.text, reason})
			if reason == "" {
				sc.anchor, sc.chain = a, a.chainable()
			}
		}
	}
	return out
}

// module splits a qualified citation into the module it names and the rest
// ("" or "/pkg/server.(*Config).Complete"). ok is false for a module that
// is not checked.
func (c *Checker) module(cite string) (mod, rest string, ok bool) {
	for m := range c.Modules {
		if cite == m || strings.HasPrefix(cite, m+"/") || strings.HasPrefix(cite, m+".") {
			if len(m) > len(mod) {
				mod = m
			}
		}
	}
	return mod, strings.TrimPrefix(cite, mod), mod != ""
}

// mentioned is the anchor for a module named in prose; nil if it is not
// one we check.
func (c *Checker) mentioned(name string) *anchor {
	switch name {
	case "kubernetes":
		return &anchor{mod: "k8s.io/kubernetes"}
	case "kubeadm":
		return &anchor{mod: "k8s.io/kubernetes", dir: "cmd/kubeadm/app"}
	case "client-go":
		name = "k8s.io/client-go"
	}
	if _, ok := c.Modules[name]; ok {
		return &anchor{mod: name}
	}
	return nil
}

// resolveRelative resolves a relative path against the anchor's directory
// or one of its parents in the module. Without an anchor, a path from a
// top-level directory (cmd/, pkg/ ...) must exist in one of the modules,
// Kubernetes first; anything else is not checked (ok false), nor is a
// path after our own citations.
func (c *Checker) resolveRelative(a *anchor, rel string, anywhere bool) (*anchor, string, bool) {
	if a != nil && a.ours || a == nil && !anywhere {
		return nil, "", false
	}
	var candidates []anchor
	if a != nil {
		for dir := a.dir; ; dir = path.Dir(dir) {
			if dir == "." {
				dir = ""
			}
			candidates = append(candidates, anchor{mod: a.mod, dir: dir})
			if dir == "" {
				break
			}
		}
	}
	if anywhere {
		mods := make([]string, 0, len(c.Modules))
		for m := range c.Modules {
			mods = append(mods, m)
		}
		sort.Slice(mods, func(i, j int) bool {
			return mods[i] == "k8s.io/kubernetes" || mods[j] != "k8s.io/kubernetes" && mods[i] < mods[j]
		})
		for _, m := range mods {
			candidates = append(candidates, anchor{mod: m})
		}
	}
	first := ""
	for _, cand := range candidates {
		res, reason := c.resolve(cand.mod, "/"+path.Join(cand.dir, rel))
		if reason == "" {
			return res, "", true
		}
		if first == "" {
			first = reason
		}
	}
	if anywhere {
		return nil, "in none of the modules " + strings.Join(moduleNames(c.Modules), ", "), true
	}
	return nil, fmt.Sprintf("not found in %s/%s or a parent directory: %s", a.mod, a.dir, first), true
}

// resolve checks rest ("/pkg/server", "/pkg/server/config.go",
// "/pkg/server.(*Config).Complete", "/pkg/apis/...") in module mod and
// returns the anchor it leaves: the directory of the package or file.
func (c *Checker) resolve(mod, rest string) (*anchor, string) {
	root := c.Modules[mod]
	rel := strings.TrimPrefix(rest, "/")
	head := rel
	if i := strings.Index(head, "("); i >= 0 {
		head = head[:i]
	}
	slash := strings.LastIndex(head, "/")
	dot := strings.Index(rel[slash+1:], ".")
	if rel == "..." || strings.HasSuffix(rel, "/...") || dot < 0 || fileExts[path.Ext(rel)] {
		dir, reason := c.needPath(mod, root, strings.TrimSuffix(strings.TrimSuffix(rel, "..."), "/"))
		return &anchor{mod: mod, dir: dir, isPkg: path.Ext(rel) == ".go"}, reason
	}
	pkg, sel := rel[:slash+1+dot], rel[slash+1+dot+1:]
	a := &anchor{mod: mod, dir: pkg, isPkg: true}
	if pkg == "" && rest != "" && rest[0] == '.' { // k8s.io/kubernetes.X: the module root
		a.dir, sel = "", strings.TrimPrefix(rest, ".")
	}
	return a, c.symbol(a, sel)
}

// needPath checks that a path exists in root (each alternative of a
// {a,b} list, <placeholders> matching any one element) and returns the
// directory it leaves as anchor.
func (c *Checker) needPath(mod, root, rel string) (string, string) {
	dir := ""
	for _, alt := range expandBraces(rel) {
		pattern := filepath.Join(root, filepath.FromSlash(placeholder.ReplaceAllString(alt, "*")))
		m, err := filepath.Glob(pattern)
		if err != nil {
			return "", fmt.Sprintf("bad pattern: %v", err)
		}
		if len(m) == 0 {
			return "", fmt.Sprintf("no %s in %s", alt, mod)
		}
		r, _ := filepath.Rel(root, m[0])
		r = filepath.ToSlash(r)
		if fi, err := os.Stat(m[0]); err == nil && !fi.IsDir() {
			r = path.Dir(r)
		}
		if r == "." {
			r = ""
		}
		dir = r
	}
	return dir, ""
}

var placeholder = regexp.MustCompile(`<[^<>/]+>`)

// expandBraces turns a/{b,c}/d into a/b/d and a/c/d.
func expandBraces(s string) []string {
	i := strings.Index(s, "{")
	j := strings.Index(s, "}")
	if i < 0 || j < i {
		return []string{s}
	}
	var out []string
	for _, alt := range strings.Split(s[i+1:j], ",") {
		out = append(out, expandBraces(s[:i]+alt+s[j+1:])...)
	}
	return out
}

// listedSymbol checks a symbol listed after a Go file: as symbol does, but
// a bare Name may also be a method or field of one of the package's types
// (`genericapiserver.go` `GenericAPIServer`, `PrepareRun`).
func (c *Checker) listedSymbol(a *anchor, sel string) string {
	reason := c.symbol(a, sel)
	if reason == "" || strings.Contains(sel, ".") {
		return reason
	}
	decls, _ := c.packageDecls(a.mod, a.dir)
	for key := range decls {
		if strings.HasSuffix(key, "."+sel) {
			return ""
		}
	}
	return reason + ", nor a method or field of that name"
}

// symbol checks sel (Name, Type.Member or (*Type).Method) in the package
// directory a.dir of module a.mod.
func (c *Checker) symbol(a *anchor, sel string) string {
	m := symbolRe.FindStringSubmatch(sel)
	if m == nil {
		return fmt.Sprintf("malformed symbol %q; want Name, Type.Member or (*Type).Method", sel)
	}
	decls, reason := c.packageDecls(a.mod, a.dir)
	if reason != "" {
		return reason
	}
	where := a.mod + "/" + a.dir
	typ, name, ptr := m[3], m[4], false
	if m[1] != "" {
		typ, name, ptr = m[1], m[2], true
	}
	if name == "" {
		if decls[typ] == "" {
			return fmt.Sprintf("package %s declares no %s", where, typ)
		}
		return ""
	}
	if decls[typ] != "type" {
		return fmt.Sprintf("package %s declares no type %s", where, typ)
	}
	switch kind := decls[typ+"."+name]; {
	case kind == "method" || kind == "*method" && ptr || kind == "member" && !ptr:
		return ""
	case kind == "*method":
		return fmt.Sprintf("%s has a pointer receiver; cite (*%s).%s", name, typ, name)
	case kind == "member":
		return fmt.Sprintf("%s is a field or interface method of %s, not a method of *%s", name, typ, typ)
	}
	return fmt.Sprintf("type %s in %s has no method or field %s", typ, where, name)
}

// packageDecls indexes the non-test Go files of a package directory: each
// top-level name is "type", "func" or "value", each "Type.Name" is
// "method" (value receiver), "*method" (pointer receiver) or "member"
// (struct field, embedded type or interface method).
func (c *Checker) packageDecls(mod, dir string) (map[string]string, string) {
	full := filepath.Join(c.Modules[mod], filepath.FromSlash(dir))
	if d, ok := c.decls[full]; ok {
		if d == nil {
			return nil, fmt.Sprintf("no Go package %s/%s", mod, dir)
		}
		return d, ""
	}
	files, _ := filepath.Glob(filepath.Join(full, "*.go"))
	d := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Sprintf("cannot parse %s: %v", f, err)
		}
		indexFile(d, file)
	}
	if len(d) == 0 {
		d = nil
	}
	c.decls[full] = d
	if d == nil {
		return nil, fmt.Sprintf("no Go package %s/%s", mod, dir)
	}
	return d, ""
}

func indexFile(d map[string]string, file *ast.File) {
	for _, decl := range file.Decls {
		if fn, ok := decl.(*ast.FuncDecl); ok {
			if fn.Recv == nil || len(fn.Recv.List) == 0 {
				d[fn.Name.Name] = "func"
			} else {
				recv, kind := fn.Recv.List[0].Type, "method"
				if star, ok := recv.(*ast.StarExpr); ok {
					recv, kind = star.X, "*method"
				}
				d[baseName(recv)+"."+fn.Name.Name] = kind
			}
			continue
		}
		for _, spec := range decl.(*ast.GenDecl).Specs {
			if ts, ok := spec.(*ast.TypeSpec); ok {
				d[ts.Name.Name] = "type"
				for _, m := range typeMembers(ts.Type) {
					d[ts.Name.Name+"."+m] = "member"
				}
			} else if vs, ok := spec.(*ast.ValueSpec); ok {
				for _, id := range vs.Names {
					d[id.Name] = "value"
				}
			}
		}
	}
}

// baseName is the type name of a receiver or an embedded field, without
// type parameters or a package qualifier.
func baseName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.Ident:
			return t.Name
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.SelectorExpr:
			return t.Sel.Name
		default:
			return ""
		}
	}
}

// typeMembers lists a struct's fields or an interface's methods, embedded
// ones by their type's name.
func typeMembers(e ast.Expr) []string {
	var fields *ast.FieldList
	if st, ok := e.(*ast.StructType); ok {
		fields = st.Fields
	} else if it, ok := e.(*ast.InterfaceType); ok {
		fields = it.Methods
	} else {
		return nil
	}
	var out []string
	for _, f := range fields.List {
		if len(f.Names) == 0 {
			out = append(out, baseName(f.Type))
		}
		for _, id := range f.Names {
			out = append(out, id.Name)
		}
	}
	return out
}

func hasTopDir(p string) bool {
	for _, d := range topDirs {
		if strings.HasPrefix(p, d) {
			return true
		}
	}
	return false
}

func moduleNames(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// span is an inline code span of one line: its text, stripped of the
// spaces inside the backticks, and its byte range in the line.
type span struct {
	text       string
	start, end int
}

// spans returns the code spans of a line: a run of backticks up to the
// next run of exactly as many; an opening run that is never closed is text.
func spans(line string) []span {
	var out []span
	for i := 0; i < len(line); {
		open := strings.IndexByte(line[i:], '`')
		if open < 0 {
			break
		}
		open += i
		ticks := line[open : len(line)-len(strings.TrimLeft(line[open:], "`"))]
		body := open + len(ticks)
		closeAt := -1
		for k := body; closeAt < 0; {
			j := strings.Index(line[k:], ticks)
			if j < 0 {
				break
			}
			j += k
			runLen := len(line[j:]) - len(strings.TrimLeft(line[j:], "`"))
			if runLen == len(ticks) {
				closeAt = j
			}
			k = j + runLen
		}
		if closeAt < 0 {
			i = body
			continue
		}
		out = append(out, span{text: strings.TrimSpace(line[body:closeAt]), start: open, end: closeAt + len(ticks)})
		i = closeAt + len(ticks)
	}
	return out
}

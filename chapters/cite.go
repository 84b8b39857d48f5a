package chapters

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
)

// A citation is an inline code span that starts with a stage directory
// (01-scheme, 02-generic-server ...) or with one of the repository's other
// top-level directories, and holds no white space. Three shapes:
//
//	01-scheme/runtime                              a directory (a package)
//	01-scheme/runtime/scheme.go                    a file
//	01-scheme/apis/*/install, 01-scheme/...        a glob or a tree: must match something
//	01-scheme/runtime/schema.GroupVersionKind      a top-level func, type, var or const
//	01-scheme/runtime.(*Scheme).AddKnownTypes      a method, called through a pointer
//	01-scheme/runtime/schema.GroupVersion.String   a value-receiver method, a struct
//	                                               field or an interface method
//
// The package is the directory up to the first dot after the last slash; a
// stage's main package is cited as 01-scheme.main.
var (
	stageDir   = regexp.MustCompile(`^\d\d-[a-z0-9][a-z0-9-]*`)
	otherDir   = regexp.MustCompile(`^(docs|chapters|e2e|hack|\.ci|\.vscode)/`)
	selector   = regexp.MustCompile(`^(?:\(\*([A-Za-z_]\w*)\)\.([A-Za-z_]\w*)|([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?)$`)
	fileSuffix = map[string]bool{
		".go": true, ".md": true, ".dlv": true, ".json": true, ".yaml": true, ".yml": true,
		".proto": true, ".txt": true, ".mod": true, ".sum": true, ".sh": true, ".pb": true,
		".golden": true, ".hex": true, ".txtar": true,
	}
)

// IsCitation reports whether the code span text is a citation of our code.
func IsCitation(text string) bool {
	if text == "" || strings.ContainsAny(text, " \t") {
		return false
	}
	return stageDir.MatchString(text) || otherDir.MatchString(text)
}

// Problem is a citation that names nothing.
type Problem struct {
	File   string // relative to the repository root, slash-separated
	Line   int
	Cite   string
	Reason string
}

func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: `%s`: %s", p.File, p.Line, p.Cite, p.Reason)
}

// Checker resolves citations against the source tree under Root. It parses
// each cited package once, with go/parser, and remembers what it declares.
type Checker struct {
	Root string
	pkgs map[string]*pkgIndex
}

// NewChecker returns a Checker for the repository at root.
func NewChecker(root string) *Checker {
	return &Checker{Root: root, pkgs: map[string]*pkgIndex{}}
}

// CheckFile checks every citation and every relative link of the Markdown
// file rel (relative to Root). It returns the problems found and the number
// of citations it checked.
func (c *Checker) CheckFile(rel string) ([]Problem, int, error) {
	src, err := os.ReadFile(filepath.Join(c.Root, filepath.FromSlash(rel)))
	if err != nil {
		return nil, 0, err
	}
	probs, n := c.Check(rel, string(src))
	return probs, n, nil
}

// Check is CheckFile for a document held in memory, as if it were the file
// rel: relative links resolve against rel's directory.
func (c *Checker) Check(rel, src string) ([]Problem, int) {
	spans, _ := Parse(src)
	var probs []Problem
	n := 0
	for _, s := range spans {
		if !IsCitation(s.Text) {
			continue
		}
		n++
		if reason := c.Resolve(s.Text); reason != "" {
			probs = append(probs, Problem{File: rel, Line: s.Line, Cite: s.Text, Reason: reason})
		}
	}
	for _, l := range Links(src) {
		if reason := c.resolveLink(rel, l.Target); reason != "" {
			probs = append(probs, Problem{File: rel, Line: l.Line, Cite: l.Target, Reason: reason})
		}
	}
	sort.SliceStable(probs, func(i, j int) bool { return probs[i].Line < probs[j].Line })
	return probs, n
}

// Resolve returns "" if the citation names something that exists, and why
// not otherwise.
func (c *Checker) Resolve(cite string) string {
	if strings.HasSuffix(cite, "/...") {
		return c.needPath(strings.TrimSuffix(cite, "/..."), true)
	}
	head := cite
	if i := strings.Index(head, "("); i >= 0 {
		head = head[:i]
	}
	slash := strings.LastIndex(head, "/")
	dot := strings.Index(cite[slash+1:], ".")
	if dot < 0 || fileSuffix[path.Ext(cite)] {
		return c.needPath(cite, false)
	}
	pkg, sel := cite[:slash+1+dot], cite[slash+1+dot+1:]
	m := selector.FindStringSubmatch(sel)
	if m == nil {
		return fmt.Sprintf("malformed citation %q; want pkg.Name, pkg.Type.Member or pkg.(*Type).Method", sel)
	}
	idx, reason := c.index(pkg)
	if reason != "" {
		return reason
	}
	switch {
	case m[1] != "": // (*Type).Method
		return idx.method(pkg, m[1], m[2], true)
	case m[4] != "": // Type.Member
		return idx.method(pkg, m[3], m[4], false)
	default:
		if !idx.decls[m[3]] {
			return fmt.Sprintf("package %s declares no %s", pkg, m[3])
		}
		return ""
	}
}

// needPath checks a path or glob; dir requires a directory.
func (c *Checker) needPath(p string, dir bool) string {
	full := filepath.Join(c.Root, filepath.FromSlash(p))
	matches, err := filepath.Glob(full)
	if err != nil {
		return fmt.Sprintf("bad pattern: %v", err)
	}
	if len(matches) == 0 {
		return "no such file or directory"
	}
	if dir {
		if fi, err := os.Stat(matches[0]); err != nil || !fi.IsDir() {
			return "not a directory"
		}
	}
	return ""
}

func (c *Checker) resolveLink(rel, target string) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	if i := strings.Index(target, "#"); i >= 0 {
		target = target[:i]
	}
	p := path.Join(path.Dir(rel), target)
	if _, err := os.Stat(filepath.Join(c.Root, filepath.FromSlash(p))); err != nil {
		return fmt.Sprintf("link target %s does not exist", p)
	}
	return ""
}

// pkgIndex is what one package directory declares.
type pkgIndex struct {
	decls   map[string]bool            // top-level funcs, types, vars, consts
	methods map[string]map[string]bool // type -> method -> has pointer receiver
	members map[string]map[string]bool // type -> struct fields and interface methods
}

func (c *Checker) index(pkg string) (*pkgIndex, string) {
	if idx, ok := c.pkgs[pkg]; ok {
		if idx == nil {
			return nil, fmt.Sprintf("no Go package in %s", pkg)
		}
		return idx, ""
	}
	dir := filepath.Join(c.Root, filepath.FromSlash(pkg))
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	sort.Strings(files)
	if len(files) == 0 {
		c.pkgs[pkg] = nil
		return nil, fmt.Sprintf("no Go package in %s", pkg)
	}
	idx := &pkgIndex{decls: map[string]bool{}, methods: map[string]map[string]bool{}, members: map[string]map[string]bool{}}
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Sprintf("cannot parse %s: %v", f, err)
		}
		idx.add(file)
	}
	c.pkgs[pkg] = idx
	return idx, ""
}

func (idx *pkgIndex) add(file *ast.File) {
	for _, d := range file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) == 0 {
				idx.decls[d.Name.Name] = true
				continue
			}
			typ, ptr := receiver(d.Recv.List[0].Type)
			if idx.methods[typ] == nil {
				idx.methods[typ] = map[string]bool{}
			}
			idx.methods[typ][d.Name.Name] = ptr
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					idx.decls[s.Name.Name] = true
					idx.members[s.Name.Name] = members(s.Type)
				case *ast.ValueSpec:
					for _, n := range s.Names {
						idx.decls[n.Name] = true
					}
				}
			}
		}
	}
}

// receiver returns the receiver's type name and whether it is a pointer;
// type parameters are dropped: (s *Set[T]) -> "Set", true.
func receiver(e ast.Expr) (string, bool) {
	ptr := false
	if s, ok := e.(*ast.StarExpr); ok {
		e, ptr = s.X, true
	}
	switch t := e.(type) {
	case *ast.IndexExpr:
		e = t.X
	case *ast.IndexListExpr:
		e = t.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name, ptr
	}
	return "", ptr
}

// members lists a struct's fields (embedded ones by type name) or an
// interface's methods.
func members(e ast.Expr) map[string]bool {
	out := map[string]bool{}
	var list *ast.FieldList
	switch t := e.(type) {
	case *ast.StructType:
		list = t.Fields
	case *ast.InterfaceType:
		list = t.Methods
	}
	if list == nil {
		return out
	}
	for _, f := range list.List {
		for _, n := range f.Names {
			out[n.Name] = true
		}
		if len(f.Names) == 0 { // embedded: *metav1.TypeMeta -> TypeMeta
			t := f.Type
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			switch x := t.(type) {
			case *ast.Ident:
				out[x.Name] = true
			case *ast.SelectorExpr:
				out[x.Sel.Name] = true
			}
		}
	}
	return out
}

// method checks Type.Member (ptr false) or (*Type).Method (ptr true), with
// Go's method-expression rules: (*T).M names any method of T; T.M names a
// value-receiver method, a field or an interface method.
func (idx *pkgIndex) method(pkg, typ, name string, ptr bool) string {
	if !idx.decls[typ] {
		return fmt.Sprintf("package %s declares no type %s", pkg, typ)
	}
	ptrRecv, isMethod := idx.methods[typ][name]
	switch {
	case isMethod && (ptr || !ptrRecv):
		return ""
	case isMethod:
		return fmt.Sprintf("%s has a pointer receiver; cite %s.(*%s).%s", name, pkg, typ, name)
	case !ptr && idx.members[typ][name]:
		return ""
	case ptr && idx.members[typ][name]:
		return fmt.Sprintf("%s is a field or interface method, not a method of *%s; cite %s.%s.%s", name, typ, pkg, typ, name)
	}
	return fmt.Sprintf("type %s in %s has no method or field %s", typ, pkg, name)
}

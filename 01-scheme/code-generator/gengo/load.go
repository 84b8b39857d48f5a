package gengo

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// GeneratedPrefix starts the name of every file a generator writes; such
// files are left out when loading, so a stale or broken one never changes
// what is generated next.
const GeneratedPrefix = "zz_generated."

// Package is one loaded Go package: its types, the functions and methods
// written by hand (in files that are not generated), and its comment tags.
// Upstream: k8s.io/gengo/v2/types.Package.
type Package struct {
	Path  string
	Name  string
	Dir   string
	Types *types.Package
	// Tags are the +k8s: tags of the package, read from comments above the
	// package clause (doc.go, by convention).
	Tags map[string][]string
	// TypeTags are the +k8s: tags in each type's doc comment.
	TypeTags map[string]map[string][]string
	// FieldTags are the +k8s: tags in the doc comment of each field of a
	// struct type, by type name, then field name.
	FieldTags map[string]map[string]map[string][]string
	// Funcs are the package-level functions written by hand.
	Funcs map[string]*types.Func
	// Methods are the hand-written method names per receiver type name.
	Methods map[string]map[string]bool
}

// Universe is every package loaded, by import path.
// Upstream: k8s.io/gengo/v2/types.Universe.
type Universe struct {
	Packages map[string]*Package
	// Roots are the packages the patterns named, sorted by path.
	Roots []*Package
}

// Load type-checks the packages that patterns name, and everything they
// import, from source. Generated files are read as an empty package
// clause; type errors they leave behind (a type without its DeepCopyObject)
// are expected and ignored.
func Load(dir string, patterns ...string) (*Universe, error) {
	rootPaths, extra, err := listWithReferences(dir, patterns)
	if err != nil {
		return nil, err
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps,
		Dir:       dir,
		ParseFile: parseSkippingGenerated,
	}
	loaded, err := packages.Load(cfg, append(rootPaths, extra...)...)
	if err != nil {
		return nil, fmt.Errorf("loading %v: %w", patterns, err)
	}
	var roots []*packages.Package
	for _, p := range loaded {
		if slices.Contains(rootPaths, p.PkgPath) {
			roots = append(roots, p)
		}
	}
	u := &Universe{Packages: map[string]*Package{}}
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if _, ok := u.Packages[p.PkgPath]; ok || p.Types == nil {
			return
		}
		u.Packages[p.PkgPath] = newPackage(p)
		for _, imp := range p.Imports {
			visit(imp)
		}
	}
	for _, p := range loaded {
		visit(p)
	}
	for _, p := range roots {
		if len(p.GoFiles) == 0 {
			return nil, fmt.Errorf("package %s: no Go files", p.PkgPath)
		}
		visit(p)
		u.Roots = append(u.Roots, u.Packages[p.PkgPath])
	}
	sort.Slice(u.Roots, func(i, j int) bool { return u.Roots[i].Path < u.Roots[j].Path })
	return u, nil
}

// referenceTags name, in a package's doc.go, other packages a generator
// must load with it: the internal packages conversions go to, and where
// types live when not in the package itself.
var referenceTags = []string{"k8s:conversion-gen", "k8s:conversion-gen-external-types", "k8s:defaulter-gen-input"}

// listWithReferences resolves patterns to import paths (cheaply: names
// and files only) and collects the packages their tags refer to.
func listWithReferences(dir string, patterns []string) (roots, extra []string, err error) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles, Dir: dir}
	listed, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, nil, fmt.Errorf("listing %v: %w", patterns, err)
	}
	for _, p := range listed {
		roots = append(roots, p.PkgPath)
		for _, file := range p.GoFiles {
			src, err := os.ReadFile(file)
			if err != nil {
				return nil, nil, err
			}
			f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.PackageClauseOnly|parser.ParseComments)
			if err != nil {
				return nil, nil, err
			}
			for _, cg := range f.Comments {
				tags := ExtractCommentTags(cg)
				for _, key := range referenceTags {
					for _, v := range tags[key] {
						if strings.Contains(v, "/") && !slices.Contains(extra, v) {
							extra = append(extra, v)
						}
					}
				}
			}
		}
	}
	return roots, extra, nil
}

func parseSkippingGenerated(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	mode := parser.ParseComments | parser.AllErrors
	if strings.HasPrefix(filepath.Base(filename), GeneratedPrefix) {
		mode = parser.PackageClauseOnly
	}
	return parser.ParseFile(fset, filename, src, mode)
}

func newPackage(p *packages.Package) *Package {
	pkg := &Package{
		Path: p.PkgPath, Name: p.Name, Types: p.Types,
		Tags:      map[string][]string{},
		TypeTags:  map[string]map[string][]string{},
		FieldTags: map[string]map[string]map[string][]string{},
		Funcs:     map[string]*types.Func{},
		Methods:   map[string]map[string]bool{},
	}
	if len(p.GoFiles) > 0 {
		pkg.Dir = filepath.Dir(p.GoFiles[0])
	}
	for _, f := range p.Syntax {
		readFile(pkg, p.TypesInfo, f)
	}
	return pkg
}

// readFile records the file's package tags, type tags and hand-written
// functions and methods.
func readFile(pkg *Package, info *types.Info, f *ast.File) {
	for _, cg := range f.Comments {
		if cg.End() < f.Package {
			mergeTags(pkg.Tags, ExtractCommentTags(cg))
		}
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok {
					continue
				}
				tags := ExtractCommentTags(d.Doc)
				mergeTags(tags, ExtractCommentTags(ts.Doc))
				pkg.TypeTags[ts.Name.Name] = tags
				if st, ok := ts.Type.(*ast.StructType); ok {
					pkg.FieldTags[ts.Name.Name] = structFieldTags(st)
				}
			}
		case *ast.FuncDecl:
			readFunc(pkg, info, d)
		}
	}
}

// structFieldTags reads the tags in the doc comments of st's named
// fields, by field name.
func structFieldTags(st *ast.StructType) map[string]map[string][]string {
	out := map[string]map[string][]string{}
	for _, f := range st.Fields.List {
		tags := ExtractCommentTags(f.Doc)
		if len(tags) == 0 {
			continue
		}
		for _, name := range f.Names {
			out[name.Name] = tags
		}
	}
	return out
}

func readFunc(pkg *Package, info *types.Info, d *ast.FuncDecl) {
	if d.Recv == nil {
		if fn, ok := info.Defs[d.Name].(*types.Func); ok {
			pkg.Funcs[d.Name.Name] = fn
		}
		return
	}
	recv := d.Recv.List[0].Type
	if star, ok := recv.(*ast.StarExpr); ok {
		recv = star.X
	}
	if id, ok := recv.(*ast.Ident); ok {
		if pkg.Methods[id.Name] == nil {
			pkg.Methods[id.Name] = map[string]bool{}
		}
		pkg.Methods[id.Name][d.Name.Name] = true
	}
}

func mergeTags(into, from map[string][]string) {
	for k, v := range from {
		into[k] = append(into[k], v...)
	}
}

// ExtractCommentTags reads the lines of cg that look like "+key=value"
// (or "+key", value "") into a map of key to values, in order.
// Upstream: k8s.io/gengo/v2.ExtractCommentTags.
func ExtractCommentTags(cg *ast.CommentGroup) map[string][]string {
	out := map[string][]string{}
	if cg == nil {
		return out
	}
	for _, line := range strings.Split(cg.Text(), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "+k8s:") {
			continue
		}
		key, value, _ := strings.Cut(line[1:], "=")
		out[key] = append(out[key], value)
	}
	return out
}

// Tag returns the first value of a package tag, and whether it is there.
func (p *Package) Tag(key string) (string, bool) {
	v, ok := p.Tags[key]
	if !ok || len(v) == 0 {
		return "", false
	}
	return v[0], true
}

// TypeTag returns the first value of a type's tag, and whether it is there.
func (p *Package) TypeTag(typeName, key string) (string, bool) {
	v, ok := p.TypeTags[typeName][key]
	if !ok || len(v) == 0 {
		return "", false
	}
	return v[0], true
}

// FieldTag returns the first value of a tag on field fieldName of struct
// type typeName, and whether it is there.
func (p *Package) FieldTag(typeName, fieldName, key string) (string, bool) {
	v, ok := p.FieldTags[typeName][fieldName][key]
	if !ok || len(v) == 0 {
		return "", false
	}
	return v[0], true
}

// NamedTypes returns the package's exported named types (not aliases),
// sorted by name, as upstream generators walk them.
func (p *Package) NamedTypes() []*types.Named {
	var out []*types.Named
	scope := p.Types.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() || tn.IsAlias() {
			continue
		}
		if named, ok := tn.Type().(*types.Named); ok {
			out = append(out, named)
		}
	}
	return out
}

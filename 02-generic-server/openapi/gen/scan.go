package main

import (
	"bufio"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// scanned is what the scan collects, by description key.
type scanned struct {
	// descriptions has a key for every type and every JSON field; the
	// value is "" where the comment is missing.
	descriptions map[string]string
	// markers holds the +listType, +listMapKey, +mapType, +structType and +default
	// markers of the types and fields that carry some.
	markers map[string]openapi.Markers
}

// scanSources reads the doc comments of every struct type, and of its
// fields, in sourceDirs.
func scanSources(root, modulePath string) (*scanned, error) {
	// Stage 03's and 07's groups (03-master/apis/<group>/<version>) are
	// named as upstream's k8s.io/api/<group>/<version>, as the master
	// names them.
	namer := openapi.NewDefinitionNamer().WithPackageMappings(
		openapi.PackageMapping{Ours: modulePath + "/03-master/apis/", Upstream: "k8s.io/api/"},
		openapi.PackageMapping{Ours: modulePath + "/07-authn-authz/apis/", Upstream: "k8s.io/api/"})
	out := &scanned{descriptions: map[string]string{}, markers: map[string]openapi.Markers{}}
	for _, pattern := range sourceDirs {
		dirs, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			return nil, err
		}
		for _, dir := range dirs {
			rel, err := filepath.Rel(root, dir)
			if err != nil {
				return nil, err
			}
			pkgPath := modulePath + "/" + filepath.ToSlash(rel)
			if err := scanDir(dir, pkgPath, namer, out); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// scanDir parses the non-test Go files of one package.
func scanDir(dir, pkgPath string, namer *openapi.DefinitionNamer, out *scanned) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	embeds := map[string][]string{} // outer definition -> inline embedded definitions
	consts := map[string]string{}
	before := make(map[string]bool, len(out.markers))
	for key := range out.markers {
		before[key] = true
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		constValues(f, consts)
		for _, decl := range f.Decls {
			if gd, ok := decl.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				scanTypeDecl(gd, pkgPath, namer, out, embeds)
			}
		}
	}
	promote(embeds, out.descriptions)
	var added []string
	for key := range out.markers {
		if !before[key] {
			added = append(added, key)
		}
	}
	return resolveDefaults(out.markers, added, consts)
}

// promote handles inline embedded structs of the same package (Probe
// embeds ProbeHandler): upstream describes their fields under the outer
// type too (io.k8s.api.core.v1.Probe.exec), so a field without our
// comment also needs a text under that key; the builder looks there after
// the embedded type's own key.
func promote(embeds map[string][]string, out map[string]string) {
	var promoted []string
	for outer, inners := range embeds {
		for _, inner := range inners {
			for key, text := range out {
				if field, ok := strings.CutPrefix(key, inner+"."); ok && text == "" {
					promoted = append(promoted, openapi.DescriptionKey(outer, field))
				}
			}
		}
	}
	for _, key := range promoted {
		if _, ok := out[key]; !ok {
			out[key] = ""
		}
	}
}

// scanTypeDecl records the struct types of one type declaration.
func scanTypeDecl(gd *ast.GenDecl, pkgPath string, namer *openapi.DefinitionNamer, out *scanned, embeds map[string][]string) {
	for _, spec := range gd.Specs {
		ts := spec.(*ast.TypeSpec)
		st, ok := ts.Type.(*ast.StructType)
		if !ok || !ts.Name.IsExported() {
			continue
		}
		doc := ts.Doc
		if doc == nil && len(gd.Specs) == 1 {
			doc = gd.Doc
		}
		name := namer.NameOf(pkgPath, ts.Name.Name)
		out.record(openapi.DescriptionKey(name, ""), doc)
		for _, field := range st.Fields.List {
			if inner := inlineLocalType(field); inner != "" {
				embeds[name] = append(embeds[name], namer.NameOf(pkgPath, inner))
			}
			scanField(field, name, out)
		}
	}
}

// scanField records one field under its JSON name. Inline embedded
// structs have no key of their own: their fields are described by the
// embedded type.
func scanField(field *ast.Field, typeName string, out *scanned) {
	tag := ""
	if field.Tag != nil {
		tag, _ = strconv.Unquote(field.Tag.Value)
	}
	jsonName, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if jsonName == "-" {
		return
	}
	doc := field.Doc
	if doc == nil {
		doc = field.Comment
	}
	if len(field.Names) == 0 { // embedded
		if jsonName != "" {
			out.record(openapi.DescriptionKey(typeName, jsonName), doc)
		}
		return
	}
	for _, n := range field.Names {
		if !n.IsExported() {
			continue
		}
		key := jsonName
		if key == "" {
			key = n.Name
		}
		out.record(openapi.DescriptionKey(typeName, key), doc)
	}
}

// record keeps the description and the markers of one key.
func (s *scanned) record(key string, doc *ast.CommentGroup) {
	s.descriptions[key] = docText(doc)
	if m, ok := markers(doc); ok {
		s.markers[key] = m
	}
}

// inlineLocalType returns the type name of an embedded field without a
// JSON name whose type is declared in the same package ("" otherwise).
func inlineLocalType(field *ast.Field) string {
	if len(field.Names) > 0 {
		return ""
	}
	if field.Tag != nil {
		tag, _ := strconv.Unquote(field.Tag.Value)
		if name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ","); name != "" {
			return ""
		}
	}
	t := field.Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	if ident, ok := t.(*ast.Ident); ok {
		return ident.Name
	}
	return ""
}

// readModulePath returns the module path from root's go.mod.
func readModulePath(root string) (string, error) {
	f, err := os.Open(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(s.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`), nil
		}
	}
	return "", errors.New("go.mod has no module line")
}

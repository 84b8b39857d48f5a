package generators

import (
	"fmt"
	"go/types"
	"regexp"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// The defaulter tags. +k8s:defaulter-gen=TypeMeta in doc.go asks for a
// SetObjectDefaults_X for every type X with a field of that name (every
// kind); +k8s:defaulter-gen-input=<path> says where the types are, if not
// in the package itself.
const (
	defaulterTag      = "k8s:defaulter-gen"
	defaulterInputTag = "k8s:defaulter-gen-input"
)

// defaulter plans the walk from a kind down to every type that has a
// SetDefaults_<Type> function, in the type's own package or this one.
// Upstream: k8s.io/code-generator/cmd/defaulter-gen/generators.genDefaulter.
type defaulter struct {
	u     *gengo.Universe
	pkg   *gengo.Package
	f     *gengo.File
	kinds map[*types.Named]bool
	// bodies memoises whether a kind's walk does anything.
	bodies map[*types.Named]string
}

// setDefaultsFor returns how the file calls SetDefaults_<t>, or "".
func (d *defaulter) setDefaultsFor(t *types.Named) string {
	name := "SetDefaults_" + t.Obj().Name()
	for _, path := range []string{t.Obj().Pkg().Path(), d.pkg.Path} {
		p := d.u.Packages[path]
		if p == nil {
			continue
		}
		fn, ok := p.Funcs[name]
		if !ok {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() != 1 || !types.Identical(sig.Params().At(0).Type(), types.NewPointer(t)) {
			continue
		}
		if alias := d.f.Import(p.Path); alias != "" {
			return alias + "." + name
		}
		return name
	}
	return ""
}

var derefRE = regexp.MustCompile(`^\(\*([\w.]+)\)$`)

// field selects name from expr; (*a).X reads a.X.
func field(expr, name string) string {
	if m := derefRE.FindStringSubmatch(expr); m != nil {
		return m[1] + "." + name
	}
	return expr + "." + name
}

// walk returns the statements defaulting expr, of type t, at loop depth
// depth; "" when nothing under t has defaults. stack stops recursive types.
func (d *defaulter) walk(t types.Type, expr string, depth int, stack map[types.Type]bool) string {
	var b strings.Builder
	if named, ok := t.(*types.Named); ok {
		if d.kinds[named] && depth > 0 {
			if d.kindBody(named) == "" {
				return ""
			}
			return fmt.Sprintf("SetObjectDefaults_%s(%s)\n", named.Obj().Name(), addr(expr))
		}
		if fn := d.setDefaultsFor(named); fn != "" {
			fmt.Fprintf(&b, "%s(%s)\n", fn, addr(expr))
		}
	}
	if stack[t] {
		return b.String()
	}
	stack[t] = true
	defer delete(stack, t)
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if fl := u.Field(i); fl.Exported() {
				b.WriteString(d.walk(fl.Type(), field(expr, fl.Name()), depth, stack))
			}
		}
	case *types.Pointer:
		if inner := d.walk(u.Elem(), "(*"+expr+")", depth, stack); inner != "" {
			fmt.Fprintf(&b, "if %s != nil {\n%s}\n", expr, inner)
		}
	case *types.Slice:
		idx, ptr := string(rune('i'+depth)), string(rune('a'+depth))
		if inner := d.walk(u.Elem(), "(*"+ptr+")", depth+1, stack); inner != "" {
			fmt.Fprintf(&b, "for %s := range %s {\n%s := &%s[%s]\n%s}\n", idx, expr, ptr, expr, idx, inner)
		}
	}
	return b.String()
}

// kindBody returns the body of SetObjectDefaults_<t>.
func (d *defaulter) kindBody(t *types.Named) string {
	if body, ok := d.bodies[t]; ok {
		return body
	}
	d.bodies[t] = "" // a kind holding itself stops here
	body := d.walk(t, "(*in)", 0, map[types.Type]bool{})
	d.bodies[t] = body
	return body
}

// GenerateDefaults writes, for a package with +k8s:defaulter-gen, one
// SetObjectDefaults_<Kind> per kind whose walk calls any SetDefaults_*,
// and RegisterDefaults, which registers them with the Scheme (the
// package's hand-written addDefaultingFuncs calls it).
// Upstream: k8s.io/code-generator/cmd/defaulter-gen/generators.GetTargets.
func GenerateDefaults(u *gengo.Universe, pkg *gengo.Package) (*gengo.File, error) {
	marker, ok := pkg.Tag(defaulterTag)
	if !ok || marker == "" {
		return nil, nil
	}
	input := pkg
	if path, ok := pkg.Tag(defaulterInputTag); ok {
		if input = u.Packages[path]; input == nil {
			return nil, fmt.Errorf("%s: defaulter input package %s not loaded", pkg.Path, path)
		}
	}
	d := &defaulter{u: u, pkg: pkg, f: gengo.NewFile(pkg), kinds: map[*types.Named]bool{}, bodies: map[*types.Named]string{}}
	var kinds []*types.Named
	for _, t := range input.NamedTypes() {
		if s, ok := t.Underlying().(*types.Struct); ok && fieldByName(s, marker) != nil {
			d.kinds[t] = true
			kinds = append(kinds, t)
		}
	}
	var withDefaults []*types.Named
	for _, t := range kinds {
		if d.kindBody(t) != "" {
			withDefaults = append(withDefaults, t)
		}
	}
	f := d.f
	rt := f.Import(runtimePkg)
	f.Printf("// RegisterDefaults adds defaulters functions to the given scheme.\n")
	f.Printf("// Public to allow building arbitrary schemes.\n")
	f.Printf("// All generated defaulters are covering - they call all nested defaulters.\n")
	f.Printf("func RegisterDefaults(scheme *%s.Scheme) error {\n", rt)
	for _, t := range withDefaults {
		ts := f.TypeString(t)
		f.Printf("scheme.AddTypeDefaultingFunc(&%s{}, func(obj interface{}) { SetObjectDefaults_%s(obj.(*%s)) })\n", ts, t.Obj().Name(), ts)
	}
	f.Printf("return nil\n}\n\n")
	for _, t := range withDefaults {
		f.Printf("// SetObjectDefaults_%s calls every defaulting function under a %s.\n", t.Obj().Name(), t.Obj().Name())
		f.Printf("func SetObjectDefaults_%s(in *%s) {\n%s}\n\n", t.Obj().Name(), f.TypeString(t), d.kindBody(t))
	}
	return f, nil
}

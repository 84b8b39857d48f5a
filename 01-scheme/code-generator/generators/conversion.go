package generators

import (
	"errors"
	"fmt"
	"go/types"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// The conversion tags. A versioned package names, in doc.go, each internal
// package its types convert to and from (+k8s:conversion-gen=<path>, once
// per package), and where its types live if not in itself
// (+k8s:conversion-gen-external-types=<path>). A type opts out with
// +k8s:conversion-gen=false.
const (
	conversionTag              = "k8s:conversion-gen"
	conversionExternalTypesTag = "k8s:conversion-gen-external-types"
)

const (
	conversionPkg = "github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	runtimePkg    = "github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// typePair is one direction of a conversion between two named structs.
type typePair struct{ in, out *types.Named }

// converter plans and writes one package's conversions.
// Upstream: k8s.io/code-generator/cmd/conversion-gen/generators.genConversion.
type converter struct {
	u   *gengo.Universe
	pkg *gengo.Package
	dc  *deepCopier
	f   *gengo.File
}

// ConversionPackages lists the internal packages a package's tags name.
func ConversionPackages(pkg *gengo.Package) []string {
	var out []string
	for _, v := range pkg.Tags[conversionTag] {
		if v != "" && v != "false" {
			out = append(out, v)
		}
	}
	return out
}

// pairs lists, for a package with conversion tags, every pair of structs
// of the same name in it (or its external types) and its internal
// packages, both directions, sorted by name.
func pairs(u *gengo.Universe, pkg *gengo.Package) ([]typePair, error) {
	external := pkg
	if path, ok := pkg.Tag(conversionExternalTypesTag); ok {
		if external = u.Packages[path]; external == nil {
			return nil, fmt.Errorf("%s: external types package %s not loaded", pkg.Path, path)
		}
	}
	var out []typePair
	for _, internalPath := range ConversionPackages(pkg) {
		internal := u.Packages[internalPath]
		if internal == nil {
			return nil, fmt.Errorf("%s: internal package %s not loaded", pkg.Path, internalPath)
		}
		for _, ext := range external.NamedTypes() {
			name := ext.Obj().Name()
			if !isStruct(ext) || tagFalse(external, name) {
				continue
			}
			obj, _ := internal.Types.Scope().Lookup(name).(*types.TypeName)
			if obj == nil || tagFalse(internal, name) {
				continue
			}
			in, ok := obj.Type().(*types.Named)
			if !ok || !isStruct(in) {
				continue
			}
			out = append(out, typePair{ext, in}, typePair{in, ext})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].in.Obj().Name() < out[j].in.Obj().Name() })
	return out, nil
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

func tagFalse(pkg *gengo.Package, typeName string) bool {
	v, _ := pkg.TypeTag(typeName, conversionTag)
	return v == "false"
}

// funcName is the name upstream gives the conversion of a pair.
func funcName(in, out *types.Named) string {
	return fmt.Sprintf("Convert_%s_%s_To_%s_%s", in.Obj().Pkg().Name(), in.Obj().Name(), out.Obj().Pkg().Name(), out.Obj().Name())
}

// funcFor returns how the code of c's package calls the conversion of
// in to out: a function written by hand or generated (in this run) in
// c's package or in the package of either type.
func (c *converter) funcFor(in, out *types.Named) (string, bool) {
	name := funcName(in, out)
	for _, path := range []string{c.pkg.Path, in.Obj().Pkg().Path(), out.Obj().Pkg().Path()} {
		p := c.u.Packages[path]
		if p == nil || !c.declares(p, name, in, out) {
			continue
		}
		if alias := c.f.Import(p.Path); alias != "" {
			return alias + "." + name, true
		}
		return name, true
	}
	return "", false
}

// declares reports whether p has (or will have) function name.
func (c *converter) declares(p *gengo.Package, name string, in, out *types.Named) bool {
	if _, ok := p.Funcs[name]; ok {
		return true
	}
	ps, err := pairs(c.u, p)
	if err != nil {
		return false
	}
	for _, pair := range ps {
		if pair.in == in && pair.out == out {
			return true
		}
	}
	return false
}

// canConvert reports whether generated code can convert an in to an out.
func (c *converter) canConvert(in, out types.Type) bool {
	if types.Identical(in, out) {
		return true
	}
	inN, ok1 := in.(*types.Named)
	outN, ok2 := out.(*types.Named)
	if ok1 && ok2 && isStruct(inN) && isStruct(outN) {
		_, ok := c.funcFor(inN, outN)
		return ok
	}
	switch iu := in.Underlying().(type) {
	case *types.Basic:
		ou, ok := out.Underlying().(*types.Basic)
		return ok && ou.Kind() == iu.Kind()
	case *types.Pointer:
		ou, ok := out.Underlying().(*types.Pointer)
		return ok && c.canConvert(iu.Elem(), ou.Elem())
	case *types.Slice:
		ou, ok := out.Underlying().(*types.Slice)
		return ok && c.canConvert(iu.Elem(), ou.Elem())
	case *types.Map:
		ou, ok := out.Underlying().(*types.Map)
		return ok && c.canConvert(iu.Key(), ou.Key()) && !c.dc.needsCopy(iu.Key()) && c.canConvert(iu.Elem(), ou.Elem())
	}
	return false
}

// addr takes the address of an expression: (**in) is *in, in.F is &in.F.
func addr(expr string) string {
	if strings.HasPrefix(expr, "(*") && strings.HasSuffix(expr, ")") && !strings.Contains(expr, "[") {
		return expr[2 : len(expr)-1]
	}
	return "&" + expr
}

// emit writes statements converting in into out, expressions of types
// inT and outT for which canConvert holds. As upstream's, the result
// shares memory with its source wherever it can: values of identical types
// are assigned (out.ObjectMeta = in.ObjectMeta shares its label maps), and
// pointers, slices and maps whose elements are laid out alike on both sides
// (sameMemory) are cast with unsafe. A caller that must not share, because
// it will change the result or the source, converts a deep copy:
// runtime.(*Scheme).ConvertToVersion does.
func (c *converter) emit(in, out string, inT, outT types.Type) error {
	f := c.f
	if types.Identical(inT, outT) {
		f.Printf("%s = %s\n", out, in)
		return nil
	}
	if c.sameMemory(inT, outT, nil) {
		switch outT.Underlying().(type) {
		case *types.Pointer:
			f.Printf("%s = (%s)(%s.Pointer(%s))\n", out, f.TypeString(outT), f.Import("unsafe"), in)
			return nil
		case *types.Slice, *types.Map:
			f.Printf("%s = *(*%s)(%s.Pointer(%s))\n", out, f.TypeString(outT), f.Import("unsafe"), addr(in))
			return nil
		}
	}
	inN, ok1 := inT.(*types.Named)
	outN, ok2 := outT.(*types.Named)
	if ok1 && ok2 && isStruct(inN) && isStruct(outN) {
		fn, _ := c.funcFor(inN, outN)
		f.Printf("if err := %s(%s, %s, s); err != nil {\nreturn err\n}\n", fn, addr(in), addr(out))
		return nil
	}
	switch iu := inT.Underlying().(type) {
	case *types.Basic:
		f.Printf("%s = %s(%s)\n", out, f.TypeString(outT), in)
		return nil
	case *types.Pointer:
		ou := outT.Underlying().(*types.Pointer)
		f.Printf("if %s != nil {\nin, out := &%s, &%s\n*out = new(%s)\n", in, in, out, f.TypeString(ou.Elem()))
		if err := c.emit("(**in)", "(**out)", iu.Elem(), ou.Elem()); err != nil {
			return err
		}
	case *types.Slice:
		ou := outT.Underlying().(*types.Slice)
		f.Printf("if %s != nil {\nin, out := &%s, &%s\n*out = make(%s, len(*in))\nfor i := range *in {\n", in, in, out, f.TypeString(outT))
		if err := c.emit("(*in)[i]", "(*out)[i]", iu.Elem(), ou.Elem()); err != nil {
			return err
		}
		f.Printf("}\n")
	case *types.Map:
		ou := outT.Underlying().(*types.Map)
		f.Printf("if %s != nil {\nin, out := &%s, &%s\n*out = make(%s, len(*in))\nfor key, val := range *in {\nnewVal := new(%s)\n", in, in, out, f.TypeString(outT), f.TypeString(ou.Elem()))
		if err := c.emit("val", "(*newVal)", iu.Elem(), ou.Elem()); err != nil {
			return err
		}
		f.Printf("(*out)[%s(key)] = *newVal\n}\n", f.TypeString(ou.Key()))
	default:
		return fmt.Errorf("%s: cannot convert %s to %s", in, inT, outT)
	}
	f.Printf("} else {\n%s = nil\n}\n", out)
	return nil
}

// sameMemory reports whether values of in and out are laid out alike, so
// that a pointer to one may be read as a pointer to the other and the
// result is what the generated conversion would build: identical types;
// basic types of the same kind; pointers, slices and maps of such; and
// structs with the same fields (names and types) in the same order, unless
// someone wrote a conversion between them by hand (in either direction),
// which must then be called. visiting holds the struct pairs being
// compared, to end recursive types.
// Upstream: k8s.io/code-generator/cmd/conversion-gen/generators.equalMemoryTypes.
func (c *converter) sameMemory(in, out types.Type, visiting []typePair) bool {
	in, out = types.Unalias(in), types.Unalias(out)
	if types.Identical(in, out) {
		return true
	}
	inN, ok1 := in.(*types.Named)
	outN, ok2 := out.(*types.Named)
	if ok1 && ok2 && isStruct(inN) && isStruct(outN) {
		return c.sameStructMemory(inN, outN, visiting)
	}
	switch iu := in.Underlying().(type) {
	case *types.Basic:
		ou, ok := out.Underlying().(*types.Basic)
		return ok && ou.Kind() == iu.Kind()
	case *types.Pointer:
		ou, ok := out.Underlying().(*types.Pointer)
		return ok && c.sameMemory(iu.Elem(), ou.Elem(), visiting)
	case *types.Slice:
		ou, ok := out.Underlying().(*types.Slice)
		return ok && c.sameMemory(iu.Elem(), ou.Elem(), visiting)
	case *types.Map:
		ou, ok := out.Underlying().(*types.Map)
		return ok && c.sameMemory(iu.Key(), ou.Key(), visiting) && c.sameMemory(iu.Elem(), ou.Elem(), visiting)
	}
	return false
}

func (c *converter) sameStructMemory(in, out *types.Named, visiting []typePair) bool {
	if c.handWritten(in, out) || c.handWritten(out, in) {
		return false
	}
	for _, p := range visiting {
		if p.in == in && p.out == out {
			return true // assumed while comparing the pair's fields
		}
	}
	visiting = append(visiting, typePair{in, out})
	inS, outS := in.Underlying().(*types.Struct), out.Underlying().(*types.Struct)
	if inS.NumFields() != outS.NumFields() {
		return false
	}
	for i := 0; i < inS.NumFields(); i++ {
		inF, outF := inS.Field(i), outS.Field(i)
		if inF.Name() != outF.Name() || inF.Embedded() != outF.Embedded() || !c.sameMemory(inF.Type(), outF.Type(), visiting) {
			return false
		}
	}
	return true
}

// handWritten reports whether a hand-written Convert_<in>_To_<out> exists
// where funcFor looks for one.
func (c *converter) handWritten(in, out *types.Named) bool {
	name := funcName(in, out)
	for _, path := range []string{c.pkg.Path, in.Obj().Pkg().Path(), out.Obj().Pkg().Path()} {
		if p := c.u.Packages[path]; p != nil {
			if _, ok := p.Funcs[name]; ok {
				return true
			}
		}
	}
	return false
}

// writeAuto writes autoConvert_<pair>, field by field, and reports the
// fields it could not convert: they need a hand-written Convert_<pair>.
func (c *converter) writeAuto(p typePair) ([]string, error) {
	f := c.f
	inS, outS := p.in.Underlying().(*types.Struct), p.out.Underlying().(*types.Struct)
	f.Printf("func auto%s(in *%s, out *%s, s %s.Scope) error {\n",
		funcName(p.in, p.out), f.TypeString(p.in), f.TypeString(p.out), f.Import(conversionPkg))
	var manual []string
	for i := 0; i < inS.NumFields(); i++ {
		inF := inS.Field(i)
		if !inF.Exported() {
			continue
		}
		outF := fieldByName(outS, inF.Name())
		switch {
		case outF == nil:
			f.Printf("// WARNING: in.%s requires manual conversion: does not exist in peer-type\n", inF.Name())
			manual = append(manual, inF.Name())
		case !c.canConvert(inF.Type(), outF.Type()):
			f.Printf("// WARNING: in.%s requires manual conversion: inconvertible types (%s vs %s)\n", inF.Name(), inF.Type(), outF.Type())
			manual = append(manual, inF.Name())
		default:
			if err := c.emit("in."+inF.Name(), "out."+inF.Name(), inF.Type(), outF.Type()); err != nil {
				return nil, err
			}
		}
	}
	f.Printf("return nil\n}\n\n")
	return manual, nil
}

func fieldByName(s *types.Struct, name string) *types.Var {
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i).Name() == name && s.Field(i).Exported() {
			return s.Field(i)
		}
	}
	return nil
}

// GenerateConversion writes the conversions of a package with
// +k8s:conversion-gen tags: autoConvert_* and (where no hand-written one
// exists) Convert_* per pair, and RegisterConversions, which init hands
// to the package's localSchemeBuilder.
// Upstream: k8s.io/code-generator/cmd/conversion-gen/generators.GetTargets.
func GenerateConversion(u *gengo.Universe, pkg *gengo.Package) (*gengo.File, error) {
	if len(ConversionPackages(pkg)) == 0 {
		return nil, nil
	}
	ps, err := pairs(u, pkg)
	if err != nil {
		return nil, err
	}
	c := &converter{u: u, pkg: pkg, dc: newDeepCopier(u), f: gengo.NewFile(pkg)}
	var generated []typePair
	var missing []error
	for _, p := range ps {
		manual, err := c.writeAuto(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", funcName(p.in, p.out), err)
		}
		name := funcName(p.in, p.out)
		if _, ok := pkg.Funcs[name]; ok {
			continue
		}
		if len(manual) > 0 {
			missing = append(missing, fmt.Errorf("%s: fields %v need a hand-written %s", pkg.Path, manual, name))
			continue
		}
		c.writeConvert(p)
		generated = append(generated, p)
	}
	if len(missing) > 0 {
		return nil, errors.Join(missing...)
	}
	c.writeRegister(generated)
	return c.f, nil
}

func (c *converter) writeConvert(p typePair) {
	name := funcName(p.in, p.out)
	c.f.Printf("// %s is an autogenerated conversion function.\n", name)
	c.f.Printf("func %s(in *%s, out *%s, s %s.Scope) error {\nreturn auto%s(in, out, s)\n}\n\n",
		name, c.f.TypeString(p.in), c.f.TypeString(p.out), c.f.Import(conversionPkg), name)
}

// writeRegister writes init, which hands RegisterConversions to the
// package's localSchemeBuilder, and RegisterConversions: the generated
// functions as generated ones, the hand-written Convert_* functions
// (which win wherever their pair appears) as plain ones.
// Upstream: the RegisterConversions of every zz_generated.conversion.go.
func (c *converter) writeRegister(generated []typePair) {
	f := c.f
	conv, rt := f.Import(conversionPkg), f.Import(runtimePkg)
	f.Printf("func init() {\nlocalSchemeBuilder.Register(RegisterConversions)\n}\n\n")
	f.Printf("// RegisterConversions adds conversion functions to the given scheme.\n")
	f.Printf("// Public to allow building arbitrary schemes.\n")
	f.Printf("func RegisterConversions(s *%s.Scheme) error {\n", rt)
	for _, p := range generated {
		c.writeAdd("AddGeneratedConversionFunc", funcName(p.in, p.out), p.in, p.out, conv)
	}
	for _, name := range c.handWrittenConversions() {
		sig := c.pkg.Funcs[name].Type().(*types.Signature)
		in := sig.Params().At(0).Type().(*types.Pointer).Elem()
		out := sig.Params().At(1).Type().(*types.Pointer).Elem()
		c.writeAdd("AddConversionFunc", name, in, out, conv)
	}
	f.Printf("return nil\n}\n\n")
}

func (c *converter) writeAdd(method, name string, in, out types.Type, conv string) {
	f := c.f
	inS, outS := f.TypeString(in), f.TypeString(out)
	f.Printf("if err := s.%s((*%s)(nil), (*%s)(nil), func(a, b interface{}, scope %s.Scope) error {\n", method, inS, outS, conv)
	f.Printf("return %s(a.(*%s), b.(*%s), scope)\n}); err != nil {\nreturn err\n}\n", name, inS, outS)
}

// handWrittenConversions lists the package's hand-written functions of
// the form Convert_*(in *A, out *B, s conversion.Scope) error, by name.
func (c *converter) handWrittenConversions() []string {
	var names []string
	for name, fn := range c.pkg.Funcs {
		if !strings.HasPrefix(name, "Convert_") {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() != 3 || sig.Results().Len() != 1 {
			continue
		}
		_, p0 := sig.Params().At(0).Type().(*types.Pointer)
		_, p1 := sig.Params().At(1).Type().(*types.Pointer)
		if p0 && p1 {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

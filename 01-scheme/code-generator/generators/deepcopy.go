package generators

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// The deepcopy tags. A package opts in with +k8s:deepcopy-gen=package in
// doc.go, a type opts out with +k8s:deepcopy-gen=false (or in, in a
// package that did not, with =true), and a type that should be a
// runtime.Object names the interface:
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object.
const (
	deepCopyTag           = "k8s:deepcopy-gen"
	deepCopyInterfacesTag = "k8s:deepcopy-gen:interfaces"
)

// deepCopier answers, across packages, which types have a DeepCopyInto
// (written by hand or generated in this run) and which need one at all.
// Upstream: k8s.io/code-generator/cmd/deepcopy-gen/generators.genDeepCopy.
type deepCopier struct {
	u     *gengo.Universe
	needs map[types.Type]bool
}

func newDeepCopier(u *gengo.Universe) *deepCopier {
	return &deepCopier{u: u, needs: map[types.Type]bool{}}
}

// generatesFor reports whether deepcopy-gen writes methods for t.
func (d *deepCopier) generatesFor(t *types.Named) bool {
	pkg := d.u.Packages[t.Obj().Pkg().Path()]
	if pkg == nil || !t.Obj().Exported() || d.handWritten(t) {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Struct, *types.Slice, *types.Map:
	default:
		return false
	}
	if v, ok := pkg.TypeTag(t.Obj().Name(), deepCopyTag); ok {
		return v == "true"
	}
	v, _ := pkg.Tag(deepCopyTag)
	return v == "package"
}

// handWritten reports whether t's package declares DeepCopyInto or
// DeepCopy for t by hand.
func (d *deepCopier) handWritten(t *types.Named) bool {
	pkg := d.u.Packages[t.Obj().Pkg().Path()]
	if pkg == nil {
		return false
	}
	m := pkg.Methods[t.Obj().Name()]
	return m["DeepCopyInto"] || m["DeepCopy"]
}

// copyMethod returns how a value of t copies itself: "into" for a
// DeepCopyInto(*T) method, "value" for DeepCopy() T, "" for neither.
func (d *deepCopier) copyMethod(t types.Type) string {
	named, ok := t.(*types.Named)
	if !ok {
		return ""
	}
	if d.generatesFor(named) {
		return "into"
	}
	ms := types.NewMethodSet(types.NewPointer(named))
	if sel := ms.Lookup(named.Obj().Pkg(), "DeepCopyInto"); sel != nil {
		return "into"
	}
	if sel := ms.Lookup(named.Obj().Pkg(), "DeepCopy"); sel != nil {
		sig := sel.Obj().Type().(*types.Signature)
		if sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), named) {
			return "value"
		}
	}
	return ""
}

// needsCopy reports whether plain assignment of a t would share memory
// through an exported field. Unexported fields are copied as values, as
// 01-scheme/conversion.DeepCopy does.
func (d *deepCopier) needsCopy(t types.Type) bool {
	if v, ok := d.needs[t]; ok {
		return v
	}
	d.needs[t] = true // recursive types need a copy
	v := d.computeNeedsCopy(t)
	d.needs[t] = v
	return v
}

func (d *deepCopier) computeNeedsCopy(t types.Type) bool {
	if named, ok := t.(*types.Named); ok && !d.generatesFor(named) && d.copyMethod(named) != "" {
		return true // its author says how it copies
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return false
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if u.Field(i).Exported() && d.needsCopy(u.Field(i).Type()) {
				return true
			}
		}
		return false
	case *types.Array:
		return d.needsCopy(u.Elem())
	}
	return true
}

// copyValue writes statements that make out (holding a shallow copy of
// in already) a deep copy. in and out are addressable expressions of type t.
func (d *deepCopier) copyValue(f *gengo.File, in, out string, t types.Type) error {
	if !d.needsCopy(t) {
		return nil
	}
	switch d.copyMethod(t) {
	case "into":
		f.Printf("%s.DeepCopyInto(&%s)\n", in, out)
		return nil
	case "value":
		f.Printf("%s = %s.DeepCopy()\n", out, in)
		return nil
	}
	return d.copyUnderlying(f, in, out, t)
}

// copyUnderlying is copyValue by t's underlying type, never t's own method.
func (d *deepCopier) copyUnderlying(f *gengo.File, in, out string, t types.Type) error {
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return d.copyPointer(f, in, out, u)
	case *types.Slice:
		return d.copySlice(f, in, out, u)
	case *types.Map:
		return d.copyMap(f, in, out, u)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			fld := u.Field(i)
			if !fld.Exported() {
				continue
			}
			if err := d.copyValue(f, in+"."+fld.Name(), out+"."+fld.Name(), fld.Type()); err != nil {
				return err
			}
		}
		return nil
	case *types.Interface:
		named, ok := t.(*types.Named)
		if !ok {
			return fmt.Errorf("%s: cannot deep copy an unnamed interface (%s); write DeepCopyInto by hand", in, t)
		}
		f.Printf("if %s != nil {\n%s = %s.DeepCopy%s()\n}\n", in, out, in, named.Obj().Name())
		return nil
	}
	return fmt.Errorf("%s: cannot deep copy %s", in, t)
}

func (d *deepCopier) copyPointer(f *gengo.File, in, out string, u *types.Pointer) error {
	f.Printf("if %s != nil {\nin, out := %s, %s\n*out = new(%s)\n", in, addr(in), addr(out), f.TypeString(u.Elem()))
	switch {
	case !d.needsCopy(u.Elem()):
		f.Printf("**out = **in\n")
	case d.copyMethod(u.Elem()) == "into":
		f.Printf("(*in).DeepCopyInto(*out)\n")
	default:
		f.Printf("**out = **in\n")
		if err := d.copyValue(f, "(**in)", "(**out)", u.Elem()); err != nil {
			return err
		}
	}
	f.Printf("}\n")
	return nil
}

func (d *deepCopier) copySlice(f *gengo.File, in, out string, u *types.Slice) error {
	f.Printf("if %s != nil {\nin, out := %s, %s\n*out = make(%s, len(*in))\n", in, addr(in), addr(out), f.TypeString(u))
	if !d.needsCopy(u.Elem()) {
		f.Printf("copy(*out, *in)\n}\n")
		return nil
	}
	f.Printf("for i := range *in {\n")
	if d.copyMethod(u.Elem()) == "into" {
		f.Printf("(*in)[i].DeepCopyInto(&(*out)[i])\n")
	} else {
		f.Printf("(*out)[i] = (*in)[i]\n")
		if err := d.copyValue(f, "(*in)[i]", "(*out)[i]", u.Elem()); err != nil {
			return err
		}
	}
	f.Printf("}\n}\n")
	return nil
}

func (d *deepCopier) copyMap(f *gengo.File, in, out string, u *types.Map) error {
	if d.needsCopy(u.Key()) {
		return fmt.Errorf("%s: map keys of type %s need a deep copy", in, u.Key())
	}
	f.Printf("if %s != nil {\nin, out := %s, %s\n*out = make(%s, len(*in))\n", in, addr(in), addr(out), f.TypeString(u))
	f.Printf("for key, val := range *in {\n")
	if !d.needsCopy(u.Elem()) {
		f.Printf("(*out)[key] = val\n}\n}\n")
		return nil
	}
	if d.copyMethod(u.Elem()) == "value" {
		f.Printf("(*out)[key] = val.DeepCopy()\n}\n}\n")
		return nil
	}
	f.Printf("outVal := val\n")
	if err := d.copyValue(f, "val", "outVal", u.Elem()); err != nil {
		return err
	}
	f.Printf("(*out)[key] = outVal\n}\n}\n")
	return nil
}

// GenerateDeepCopy writes the deep-copy methods of every type of pkg that
// deepcopy-gen covers; nil when there are none.
// Upstream: k8s.io/code-generator/cmd/deepcopy-gen/generators.GetTargets.
func GenerateDeepCopy(u *gengo.Universe, pkg *gengo.Package) (*gengo.File, error) {
	d := newDeepCopier(u)
	f := gengo.NewFile(pkg)
	n := 0
	for _, t := range pkg.NamedTypes() {
		if !d.generatesFor(t) {
			continue
		}
		n++
		if err := d.writeType(f, pkg, t); err != nil {
			return nil, fmt.Errorf("%s.%s: %w", pkg.Path, t.Obj().Name(), err)
		}
	}
	if n == 0 {
		return nil, nil
	}
	return f, nil
}

func (d *deepCopier) writeType(f *gengo.File, pkg *gengo.Package, t *types.Named) error {
	name := t.Obj().Name()
	if _, isStruct := t.Underlying().(*types.Struct); isStruct {
		f.Printf("// DeepCopyInto copies the receiver into out. in must be non-nil.\n")
		f.Printf("func (in *%s) DeepCopyInto(out *%s) {\n*out = *in\n", name, name)
		if err := d.copyUnderlying(f, "in", "out", t); err != nil {
			return err
		}
		f.Printf("}\n\n")
		f.Printf("// DeepCopy copies the receiver into a new %s.\n", name)
		f.Printf("func (in *%s) DeepCopy() *%s {\nif in == nil {\nreturn nil\n}\nout := new(%s)\nin.DeepCopyInto(out)\nreturn out\n}\n\n", name, name, name)
	} else {
		f.Printf("// DeepCopyInto copies the receiver into out. in must be non-nil.\n")
		f.Printf("func (in %s) DeepCopyInto(out *%s) {\n*out = in\n", name, name)
		if err := d.copyUnderlying(f, "in", "(*out)", t); err != nil {
			return err
		}
		f.Printf("}\n\n")
		f.Printf("// DeepCopy copies the receiver into a new %s.\n", name)
		f.Printf("func (in %s) DeepCopy() %s {\nif in == nil {\nreturn nil\n}\nout := new(%s)\nin.DeepCopyInto(out)\nreturn *out\n}\n\n", name, name, name)
	}
	for _, iface := range pkg.TypeTags[name][deepCopyInterfacesTag] {
		if err := writeInterfaceMethod(f, name, iface); err != nil {
			return err
		}
	}
	return nil
}

// writeInterfaceMethod writes DeepCopy<Interface>, returning the copy as
// the interface named path.Name.
func writeInterfaceMethod(f *gengo.File, name, iface string) error {
	dot := strings.LastIndex(iface, ".")
	if dot < 0 {
		return fmt.Errorf("+%s=%s: want <import path>.<interface>", deepCopyInterfacesTag, iface)
	}
	ifaceName := iface[dot+1:]
	qualified := ifaceName
	if alias := f.Import(iface[:dot]); alias != "" {
		qualified = alias + "." + ifaceName
	}
	f.Printf("// DeepCopy%s copies the receiver into a new %s.\n", ifaceName, qualified)
	f.Printf("func (in *%s) DeepCopy%s() %s {\nif c := in.DeepCopy(); c != nil {\nreturn c\n}\nreturn nil\n}\n\n", name, ifaceName, qualified)
	return nil
}

package generators

import (
	"fmt"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// protobufTag opts a package in: +k8s:protobuf-gen=package in doc.go. A
// type opts out with +k8s:protobuf-gen=false.
const protobufTag = "k8s:protobuf-gen"

// internTag marks a field whose strings repeat across objects (a
// namespace, label keys): +k8s:protobuf-gen:intern on a string field or
// a slice of strings, +k8s:protobuf-gen:intern=keys or =keys,values on a
// map of strings. Its generated decoder takes those strings from
// proto.InternString, which hands every decode the same canonical copy.
const internTag = "k8s:protobuf-gen:intern"

// protoPkg is where the helpers the generated code calls live.
const protoPkg = "github.com/kube-rebuilt/apiserver/01-scheme/proto"

// pkind says how one Go value is written; it mirrors 01-scheme/proto's
// kind, decided here from go/types instead of reflect.
type pkind uint8

const (
	pBool pkind = iota
	pInt
	pUint
	pFloat32
	pFloat64
	pString
	pBytes
	pCustom  // a hand-written Marshal: ProtoSize and MarshalToSizedBuffer
	pMessage // a struct with generated methods
	pPointer
	pRepeated
	pWrapper // named []T: message {repeated T items = 1}
	pMap
)

// pcoder is 01-scheme/proto's coder for the generator: how a value of typ
// is sized and written at one position.
type pcoder struct {
	kind     pkind
	typ      types.Type
	wire     int    // wire type of one value
	ints     string // "varint", "zigzag", "fixed32", "fixed64"
	nullable bool
	intern   bool // a string decoded through proto.InternString
	elem     *pcoder
	key, val *pcoder
}

type position uint8

const (
	inField position = iota
	inMapValue
	inElement
)

// pfield is one tagged field of a struct.
type pfield struct {
	name  string // Go field name
	num   int
	coder *pcoder
}

// protoGen decides, across packages, which struct types get generated
// protobuf methods. A type gets them when its package opted in, it is a
// struct whose every tagged field can be written by generated code, and
// every message it holds gets them too; any other type stays with the
// reflective codec, which then does all its work.
// Upstream: k8s.io/code-generator/cmd/go-to-protobuf (which writes a
// .proto file and has protoc-gen-gogo write the Go code).
type protoGen struct {
	u      *gengo.Universe
	fields map[*types.Named][]pfield
	state  map[*types.Named]int // 0 unknown, 1 in progress, 2 yes, 3 no
	why    map[*types.Named]string
}

func newProtoGen(u *gengo.Universe) *protoGen {
	return &protoGen{u: u, fields: map[*types.Named][]pfield{}, state: map[*types.Named]int{}, why: map[*types.Named]string{}}
}

// generates reports whether t gets generated methods. A type in a cycle
// (JSONSchemaProps holds JSONSchemaProps) is assumed to, while it is being
// decided.
func (g *protoGen) generates(t *types.Named) bool {
	switch g.state[t] {
	case 1, 2:
		return true
	case 3:
		return false
	}
	g.state[t] = 1
	fields, err := g.plan(t)
	if err != nil {
		g.state[t], g.why[t] = 3, err.Error()
		return false
	}
	g.fields[t] = fields
	g.state[t] = 2
	return true
}

// plan reads t's tagged fields, as 01-scheme/proto.buildPlan does, or says
// why generated code cannot write t.
func (g *protoGen) plan(t *types.Named) ([]pfield, error) {
	pkg := g.u.Packages[t.Obj().Pkg().Path()]
	if pkg == nil || !t.Obj().Exported() {
		return nil, fmt.Errorf("not in a loaded package")
	}
	if v, _ := pkg.Tag(protobufTag); v != "package" {
		return nil, fmt.Errorf("package %s has no +%s=package", pkg.Path, protobufTag)
	}
	if v, ok := pkg.TypeTag(t.Obj().Name(), protobufTag); ok && v == "false" {
		return nil, fmt.Errorf("+%s=false", protobufTag)
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("not a struct")
	}
	if isProtoCustom(t) {
		return nil, fmt.Errorf("has its own Marshal")
	}
	var fields []pfield
	for i := 0; i < st.NumFields(); i++ {
		fv := st.Field(i)
		tag, ok := lookupTag(st.Tag(i), "protobuf")
		if !ok || tag == "-" || !fv.Exported() {
			continue
		}
		parts := strings.Split(tag, ",")
		if len(parts) < 2 {
			return nil, fmt.Errorf("malformed protobuf tag %q", tag)
		}
		num, err := strconv.Atoi(parts[1])
		if err != nil || num < 1 || num > 1<<29-1 {
			return nil, fmt.Errorf("bad field number in %q", tag)
		}
		var c *pcoder
		if len(parts) > 2 && parts[2] == "rep" && isNamedSliceType(fv.Type()) {
			c, err = g.repeated(fv.Type(), parts[0])
		} else {
			c, err = g.coder(fv.Type(), inField, parts[0])
		}
		if err == nil {
			if v, ok := pkg.FieldTag(t.Obj().Name(), fv.Name(), internTag); ok {
				err = markIntern(c, v)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("field %s: %w", fv.Name(), err)
		}
		fields = append(fields, pfield{name: fv.Name(), num: num, coder: c})
	}
	if len(fields) == 0 && st.NumFields() > 0 {
		return nil, fmt.Errorf("no protobuf-tagged fields")
	}
	sort.SliceStable(fields, func(a, b int) bool { return fields[a].num < fields[b].num })
	for i := 1; i < len(fields); i++ {
		if fields[i].num == fields[i-1].num {
			return nil, fmt.Errorf("fields %s and %s share number %d", fields[i-1].name, fields[i].name, fields[i].num)
		}
	}
	return fields, nil
}

// markIntern marks the strings of c that +k8s:protobuf-gen:intern=v
// names: a string, a pointer to one or each string of a slice (v empty),
// a map's keys or values (v "keys", "values" or "keys,values").
func markIntern(c *pcoder, v string) error {
	strs := c
	for strs.kind == pPointer || strs.kind == pRepeated {
		strs = strs.elem
	}
	if c.kind != pMap {
		if strs.kind != pString || v != "" {
			return fmt.Errorf("+%s=%s on a field that is not a string, a slice of strings or a map", internTag, v)
		}
		strs.intern = true
		return nil
	}
	for _, part := range strings.Split(v, ",") {
		var which *pcoder
		switch part {
		case "keys":
			which = c.key
		case "values":
			which = c.val
		default:
			return fmt.Errorf("+%s=%s on a map: want keys, values or keys,values", internTag, v)
		}
		if which.kind != pString {
			return fmt.Errorf("+%s=%s: the map's %s are not strings", internTag, v, part)
		}
		which.intern = true
	}
	return nil
}

// lookupTag is reflect.StructTag.Lookup for go/types' tag strings.
func lookupTag(tag, key string) (string, bool) {
	for tag != "" {
		i := 0
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		tag = tag[i:]
		i = 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			return "", false
		}
		name := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			return "", false
		}
		qvalue := tag[:i+1]
		tag = tag[i+1:]
		if name == key {
			v, err := strconv.Unquote(qvalue)
			return v, err == nil
		}
	}
	return "", false
}

// isProtoCustom reports whether t (or *t) has Marshal() ([]byte, error),
// as 01-scheme/proto.isCustom asks of reflect.
func isProtoCustom(t types.Type) bool {
	return hasMethod(types.NewPointer(t), "Marshal")
}

func hasMethod(t types.Type, name string) bool {
	ms := types.NewMethodSet(t)
	for i := 0; i < ms.Len(); i++ {
		if ms.At(i).Obj().Name() == name {
			return true
		}
	}
	return false
}

// ownMethods reports whether t's package declares all the methods names
// on t by hand (promoted methods would write an embedded field only).
func (g *protoGen) ownMethods(t types.Type, names ...string) bool {
	named, ok := t.(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return false
	}
	pkg := g.u.Packages[named.Obj().Pkg().Path()]
	if pkg == nil {
		return false
	}
	for _, name := range names {
		if !pkg.Methods[named.Obj().Name()][name] {
			return false
		}
	}
	return true
}

func isNamedSliceType(t types.Type) bool {
	_, named := t.(*types.Named)
	s, ok := t.Underlying().(*types.Slice)
	return ok && named && !isByte(s.Elem())
}

func isByte(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && (b.Kind() == types.Uint8 || b.Kind() == types.Byte)
}

// coder mirrors 01-scheme/proto.newCoder.
func (g *protoGen) coder(t types.Type, pos position, wire string) (*pcoder, error) {
	if _, isPtr := t.(*types.Pointer); !isPtr && isProtoCustom(t) {
		// A hand-written message body; the generated code needs its size
		// and a backward writer too.
		if !g.ownMethods(t, "ProtoSize", "MarshalToSizedBuffer") {
			return nil, fmt.Errorf("%s has Marshal but no ProtoSize and MarshalToSizedBuffer of its own", t)
		}
		return &pcoder{kind: pCustom, typ: t, wire: 2}, nil
	}
	c := &pcoder{typ: t, wire: 0}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Kind() == types.Bool:
			c.kind = pBool
		case u.Info()&types.IsInteger != 0 && u.Info()&types.IsUnsigned == 0:
			c.kind = pInt
			c.ints, c.wire = intsOf(wire, basicBits(u))
		case u.Info()&types.IsInteger != 0:
			c.kind = pUint
			c.ints, c.wire = intsOf(wire, basicBits(u))
		case u.Kind() == types.Float32:
			c.kind, c.wire = pFloat32, 5
		case u.Kind() == types.Float64:
			c.kind, c.wire = pFloat64, 1
		case u.Kind() == types.String:
			c.kind, c.wire = pString, 2
		default:
			return nil, fmt.Errorf("unsupported type %s", t)
		}
	case *types.Struct:
		named, ok := t.(*types.Named)
		if !ok || !g.generates(named) {
			return nil, fmt.Errorf("message %s has no generated methods", t)
		}
		c.kind, c.wire = pMessage, 2
	case *types.Pointer:
		elem, err := g.coder(u.Elem(), inElement, wire)
		if err != nil {
			return nil, err
		}
		return &pcoder{kind: pPointer, typ: t, wire: elem.wire, elem: elem}, nil
	case *types.Slice:
		if isByte(u.Elem()) {
			return &pcoder{kind: pBytes, typ: t, wire: 2, nullable: pos != inElement}, nil
		}
		if _, named := t.(*types.Named); named {
			items, err := g.repeated(t, "")
			if err != nil {
				return nil, err
			}
			return &pcoder{kind: pWrapper, typ: t, wire: 2, nullable: pos == inField, elem: items}, nil
		}
		return g.repeated(t, wire)
	case *types.Map:
		kb, ok := u.Key().Underlying().(*types.Basic)
		if !ok || kb.Info()&(types.IsString|types.IsInteger) == 0 {
			return nil, fmt.Errorf("unsupported map key type %s", u.Key())
		}
		key, err := g.coder(u.Key(), inMapValue, "")
		if err != nil {
			return nil, err
		}
		val, err := g.coder(u.Elem(), inMapValue, "")
		if err != nil {
			return nil, err
		}
		return &pcoder{kind: pMap, typ: t, wire: 2, key: key, val: val}, nil
	default:
		return nil, fmt.Errorf("unsupported type %s", t)
	}
	return c, nil
}

func (g *protoGen) repeated(t types.Type, wire string) (*pcoder, error) {
	elem, err := g.coder(t.Underlying().(*types.Slice).Elem(), inElement, wire)
	if err != nil {
		return nil, err
	}
	if elem.kind == pRepeated || elem.kind == pMap {
		return nil, fmt.Errorf("repeated %s cannot be coded", elem.typ)
	}
	return &pcoder{kind: pRepeated, typ: t, wire: elem.wire, elem: elem}, nil
}

func basicBits(b *types.Basic) int {
	switch b.Kind() {
	case types.Int8, types.Uint8:
		return 8
	case types.Int16, types.Uint16:
		return 16
	case types.Int32, types.Uint32:
		return 32
	}
	return 64
}

// intsOf mirrors 01-scheme/proto.intEncodingOf.
func intsOf(wire string, bits int) (string, int) {
	switch {
	case strings.HasPrefix(wire, "zigzag"):
		return "zigzag", 0
	case wire == "fixed64" || (wire == "fixed32" && bits == 64):
		return "fixed64", 1
	case wire == "fixed32":
		return "fixed32", 5
	default:
		return "varint", 0
	}
}

// keyBytes is field num's key, as the varint bytes written.
func keyBytes(num, wire int) []byte {
	v := uint64(num)<<3 | uint64(wire)
	var b []byte
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// GenerateProtobuf writes, for every type of pkg that protobuf-gen covers,
// ProtoSize and MarshalToSizedBuffer: what 01-scheme/proto's reflective
// encoder does for the type, unrolled. nil when there are none.
// Upstream: the Size and MarshalToSizedBuffer methods of generated.pb.go
// (k8s.io/api/core/v1.(*ConfigMap).MarshalToSizedBuffer, for one).
func GenerateProtobuf(u *gengo.Universe, pkg *gengo.Package) (*gengo.File, error) {
	if v, _ := pkg.Tag(protobufTag); v != "package" {
		return nil, nil
	}
	g := newProtoGen(u)
	f := gengo.NewFile(pkg)
	n := 0
	for _, t := range pkg.NamedTypes() {
		if _, ok := t.Underlying().(*types.Struct); !ok || isProtoCustom(t) {
			continue
		}
		if v, ok := pkg.TypeTag(t.Obj().Name(), protobufTag); ok && v == "false" {
			continue
		}
		if !hasTaggedField(t) {
			continue
		}
		if !g.generates(t) {
			f.Printf("// %s is left to the reflective codec: %s.\n\n", t.Obj().Name(), g.why[t])
			continue
		}
		n++
		w := &protoWriter{f: f, proto: f.Import(protoPkg)}
		w.writeType(t.Obj().Name(), g.fields[t])
	}
	if n == 0 {
		return nil, nil
	}
	return f, nil
}

func hasTaggedField(t *types.Named) bool {
	st := t.Underlying().(*types.Struct)
	if st.NumFields() == 0 {
		return true
	}
	for i := 0; i < st.NumFields(); i++ {
		if _, ok := lookupTag(st.Tag(i), "protobuf"); ok {
			return true
		}
	}
	return false
}

// protoWriter writes one type's methods; n numbers the locals of nested
// loops and blocks.
type protoWriter struct {
	f     *gengo.File
	proto string
	n     int
}

func (w *protoWriter) next() string { w.n++; return strconv.Itoa(w.n) }

func (w *protoWriter) writeType(name string, fields []pfield) {
	f := w.f
	f.Printf("// ProtoSize returns the length of m's protobuf encoding.\n")
	f.Printf("// Upstream: the generated (*%s).Size of generated.pb.go.\n", name)
	f.Printf("func (m *%s) ProtoSize() (n int) {\nif m == nil {\nreturn 0\n}\n", name)
	for _, fl := range fields {
		w.size("n", fl.num, "m."+fl.name, fl.coder)
	}
	f.Printf("return n\n}\n\n")
	f.Printf("// MarshalToSizedBuffer writes m's protobuf encoding at the end of\n")
	f.Printf("// dAtA, last field first, and returns its length; dAtA must hold\n")
	f.Printf("// m.ProtoSize() bytes.\n")
	f.Printf("// Upstream: the generated (*%s).MarshalToSizedBuffer of generated.pb.go.\n", name)
	f.Printf("func (m *%s) MarshalToSizedBuffer(dAtA []byte) (int, error) {\ni := len(dAtA)\n", name)
	for k := len(fields) - 1; k >= 0; k-- {
		w.marshal(fields[k].num, "m."+fields[k].name, fields[k].coder)
	}
	f.Printf("return len(dAtA) - i, nil\n}\n\n")
	f.Printf("// UnmarshalMerge decodes dAtA into m, merging with what m holds; depth\n")
	f.Printf("// counts the messages around m. Any malformed input fails with\n")
	f.Printf("// proto.ErrGenerated; proto.Unmarshal then decodes by reflection, for\n")
	f.Printf("// the precise error.\n")
	f.Printf("// Upstream: the generated (*%s).Unmarshal of generated.pb.go.\n", name)
	f.Printf("func (m *%s) UnmarshalMerge(dAtA []byte, depth int) error {\n", name)
	f.Printf("if depth > %s.MaxDepth {\nreturn %s.ErrGenerated\n}\n", w.proto, w.proto)
	f.Printf("for len(dAtA) > 0 {\nf, n, err := %s.ReadField(dAtA, depth)\nif err != nil {\nreturn err\n}\ndAtA = dAtA[n:]\n", w.proto)
	if len(fields) == 0 {
		f.Printf("_ = f\n")
	} else {
		f.Printf("switch f.Num {\n")
		for _, fl := range fields {
			f.Printf("case %d:\n", fl.num)
			w.decode("m."+fl.name, fl.coder, "f", "depth")
		}
		f.Printf("}\n")
	}
	f.Printf("}\nreturn nil\n}\n\n")
	f.Printf("// ProtoReceiver returns m, so that package proto can tell these methods\n")
	f.Printf("// from ones promoted from an embedded field.\n")
	f.Printf("func (m *%s) ProtoReceiver() any { return m }\n\n", name)
}

// size writes statements adding field num's encoded length to acc;
// mirrors 01-scheme/proto.(*sizer).fieldSize.
func (w *protoWriter) size(acc string, num int, v string, c *pcoder) {
	f, p := w.f, w.proto
	key := len(keyBytes(num, c.wire))
	switch c.kind {
	case pPointer:
		f.Printf("if %s != nil {\n", v)
		w.size(acc, num, "(*"+v+")", c.elem)
		f.Printf("}\n")
	case pRepeated:
		if fixed := fixedSize(c.elem); fixed > 0 {
			f.Printf("%s += len(%s) * %d\n", acc, v, key+fixed)
			return
		}
		i := "i" + w.next()
		f.Printf("for %s := range %s {\n", i, v)
		w.size(acc, num, v+"["+i+"]", c.elem)
		f.Printf("}\n")
	case pMap:
		s := w.next()
		k, val := "k"+s, "v"+s
		if fixedSize(c.key) > 0 {
			k = "_"
		}
		if fixedSize(c.val) > 0 {
			val = "_"
		}
		f.Printf("for %s, %s := range %s {\ne%s := 0\n", k, val, v, s)
		w.size("e"+s, 1, "k"+s, c.key)
		w.size("e"+s, 2, "v"+s, c.val)
		f.Printf("%s += %d + %s.SizeVarint(uint64(e%s)) + e%s\n}\n", acc, len(keyBytes(num, 2)), p, s, s)
	case pMessage, pCustom:
		s := w.next()
		f.Printf("l%s := %s.ProtoSize()\n%s += %d + %s.SizeVarint(uint64(l%s)) + l%s\n", s, v, acc, key, p, s, s)
	case pWrapper:
		s := w.next()
		if c.nullable {
			f.Printf("if %s != nil {\n", v)
		} else {
			f.Printf("{\n")
		}
		f.Printf("l%s := 0\n", s)
		w.size("l"+s, 1, v, c.elem)
		f.Printf("%s += %d + %s.SizeVarint(uint64(l%s)) + l%s\n}\n", acc, key, p, s, s)
	case pBytes:
		if c.nullable {
			f.Printf("if %s != nil {\n", v)
		}
		f.Printf("%s += %d + %s.SizeVarint(uint64(len(%s))) + len(%s)\n", acc, key, p, v, v)
		if c.nullable {
			f.Printf("}\n")
		}
	case pString:
		f.Printf("%s += %d + %s.SizeVarint(uint64(len(%s))) + len(%s)\n", acc, key, p, v, v)
	case pBool:
		f.Printf("%s += %d\n", acc, key+1)
	case pInt, pUint:
		switch c.ints {
		case "fixed32":
			f.Printf("%s += %d\n", acc, key+4)
		case "fixed64":
			f.Printf("%s += %d\n", acc, key+8)
		case "zigzag":
			f.Printf("%s += %d + %s.SizeVarint(uint64(int64(%s)<<1)^uint64(int64(%s)>>63))\n", acc, key, p, v, v)
		default:
			f.Printf("%s += %d + %s.SizeVarint(uint64(%s))\n", acc, key, p, v)
		}
	case pFloat32:
		f.Printf("%s += %d\n", acc, key+4)
	case pFloat64:
		f.Printf("%s += %d\n", acc, key+8)
	}
}

// fixedSize is the length of one value of c when it does not depend on
// the value (bool, fixed-width numbers), else 0.
func fixedSize(c *pcoder) int {
	switch c.kind {
	case pBool:
		return 1
	case pFloat32:
		return 4
	case pFloat64:
		return 8
	case pInt, pUint:
		switch c.ints {
		case "fixed32":
			return 4
		case "fixed64":
			return 8
		}
	}
	return 0
}

// tag writes field num's key in front of what is written already.
func (w *protoWriter) tag(num, wire int) {
	b := keyBytes(num, wire)
	for k := len(b) - 1; k >= 0; k-- {
		w.f.Printf("i--\ndAtA[i] = %#x\n", b[k])
	}
}

// marshal writes statements that write field num in front of dAtA[i:];
// mirrors 01-scheme/proto.appendField, backwards.
func (w *protoWriter) marshal(num int, v string, c *pcoder) {
	f, p := w.f, w.proto
	switch c.kind {
	case pPointer:
		f.Printf("if %s != nil {\n", v)
		w.marshal(num, "(*"+v+")", c.elem)
		f.Printf("}\n")
	case pRepeated:
		i := "i" + w.next()
		f.Printf("for %s := len(%s) - 1; %s >= 0; %s-- {\n", i, v, i, i)
		w.marshal(num, v+"["+i+"]", c.elem)
		f.Printf("}\n")
	case pMap:
		// Keys sorted, written last first: the entries come out in
		// ascending key order, as gogo's sortkeys has them.
		s := w.next()
		f.Printf("if len(%s) > 0 {\nvar small%s [8]%s\nkeys%s := %s.SortedKeys(%s, small%s[:0])\n", v, s, w.f.TypeString(c.key.typ), s, p, v, s)
		f.Printf("for j%s := len(keys%s) - 1; j%s >= 0; j%s-- {\nk%s := keys%s[j%s]\nv%s := %s[k%s]\nbase%s := i\n", s, s, s, s, s, s, s, s, v, s, s)
		w.marshal(2, "v"+s, c.val)
		w.marshal(1, "k"+s, c.key)
		f.Printf("i = %s.EncodeVarint(dAtA, i, uint64(base%s-i))\n", p, s)
		w.tag(num, 2)
		f.Printf("}\n}\n")
	case pMessage, pCustom:
		f.Printf("{\nsize, err := %s.MarshalToSizedBuffer(dAtA[:i])\nif err != nil {\nreturn 0, err\n}\ni -= size\ni = %s.EncodeVarint(dAtA, i, uint64(size))\n}\n", v, p)
		w.tag(num, 2)
	case pWrapper:
		s := w.next()
		if c.nullable {
			f.Printf("if %s != nil {\n", v)
		} else {
			f.Printf("{\n")
		}
		f.Printf("base%s := i\n", s)
		w.marshal(1, v, c.elem)
		f.Printf("i = %s.EncodeVarint(dAtA, i, uint64(base%s-i))\n", p, s)
		w.tag(num, 2)
		f.Printf("}\n")
	case pBytes, pString:
		if c.nullable {
			f.Printf("if %s != nil {\n", v)
		}
		f.Printf("i -= len(%s)\ncopy(dAtA[i:], %s)\ni = %s.EncodeVarint(dAtA, i, uint64(len(%s)))\n", v, v, p, v)
		w.tag(num, 2)
		if c.nullable {
			f.Printf("}\n")
		}
	case pBool:
		f.Printf("i--\nif %s {\ndAtA[i] = 1\n} else {\ndAtA[i] = 0\n}\n", v)
		w.tag(num, 0)
	case pInt, pUint:
		switch c.ints {
		case "fixed32":
			f.Printf("i -= 4\n%s.PutFixed32(dAtA[i:], uint32(%s))\n", p, v)
		case "fixed64":
			f.Printf("i -= 8\n%s.PutFixed64(dAtA[i:], uint64(%s))\n", p, v)
		case "zigzag":
			f.Printf("i = %s.EncodeVarint(dAtA, i, uint64(int64(%s)<<1)^uint64(int64(%s)>>63))\n", p, v, v)
		default:
			f.Printf("i = %s.EncodeVarint(dAtA, i, uint64(%s))\n", p, v)
		}
		w.tag(num, c.wire)
	case pFloat32:
		f.Printf("i -= 4\n%s.PutFixed32(dAtA[i:], %s.Float32bits(float32(%s)))\n", p, w.f.Import("math"), v)
		w.tag(num, 5)
	case pFloat64:
		f.Printf("i -= 8\n%s.PutFixed64(dAtA[i:], %s.Float64bits(float64(%s)))\n", p, w.f.Import("math"), v)
		w.tag(num, 1)
	}
}

// isPackable mirrors 01-scheme/proto.isPackable: numbers and bools may
// arrive packed.
func isPackable(c *pcoder) bool {
	switch c.kind {
	case pBool, pInt, pUint, pFloat32, pFloat64:
		return true
	}
	return false
}

// checkWire writes a check that field fv has wire type wire.
func (w *protoWriter) checkWire(fv string, wire int) {
	w.f.Printf("if %s.Wire != %d {\nreturn %s.ErrGenerated\n}\n", fv, wire, w.proto)
}

// scalarFrom is the Go expression that turns x, a number read from the
// wire, into a value of c's type; mirrors 01-scheme/proto.setScalar.
func (w *protoWriter) scalarFrom(c *pcoder, x string) string {
	t := w.f.TypeString(c.typ)
	switch c.kind {
	case pBool:
		return x + " != 0"
	case pInt:
		switch c.ints {
		case "zigzag":
			return fmt.Sprintf("%s(int64(%s>>1) ^ -int64(%s&1))", t, x, x)
		case "fixed32":
			return fmt.Sprintf("%s(int32(%s))", t, x)
		}
		return fmt.Sprintf("%s(%s)", t, x)
	case pUint:
		return fmt.Sprintf("%s(%s)", t, x)
	case pFloat32:
		return fmt.Sprintf("%s(%s.Float32frombits(uint32(%s)))", t, w.f.Import("math"), x)
	default: // pFloat64
		return fmt.Sprintf("%s(%s.Float64frombits(%s))", t, w.f.Import("math"), x)
	}
}

// decode writes statements that store field fv (a proto.Field) into v,
// an addressable expression, merging; depth is the decoder's depth
// expression. Mirrors 01-scheme/proto.decodeValue.
func (w *protoWriter) decode(v string, c *pcoder, fv, depth string) {
	f, p := w.f, w.proto
	switch c.kind {
	case pPointer:
		f.Printf("if %s == nil {\n%s = new(%s)\n}\n", v, v, f.TypeString(c.typ.(*types.Pointer).Elem()))
		w.decode("(*"+v+")", c.elem, fv, depth)
	case pRepeated:
		if isPackable(c.elem) {
			s := w.next()
			f.Printf("if %s.Wire == 2 {\nfor b%s := %s.Body; len(b%s) > 0; {\nx, n, err := %s.ReadScalar(b%s, %d)\nif err != nil {\nreturn err\n}\nb%s = b%s[n:]\n%s = append(%s, %s)\n}\n} else {\n",
				fv, s, fv, s, p, s, c.elem.wire, s, s, v, v, w.scalarFrom(c.elem, "x"))
			w.checkWire(fv, c.elem.wire)
			f.Printf("%s = append(%s, %s)\n}\n", v, v, w.scalarFrom(c.elem, fv+".X"))
			return
		}
		f.Printf("%s = append(%s, *new(%s))\n", v, v, f.TypeString(c.elem.typ))
		w.decode(v+"[len("+v+")-1]", c.elem, fv, depth)
	case pMessage:
		w.checkWire(fv, 2)
		f.Printf("if err := %s.UnmarshalMerge(%s.Body, %s+1); err != nil {\nreturn err\n}\n", v, fv, depth)
	case pCustom:
		w.checkWire(fv, 2)
		f.Printf("if err := %s.Unmarshal(%s.Body); err != nil {\nreturn err\n}\n", v, fv)
	case pWrapper:
		w.checkWire(fv, 2)
		f.Printf("if %s == nil {\n%s = make(%s, 0)\n}\n", v, v, f.TypeString(c.typ))
		w.entries(fv, depth, func(g, d string) {
			f.Printf("if %s.Num == 1 {\n", g)
			w.decode(v, c.elem, g, d)
			f.Printf("}\n")
		})
	case pMap:
		w.checkWire(fv, 2)
		s := w.next()
		f.Printf("if %s == nil {\n%s = make(%s)\n}\n", v, v, f.TypeString(c.typ))
		f.Printf("var k%s %s\n", s, f.TypeString(c.key.typ))
		switch c.val.kind {
		case pBytes, pWrapper:
			f.Printf("v%s := make(%s, 0)\n", s, f.TypeString(c.val.typ))
		case pPointer:
			f.Printf("v%s := new(%s)\n", s, f.TypeString(c.val.typ.(*types.Pointer).Elem()))
		default:
			f.Printf("var v%s %s\n", s, f.TypeString(c.val.typ))
		}
		w.entries(fv, depth, func(g, d string) {
			f.Printf("switch %s.Num {\ncase 1:\n", g)
			w.decode("k"+s, c.key, g, d)
			f.Printf("case 2:\n")
			w.decode("v"+s, c.val, g, d)
			f.Printf("}\n")
		})
		f.Printf("%s[k%s] = v%s\n", v, s, s)
	case pString:
		w.checkWire(fv, 2)
		if c.intern {
			if t := f.TypeString(c.typ); t != "string" {
				f.Printf("%s = %s(%s.InternString(%s.Body))\n", v, t, p, fv)
			} else {
				f.Printf("%s = %s.InternString(%s.Body)\n", v, p, fv)
			}
			return
		}
		f.Printf("%s = %s(%s.Body)\n", v, f.TypeString(c.typ), fv)
	case pBytes:
		w.checkWire(fv, 2)
		f.Printf("%s = append(%s{}, %s.Body...)\n", v, f.TypeString(c.typ), fv)
	default:
		w.checkWire(fv, c.wire)
		f.Printf("%s = %s\n", v, w.scalarFrom(c, fv+".X"))
	}
}

// entries writes the loop over the fields of a map entry or a wrapper,
// field fv's body, one level deeper; body writes what to do with each
// field g at depth d. Mirrors 01-scheme/proto.decodeEntries.
func (w *protoWriter) entries(fv, depth string, body func(g, d string)) {
	f, p := w.f, w.proto
	s := w.next()
	d, g, b := "d"+s, "g"+s, "b"+s
	f.Printf("%s := %s + 1\nif %s > %s.MaxDepth {\nreturn %s.ErrGenerated\n}\n", d, depth, d, p, p)
	f.Printf("for %s := %s.Body; len(%s) > 0; {\n%s, n, err := %s.ReadField(%s, %s)\nif err != nil {\nreturn err\n}\n%s = %s[n:]\n", b, fv, b, g, p, b, d, b, b)
	body(g, d)
	f.Printf("}\n")
}

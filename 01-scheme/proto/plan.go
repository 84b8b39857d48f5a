package proto

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// kind says how one Go value is written; it is decided once per type.
type kind uint8

const (
	kindBool     kind = iota // varint 0 or 1
	kindInt                  // int*: varint of the 64-bit two's complement
	kindUint                 // uint*: varint
	kindFloat32              // fixed32, IEEE 754
	kindFloat64              // fixed64, IEEE 754
	kindString               // bytes
	kindBytes                // []byte: bytes
	kindCustom               // Marshaler / Unmarshaler: bytes, body from the methods
	kindMessage              // struct: bytes, body from its tagged fields
	kindPointer              // *T: T, or nothing when nil
	kindRepeated             // []T: one field per element
	kindWrapper              // named []T (metav1.Verbs): message {repeated T items = 1}
	kindMap                  // map[K]V: one entry message {K key = 1; V value = 2} per key
)

// intEncoding is how an integer field is written: almost always a varint;
// a tag may ask for zigzag (sint32/sint64) or fixed width (fixed32/fixed64).
type intEncoding uint8

const (
	intVarint intEncoding = iota
	intZigzag
	intFixed32
	intFixed64
)

// coder knows how to write and read one Go type in one position of a
// message. Position matters for nil: a nil []byte field is left out, but a
// nil []byte element of a repeated field is written (empty).
type coder struct {
	kind kind
	typ  reflect.Type
	// wire is the wire type one value of this coder takes.
	wire int
	// ints says how kindInt and kindUint are written.
	ints intEncoding
	// nullable: nil is left out (nil []byte and named-slice fields).
	nullable bool
	// elem codes the pointer target, the slice element or, for a
	// kindWrapper, the repeated items field.
	elem *coder
	// key and val code a map's entries.
	key, val *coder
	// plan caches planFor(typ) for a kindMessage, filled on first use
	// (not when the coder is built: a type may contain itself, and its
	// plan is still being built then). It spares a lookup in plans, a
	// sync.Map keyed by reflect.Type, for every nested message coded.
	plan atomic.Pointer[messagePlan]
	// stringMap: a kindMap whose type converts to map[string]string
	// (labels, annotations, a ConfigMap's data), written by a loop
	// without reflection. See appendStringMap.
	stringMap bool
}

// position is where a value sits; it decides whether nil is left out.
type position uint8

const (
	inField    position = iota // a field of a struct
	inMapValue                 // the value of a map entry
	inElement                  // an element of a repeated field, or a pointer's target
)

var (
	stringMapType   = reflect.TypeFor[map[string]string]()
	marshalerType   = reflect.TypeFor[Marshaler]()
	unmarshalerType = reflect.TypeFor[Unmarshaler]()
)

// isCustom reports whether t brings its own Marshal method, with a value
// or a pointer receiver (the method set of *t holds both).
func isCustom(t reflect.Type) bool {
	return reflect.PointerTo(t).Implements(marshalerType)
}

// newCoder decides how values of type t are coded at position pos. wire is
// the wire type the struct tag names; the Go type wins over it (see doc.go),
// and only its fixed/zigzag choices for integers are honoured.
func newCoder(t reflect.Type, pos position, wire string) (*coder, error) {
	if t.Kind() != reflect.Pointer && isCustom(t) {
		return &coder{kind: kindCustom, typ: t, wire: wireBytes}, nil
	}
	c := &coder{typ: t, wire: wireVarint}
	switch t.Kind() {
	case reflect.Bool:
		c.kind = kindBool
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		c.kind = kindInt
		c.ints, c.wire = intEncodingOf(wire, t.Bits())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		c.kind = kindUint
		c.ints, c.wire = intEncodingOf(wire, t.Bits())
	case reflect.Float32:
		c.kind, c.wire = kindFloat32, wireFixed32
	case reflect.Float64:
		c.kind, c.wire = kindFloat64, wireFixed64
	case reflect.String:
		c.kind, c.wire = kindString, wireBytes
	case reflect.Struct:
		c.kind, c.wire = kindMessage, wireBytes
	case reflect.Pointer:
		return newPointerCoder(t, wire)
	case reflect.Slice:
		return newSliceCoder(t, pos, wire)
	case reflect.Map:
		return newMapCoder(t)
	default:
		return nil, fmt.Errorf("unsupported type %v", t)
	}
	return c, nil
}

// intEncodingOf reads the tag's wire type for an integer of the given bit
// size. gogo names them varint, zigzag32/64 and fixed32/64.
func intEncodingOf(wire string, bits int) (intEncoding, int) {
	switch {
	case strings.HasPrefix(wire, "zigzag"):
		return intZigzag, wireVarint
	case wire == "fixed64" || (wire == "fixed32" && bits == 64):
		return intFixed64, wireFixed64
	case wire == "fixed32":
		return intFixed32, wireFixed32
	default:
		return intVarint, wireVarint
	}
}

func newPointerCoder(t reflect.Type, wire string) (*coder, error) {
	elem, err := newCoder(t.Elem(), inElement, wire)
	if err != nil {
		return nil, err
	}
	return &coder{kind: kindPointer, typ: t, wire: elem.wire, elem: elem}, nil
}

// newSliceCoder tells the three kinds of slices apart: []byte is bytes; a
// named slice type (type Verbs []string) is a message wrapping a repeated
// field 1, as go-to-protobuf generates it; any other slice is repeated.
func newSliceCoder(t reflect.Type, pos position, wire string) (*coder, error) {
	if t.Elem().Kind() == reflect.Uint8 {
		return &coder{kind: kindBytes, typ: t, wire: wireBytes, nullable: pos != inElement}, nil
	}
	if t.Name() != "" {
		items, err := newRepeatedCoder(t, "")
		if err != nil {
			return nil, err
		}
		return &coder{kind: kindWrapper, typ: t, wire: wireBytes, nullable: pos == inField, elem: items}, nil
	}
	return newRepeatedCoder(t, wire)
}

// isNamedSlice reports whether t is a named slice type other than bytes.
func isNamedSlice(t reflect.Type) bool {
	return t.Kind() == reflect.Slice && t.Name() != "" && t.Elem().Kind() != reflect.Uint8
}

func newRepeatedCoder(t reflect.Type, wire string) (*coder, error) {
	elem, err := newCoder(t.Elem(), inElement, wire)
	if err != nil {
		return nil, err
	}
	return &coder{kind: kindRepeated, typ: t, wire: elem.wire, elem: elem}, nil
}

func newMapCoder(t reflect.Type) (*coder, error) {
	switch t.Key().Kind() {
	case reflect.String, reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
	default:
		return nil, fmt.Errorf("unsupported map key type %v", t.Key())
	}
	key, err := newCoder(t.Key(), inMapValue, "")
	if err != nil {
		return nil, err
	}
	val, err := newCoder(t.Elem(), inMapValue, "")
	if err != nil {
		return nil, err
	}
	return &coder{kind: kindMap, typ: t, wire: wireBytes, key: key, val: val, stringMap: t.ConvertibleTo(stringMapType)}, nil
}

// fieldPlan is one tagged field of a struct.
type fieldPlan struct {
	// name is the protobuf name from the tag (name=...), for errors.
	name  string
	num   int
	index int
	coder *coder
}

// messagePlan is everything reflection learns about a struct type, once:
// its tagged fields in ascending field-number order.
type messagePlan struct {
	typ    reflect.Type
	fields []fieldPlan
	err    error
}

// field finds the plan of field number num, or nil for an unknown field.
func (p *messagePlan) field(num int) *fieldPlan {
	i, found := slices.BinarySearchFunc(p.fields, num, func(f fieldPlan, n int) int { return f.num - n })
	if !found {
		return nil
	}
	return &p.fields[i]
}

// messagePlan returns the plan of c's message type.
func (c *coder) messagePlan() *messagePlan {
	if p := c.plan.Load(); p != nil {
		return p
	}
	p := planFor(c.typ)
	c.plan.Store(p)
	return p
}

// plans caches a *messagePlan per struct type: parsing tags and building
// coders happens once per type, however many objects are encoded.
var plans sync.Map // reflect.Type -> *messagePlan

// planFor returns t's plan, building it on first use. A type that cannot
// be coded gets a plan holding the error, so it fails the same way every
// time without being parsed again.
func planFor(t reflect.Type) *messagePlan {
	if p, ok := plans.Load(t); ok {
		return p.(*messagePlan)
	}
	p := buildPlan(t)
	actual, _ := plans.LoadOrStore(t, p)
	return actual.(*messagePlan)
}

// errNoTags says a struct has fields but none carries a protobuf tag and it
// has no Marshal method: encoding it would silently drop all its data
// (time.Time, say, as a field without metav1.Time's methods).
var errNoTags = errors.New("has no protobuf-tagged fields and no Marshal method")

func buildPlan(t reflect.Type) *messagePlan {
	p := &messagePlan{typ: t}
	for i := range t.NumField() {
		sf := t.Field(i)
		tag, ok := sf.Tag.Lookup("protobuf")
		if !ok || tag == "-" || !sf.IsExported() {
			continue
		}
		f, err := buildField(sf, i, tag)
		if err != nil {
			p.err = fmt.Errorf("%v field %s: %w", t, sf.Name, err)
			return p
		}
		p.fields = append(p.fields, f)
	}
	if len(p.fields) == 0 && t.NumField() > 0 {
		p.err = fmt.Errorf("type %v %w", t, errNoTags)
		return p
	}
	slices.SortFunc(p.fields, func(a, b fieldPlan) int { return a.num - b.num })
	for i := 1; i < len(p.fields); i++ {
		if p.fields[i].num == p.fields[i-1].num {
			p.err = fmt.Errorf("%v: fields %s and %s share number %d", t, p.fields[i-1].name, p.fields[i].name, p.fields[i].num)
			return p
		}
	}
	return p
}

// buildField parses a tag such as "bytes,1,opt,name=apiVersion,casttype=X":
// wire type, field number, opt/rep, then options. Only the number and the
// name are trusted; see doc.go for why the Go type decides the rest.
func buildField(sf reflect.StructField, index int, tag string) (fieldPlan, error) {
	parts := strings.Split(tag, ",")
	if len(parts) < 2 {
		return fieldPlan{}, fmt.Errorf("malformed protobuf tag %q", tag)
	}
	num, err := strconv.Atoi(parts[1])
	if err != nil || num < 1 || num > maxFieldNumber {
		return fieldPlan{}, fmt.Errorf("bad field number in protobuf tag %q", tag)
	}
	name := sf.Name
	for _, opt := range parts[2:] {
		if v, ok := strings.CutPrefix(opt, "name="); ok {
			name = v
		}
	}
	var c *coder
	if len(parts) > 2 && parts[2] == "rep" && isNamedSlice(sf.Type) {
		// A named slice tagged "rep" is a plain repeated field: go-to-protobuf
		// wraps a named slice only when it is nullable (tagged "opt").
		c, err = newRepeatedCoder(sf.Type, parts[0])
	} else {
		c, err = newCoder(sf.Type, inField, parts[0])
	}
	if err != nil {
		return fieldPlan{}, err
	}
	return fieldPlan{name: name, num: num, index: index, coder: c}, nil
}

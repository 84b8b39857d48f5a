package proto

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"slices"
)

// Marshaler is a type that writes its own message body, such as
// metav1.Time (a Timestamp message) or resource.Quantity (a message holding
// the canonical string). A field of such a type is written as a
// length-delimited field around what Marshal returns; nil means an empty
// body. Marshal must not call this package's Marshal on its own receiver
// (that would recurse forever); it encodes a separate struct instead.
// Upstream: github.com/gogo/protobuf/proto.Marshaler.
type Marshaler interface {
	Marshal() ([]byte, error)
}

// AppendMarshaler is a Marshaler that can also write its body at the end
// of a buffer: as a field, it is written in place, without the buffer
// Marshal would allocate for it (one per object, for metav1.Time's
// creationTimestamp). Upstream: the MarshalToSizedBuffer method that
// gogo's generated code, and hand-written types such as metav1.Time, have
// beside Marshal.
type AppendMarshaler interface {
	Marshaler
	MarshalAppend(b []byte) ([]byte, error)
}

// Marshal encodes msg, a pointer to a struct, in the protobuf wire format
// exactly as the gogo-generated Marshal methods of Kubernetes types
// (generated.pb.go) do: the fields with a `protobuf:"..."` tag, in
// ascending field-number order. If msg is a Marshaler, its own method does
// the work. Upstream: github.com/gogo/protobuf/proto.Marshal.
func Marshal(msg any) ([]byte, error) {
	if m, ok := msg.(Marshaler); ok {
		return m.Marshal()
	}
	// Never nil, even for an empty message: the caller (the serializer's
	// runtime.Unknown.Raw, for one) must tell "empty" from "absent".
	if m, ok := sizedMarshalerOf(msg); ok {
		n := m.ProtoSize()
		return marshalSized(make([]byte, 0, n), m, n)
	}
	return reflectMarshalAppend(make([]byte, 0, 128), msg)
}

// MarshalAppend is Marshal writing at the end of b, and returns the
// extended buffer: a caller that reuses one buffer (the protobuf
// serializer, for every response it encodes) grows it once, not once per
// message. Upstream, gogo's generated MarshalToSizedBuffer writes into a
// buffer sized by the generated Size method; google.golang.org/protobuf
// calls this MarshalOptions.MarshalAppend.
func MarshalAppend(b []byte, msg any) ([]byte, error) {
	if m, ok := sizedMarshalerOf(msg); ok {
		return marshalSized(b, m, m.ProtoSize())
	}
	return reflectMarshalAppend(b, msg)
}

// reflectMarshalAppend is MarshalAppend without generated methods: a
// Marshaler's own method, else the walk of the struct tags.
func reflectMarshalAppend(b []byte, msg any) ([]byte, error) {
	if m, ok := msg.(AppendMarshaler); ok {
		return m.MarshalAppend(b)
	}
	if m, ok := msg.(Marshaler); ok {
		body, err := m.Marshal()
		if err != nil {
			return nil, err
		}
		return append(b, body...), nil
	}
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil, fmt.Errorf("proto: marshal needs a non-nil pointer to a struct, got %T", msg)
	}
	p := planFor(v.Elem().Type())
	if p.err != nil {
		return nil, fmt.Errorf("proto: marshal %T: %w", msg, p.err)
	}
	b, err := appendMessage(b, v.Elem(), p, 0)
	if err != nil {
		return nil, fmt.Errorf("proto: marshal %T: %w", msg, err)
	}
	return b, nil
}

// AppendMessageField writes msg as field num of the message being written
// at the end of b: the field's key, the length, then msg's body, as a
// struct field of msg's type tagged with that number would be written. It
// lets a caller write a message whose field holds another message's
// encoding (runtime.Unknown's Raw) without encoding that message apart
// first. Upstream: gogo's generated code does this inline, for one:
// k8s.io/apimachinery/pkg/runtime.(*Unknown).NestedMarshalTo.
func AppendMessageField(b []byte, num int, msg any) ([]byte, error) {
	b = appendTag(b, num, wireBytes)
	if m, ok := sizedMarshalerOf(msg); ok {
		n := m.ProtoSize()
		return marshalSized(appendVarint(b, uint64(n)), m, n)
	}
	start := len(b)
	b, err := MarshalAppend(b, msg)
	if err != nil {
		return nil, err
	}
	return insertLength(b, start), nil
}

// appendMessage writes the tagged fields of struct v in field-number order.
// depth counts the messages around it: a Go value that points back to
// itself would otherwise recurse until the stack runs out.
func appendMessage(b []byte, v reflect.Value, p *messagePlan, depth int) ([]byte, error) {
	if depth > maxDepth {
		return nil, errTooDeep
	}
	for i := range p.fields {
		f := &p.fields[i]
		var err error
		b, err = appendField(b, f.num, v.Field(f.index), f.coder, depth)
		if err != nil {
			return nil, atField(err, f)
		}
	}
	return b, nil
}

// appendField writes v as field num. The rules mirror gogo with
// nullable=false: scalars and structs always (zero included), pointers and
// []byte only when not nil, repeated fields one element at a time.
func appendField(b []byte, num int, v reflect.Value, c *coder, depth int) ([]byte, error) {
	switch c.kind {
	case kindPointer:
		if v.IsNil() {
			return b, nil
		}
		return appendField(b, num, v.Elem(), c.elem, depth)
	case kindRepeated:
		return appendRepeated(b, num, v, c, depth)
	case kindMap:
		return appendMap(b, num, v, c, depth)
	case kindMessage, kindWrapper, kindCustom:
		return appendNested(b, num, v, c, depth+1)
	case kindBytes:
		if c.nullable && v.IsNil() {
			return b, nil
		}
		b = appendTag(b, num, wireBytes)
		b = appendVarint(b, uint64(v.Len()))
		return append(b, v.Bytes()...), nil
	case kindString:
		b = appendTag(b, num, wireBytes)
		b = appendVarint(b, uint64(v.Len()))
		return append(b, v.String()...), nil
	default:
		return appendScalar(appendTag(b, num, c.wire), v, c), nil
	}
}

// appendScalar writes the payload of a bool, integer or float (the tag is
// already written).
func appendScalar(b []byte, v reflect.Value, c *coder) []byte {
	switch c.kind {
	case kindBool:
		if v.Bool() {
			return append(b, 1)
		}
		return append(b, 0)
	case kindInt:
		// v.Int() is an int64, so a negative int32 is sign-extended and
		// takes ten bytes, as in gogo's uint64(m.Field).
		x := v.Int()
		if c.ints == intZigzag {
			return appendVarint(b, uint64(x<<1)^uint64(x>>63))
		}
		return appendInteger(b, uint64(x), c.ints)
	case kindUint:
		return appendInteger(b, v.Uint(), c.ints)
	case kindFloat32:
		return binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v.Float())))
	default: // kindFloat64
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(v.Float()))
	}
}

func appendInteger(b []byte, x uint64, enc intEncoding) []byte {
	switch enc {
	case intFixed32:
		return binary.LittleEndian.AppendUint32(b, uint32(x))
	case intFixed64:
		return binary.LittleEndian.AppendUint64(b, x)
	default:
		return appendVarint(b, x)
	}
}

// appendRepeated writes one field per element, never "packed": proto2,
// which Kubernetes' generated.proto files use, packs only on request.
func appendRepeated(b []byte, num int, v reflect.Value, c *coder, depth int) ([]byte, error) {
	for i := range v.Len() {
		var err error
		b, err = appendField(b, num, v.Index(i), c.elem, depth)
		if err != nil {
			return nil, atIndex(err, i)
		}
	}
	return b, nil
}

// appendNested writes a length-delimited field whose body is a message: a
// struct's fields, a wrapper's items, or what a Marshaler returns.
func appendNested(b []byte, num int, v reflect.Value, c *coder, depth int) ([]byte, error) {
	if c.kind == kindWrapper && c.nullable && v.IsNil() {
		return b, nil
	}
	b = appendTag(b, num, wireBytes)
	start := len(b)
	var err error
	switch c.kind {
	case kindMessage:
		p := c.messagePlan()
		if p.err != nil {
			return nil, p.err
		}
		b, err = appendMessage(b, v, p, depth)
	case kindWrapper:
		b, err = appendRepeated(b, 1, v, c.elem, depth)
	default: // kindCustom
		m := marshalerOf(v)
		if am, ok := m.(AppendMarshaler); ok {
			b, err = am.MarshalAppend(b)
			break
		}
		var body []byte
		body, err = m.Marshal()
		b = append(b, body...)
	}
	if err != nil {
		return nil, err
	}
	return insertLength(b, start), nil
}

// marshalerOf finds v's Marshal method, taking v's address when the method
// has a pointer receiver; a value that has no address (a map value) is
// copied first.
func marshalerOf(v reflect.Value) Marshaler {
	if !v.CanAddr() {
		p := reflect.New(v.Type())
		p.Elem().Set(v)
		v = p.Elem()
	}
	return v.Addr().Interface().(Marshaler)
}

// appendMap writes one entry message {1: key, 2: value} per key, keys in
// sorted order so that equal maps always encode to equal bytes (Go's map
// order is random; gogo sorts with github.com/gogo/protobuf/sortkeys).
// Key and value are always written, except a nil []byte or pointer value.
func appendMap(b []byte, num int, v reflect.Value, c *coder, depth int) ([]byte, error) {
	if c.stringMap {
		return appendStringMap(b, num, stringMapOf(v)), nil
	}
	keys := v.MapKeys()
	slices.SortFunc(keys, compareKeys)
	for _, k := range keys {
		b = appendTag(b, num, wireBytes)
		start := len(b)
		var err error
		if b, err = appendField(b, 1, k, c.key, depth); err != nil {
			return nil, err
		}
		if b, err = appendField(b, 2, v.MapIndex(k), c.val, depth+1); err != nil {
			return nil, atStep(err, fmt.Sprintf("[%v]", k))
		}
		b = insertLength(b, start)
	}
	return b, nil
}

// compareKeys orders map keys: strings byte-wise, numbers numerically,
// false before true.
func compareKeys(a, b reflect.Value) int {
	switch a.Kind() {
	case reflect.String:
		return cmp.Compare(a.String(), b.String())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return cmp.Compare(a.Int(), b.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return cmp.Compare(a.Uint(), b.Uint())
	default: // bool
		if a.Bool() == b.Bool() {
			return 0
		}
		if !a.Bool() {
			return -1
		}
		return 1
	}
}

// appendStringMap is appendMap for a map[string]string, the commonest map
// of the API (labels, annotations, a ConfigMap's data): the same bytes,
// without a reflect.Value per key and value, and with each entry's length
// known before it is written, so nothing is moved to make room for it.
// Small maps are sorted on the stack. Generated code (gogo's Marshal
// methods) has such a loop for every map field; this one serves them all.
func appendStringMap(b []byte, num int, m map[string]string) []byte {
	type entry struct{ k, v string }
	var small [8]entry
	entries := small[:0]
	if len(m) > len(small) {
		entries = make([]entry, 0, len(m))
	}
	for k, v := range m {
		entries = append(entries, entry{k, v})
	}
	slices.SortFunc(entries, func(a, b entry) int { return cmp.Compare(a.k, b.k) })
	for _, e := range entries {
		n := 1 + varintSize(uint64(len(e.k))) + len(e.k) + 1 + varintSize(uint64(len(e.v))) + len(e.v)
		b = appendTag(b, num, wireBytes)
		b = appendVarint(b, uint64(n))
		b = appendTag(b, 1, wireBytes)
		b = appendVarint(b, uint64(len(e.k)))
		b = append(b, e.k...)
		b = appendTag(b, 2, wireBytes)
		b = appendVarint(b, uint64(len(e.v)))
		b = append(b, e.v...)
	}
	return b
}

// stringMapOf returns v, a map whose type converts to map[string]string,
// as a map[string]string. Value.Convert would copy an addressable map
// header to the heap first; a plain map[string]string needs no conversion.
func stringMapOf(v reflect.Value) map[string]string {
	if m, ok := v.Interface().(map[string]string); ok {
		return m
	}
	return v.Convert(stringMapType).Interface().(map[string]string)
}

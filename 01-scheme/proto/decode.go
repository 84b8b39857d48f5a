package proto

import (
	"fmt"
	"math"
	"reflect"
)

// Unmarshaler is a type that reads its own message body; see Marshaler.
// Upstream: github.com/gogo/protobuf/proto.Unmarshaler.
type Unmarshaler interface {
	Unmarshal(data []byte) error
}

// maxDepth bounds how deeply messages (and skipped groups) may nest, so that
// hostile input cannot exhaust the stack; it is the limit Google's protobuf
// runtime uses.
const maxDepth = 10000

// Unmarshal decodes data into msg, a non-nil pointer to a struct (or an
// Unmarshaler), as the generated Unmarshal methods do. msg is reset to its
// zero value first. Fields the struct does not know are skipped, so an
// older server reads a newer client's data; truncated or malformed data is
// an error. Upstream: github.com/gogo/protobuf/proto.Unmarshal.
func Unmarshal(data []byte, msg any) error {
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return fmt.Errorf("proto: unmarshal needs a non-nil pointer, got %T", msg)
	}
	v.Elem().SetZero()
	if u, ok := mergeUnmarshalerOf(msg); ok {
		if u.UnmarshalMerge(data, 0) == nil {
			return nil
		}
		// Malformed: the reflective decoder says how, from the start.
		v.Elem().SetZero()
	}
	return reflectUnmarshal(data, msg, v)
}

// ReflectUnmarshal is Unmarshal by reflection only, whatever methods msg
// has: the reference the generated UnmarshalMerge methods are tested
// against.
func ReflectUnmarshal(data []byte, msg any) error {
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return fmt.Errorf("proto: unmarshal needs a non-nil pointer, got %T", msg)
	}
	v.Elem().SetZero()
	return reflectUnmarshal(data, msg, v)
}

// reflectUnmarshal decodes into msg, already reset, by its own Unmarshal
// method or its struct tags.
func reflectUnmarshal(data []byte, msg any, v reflect.Value) error {
	if u, ok := msg.(Unmarshaler); ok {
		return u.Unmarshal(data)
	}
	if v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("proto: unmarshal needs a pointer to a struct, got %T", msg)
	}
	p := planFor(v.Elem().Type())
	if p.err != nil {
		return fmt.Errorf("proto: unmarshal %T: %w", msg, p.err)
	}
	if err := decodeMessage(data, v.Elem(), p, 0); err != nil {
		return fmt.Errorf("proto: unmarshal %T: %w", msg, err)
	}
	return nil
}

// decodeMessage reads fields until data ends and stores those the plan
// knows into struct v. Like generated code it merges: a field seen twice
// overwrites a scalar, appends to a repeated field, merges a message.
func decodeMessage(data []byte, v reflect.Value, p *messagePlan, depth int) error {
	if depth > maxDepth {
		return errTooDeep
	}
	for len(data) > 0 {
		num, wire, n, err := readTag(data)
		if err != nil {
			return err
		}
		data = data[n:]
		f := p.field(num)
		val, n, err := readValue(data, wire, depth)
		if err != nil {
			if f == nil {
				return atStep(err, fmt.Sprint(num))
			}
			return atField(err, f)
		}
		data = data[n:]
		if f == nil {
			continue // unknown field: skipped
		}
		if err := decodeValue(val, v.Field(f.index), f.coder, depth); err != nil {
			return atField(err, f)
		}
	}
	return nil
}

// decodeValue stores one field's payload into v, which must be settable.
func decodeValue(val value, v reflect.Value, c *coder, depth int) error {
	switch c.kind {
	case kindPointer:
		if v.IsNil() {
			v.Set(reflect.New(c.typ.Elem()))
		}
		return decodeValue(val, v.Elem(), c.elem, depth)
	case kindRepeated:
		return decodeRepeated(val, v, c, depth)
	case kindWrapper, kindMap, kindMessage, kindCustom:
		if err := checkWire(val.wire, wireBytes); err != nil {
			return err
		}
		return decodeNested(val.body, v, c, depth+1)
	case kindString:
		if err := checkWire(val.wire, wireBytes); err != nil {
			return err
		}
		v.SetString(string(val.body))
		return nil
	case kindBytes:
		if err := checkWire(val.wire, wireBytes); err != nil {
			return err
		}
		// A copy, never nil: present-but-empty stays distinguishable
		// from absent, as in generated code.
		v.SetBytes(append([]byte{}, val.body...))
		return nil
	default:
		if err := checkWire(val.wire, c.wire); err != nil {
			return err
		}
		setScalar(v, val.num, c)
		return nil
	}
}

// setScalar stores a number read from the wire. reflect's SetInt and
// SetUint truncate to the field's size, as generated code's int32(x) does.
func setScalar(v reflect.Value, x uint64, c *coder) {
	switch c.kind {
	case kindBool:
		v.SetBool(x != 0)
	case kindInt:
		if c.ints == intZigzag {
			v.SetInt(int64(x>>1) ^ -int64(x&1))
		} else if c.ints == intFixed32 {
			v.SetInt(int64(int32(x)))
		} else {
			v.SetInt(int64(x))
		}
	case kindUint:
		v.SetUint(x)
	case kindFloat32:
		v.SetFloat(float64(math.Float32frombits(uint32(x))))
	case kindFloat64:
		v.SetFloat(math.Float64frombits(x))
	}
}

// decodeRepeated appends one element, or, for numbers sent "packed" (all
// values in one length-delimited field, proto3's default), all of them.
func decodeRepeated(val value, v reflect.Value, c *coder, depth int) error {
	if val.wire == wireBytes && isPackable(c.elem) {
		return decodePacked(val.body, v, c.elem)
	}
	elem := reflect.New(c.typ.Elem()).Elem()
	if err := decodeValue(val, elem, c.elem, depth); err != nil {
		return atIndex(err, v.Len())
	}
	v.Set(reflect.Append(v, elem))
	return nil
}

// isPackable reports whether elements of c may arrive packed: numbers and
// bools, whose wire type is not bytes.
func isPackable(c *coder) bool {
	switch c.kind {
	case kindBool, kindInt, kindUint, kindFloat32, kindFloat64:
		return true
	}
	return false
}

func decodePacked(body []byte, v reflect.Value, c *coder) error {
	for len(body) > 0 {
		val, n, err := readValue(body, c.wire, 0)
		if err != nil {
			return atIndex(err, v.Len())
		}
		body = body[n:]
		elem := reflect.New(c.typ).Elem()
		setScalar(elem, val.num, c)
		v.Set(reflect.Append(v, elem))
	}
	return nil
}

// decodeNested decodes a length-delimited body that is itself a message.
func decodeNested(body []byte, v reflect.Value, c *coder, depth int) error {
	switch c.kind {
	case kindMessage:
		p := c.messagePlan()
		if p.err != nil {
			return p.err
		}
		return decodeMessage(body, v, p, depth)
	case kindWrapper:
		if v.IsNil() {
			v.Set(reflect.MakeSlice(c.typ, 0, 0))
		}
		return decodeEntries(body, depth, func(num int, val value) error {
			if num != 1 {
				return nil
			}
			return decodeValue(val, v, c.elem, depth)
		})
	case kindMap:
		return decodeMapEntry(body, v, c, depth)
	default: // kindCustom
		u, ok := v.Addr().Interface().(Unmarshaler)
		if !ok {
			return fmt.Errorf("%v has a Marshal method but no Unmarshal method", c.typ)
		}
		return u.Unmarshal(body)
	}
}

// decodeMapEntry reads one entry message {1: key, 2: value}. A missing key
// is the zero value, a missing value what newMapValue says.
func decodeMapEntry(body []byte, v reflect.Value, c *coder, depth int) error {
	if v.IsNil() {
		v.Set(reflect.MakeMap(c.typ))
	}
	key := reflect.New(c.typ.Key()).Elem()
	elem := newMapValue(c.val)
	err := decodeEntries(body, depth, func(num int, val value) error {
		switch num {
		case 1:
			return decodeValue(val, key, c.key, depth)
		case 2:
			return decodeValue(val, elem, c.val, depth)
		}
		return nil
	})
	if err != nil {
		return atStep(err, "[entry]")
	}
	v.SetMapIndex(key, elem)
	return nil
}

// entryField names field num of a map entry or a wrapper in a path.
func entryField(num int) string {
	switch num {
	case 1:
		return "key"
	case 2:
		return "value"
	}
	return fmt.Sprint(num)
}

// newMapValue is where a map value starts before its entry is read. Like
// generated code, it is not Go's nil for a []byte, a named slice or a
// pointer, but an empty one: a Secret's data entry sent without a value
// decodes to []byte{}, which JSON shows as "", not null.
func newMapValue(c *coder) reflect.Value {
	v := reflect.New(c.typ).Elem()
	switch c.kind {
	case kindBytes, kindWrapper:
		v.Set(reflect.MakeSlice(c.typ, 0, 0))
	case kindPointer:
		v.Set(reflect.New(c.typ.Elem()))
	}
	return v
}

// decodeEntries walks the fields of a small fixed-shape message (a map
// entry, a wrapper) and hands each to fn.
func decodeEntries(body []byte, depth int, fn func(num int, val value) error) error {
	if depth > maxDepth {
		return errTooDeep
	}
	for len(body) > 0 {
		num, wire, n, err := readTag(body)
		if err != nil {
			return err
		}
		body = body[n:]
		val, n, err := readValue(body, wire, depth)
		if err != nil {
			return atStep(err, entryField(num))
		}
		body = body[n:]
		if err := fn(num, val); err != nil {
			return atStep(err, entryField(num))
		}
	}
	return nil
}

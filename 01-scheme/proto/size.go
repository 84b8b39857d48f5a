package proto

import (
	"fmt"
	"reflect"
)

// Sizer is a Marshaler that knows the length of its own body without
// writing it (metav1.Time: 0, 2, or a few bytes more). Size then calls it
// instead of marshalling the value into a scratch buffer.
// Upstream: the Size method gogo generates beside Marshal, and which
// hand-written types such as metav1.Time have too.
type Sizer interface {
	ProtoSize() int
}

// Size returns the number of bytes Marshal(msg) writes, without writing
// them: a caller that must write a length before a message (a streamed list
// writes each item's length, then the item) learns it first. It walks msg
// as Marshal does; a value with its own Marshal method and no ProtoSize is
// marshalled into a scratch buffer to be measured.
// Upstream: the Size methods of generated.pb.go, which
// k8s.io/apimachinery/pkg/runtime/serializer/protobuf's streaming list
// encoder calls for every item before writing it.
func Size(msg any) (int, error) {
	var s sizer
	return s.size(msg)
}

// ListSizer measures many messages with one scratch buffer, for a custom
// field's body (creationTimestamp) when it has no ProtoSize: a streamed
// list measures every item with one ListSizer.
type ListSizer struct{ sizer }

// Size is proto.Size, reusing the ListSizer's scratch buffer.
func (s *ListSizer) Size(msg any) (int, error) { return s.size(msg) }

type sizer struct {
	scratch []byte
}

func (s *sizer) size(msg any) (int, error) {
	if m, ok := sizedMarshalerOf(msg); ok {
		return m.ProtoSize(), nil
	}
	return s.reflectSize(msg)
}

// reflectSize is size without a ProtoSize method on msg itself.
func (s *sizer) reflectSize(msg any) (int, error) {
	if m, ok := msg.(Marshaler); ok {
		return s.customSize(m)
	}
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return 0, fmt.Errorf("proto: size needs a non-nil pointer to a struct, got %T", msg)
	}
	p := planFor(v.Elem().Type())
	if p.err != nil {
		return 0, fmt.Errorf("proto: size %T: %w", msg, p.err)
	}
	n, err := s.messageSize(v.Elem(), p, 0)
	if err != nil {
		return 0, fmt.Errorf("proto: size %T: %w", msg, err)
	}
	return n, nil
}

// customSize measures what a Marshaler writes, in the scratch buffer.
func (s *sizer) customSize(m Marshaler) (int, error) {
	if am, ok := m.(AppendMarshaler); ok {
		b, err := am.MarshalAppend(s.scratch[:0])
		if err != nil {
			return 0, err
		}
		s.scratch = b[:0]
		return len(b), nil
	}
	body, err := m.Marshal()
	return len(body), err
}

// tagSize is the length of field num's key.
func tagSize(num, wire int) int { return varintSize(uint64(num)<<3 | uint64(wire)) }

// bytesFieldSize is the length of a length-delimited field with an n-byte body.
func bytesFieldSize(num, n int) int { return tagSize(num, wireBytes) + varintSize(uint64(n)) + n }

// messageSize mirrors appendMessage.
func (s *sizer) messageSize(v reflect.Value, p *messagePlan, depth int) (int, error) {
	if depth > maxDepth {
		return 0, errTooDeep
	}
	total := 0
	for i := range p.fields {
		f := &p.fields[i]
		n, err := s.fieldSize(f.num, v.Field(f.index), f.coder, depth)
		if err != nil {
			return 0, atField(err, f)
		}
		total += n
	}
	return total, nil
}

// fieldSize mirrors appendField.
func (s *sizer) fieldSize(num int, v reflect.Value, c *coder, depth int) (int, error) {
	switch c.kind {
	case kindPointer:
		if v.IsNil() {
			return 0, nil
		}
		return s.fieldSize(num, v.Elem(), c.elem, depth)
	case kindRepeated:
		return s.repeatedSize(num, v, c, depth)
	case kindMap:
		return s.mapSize(num, v, c, depth)
	case kindMessage, kindWrapper, kindCustom:
		return s.nestedSize(num, v, c, depth+1)
	case kindBytes:
		if c.nullable && v.IsNil() {
			return 0, nil
		}
		return bytesFieldSize(num, v.Len()), nil
	case kindString:
		return bytesFieldSize(num, v.Len()), nil
	default:
		return tagSize(num, c.wire) + scalarSize(v, c), nil
	}
}

// scalarSize mirrors appendScalar.
func scalarSize(v reflect.Value, c *coder) int {
	switch c.kind {
	case kindBool:
		return 1
	case kindInt:
		x := v.Int()
		if c.ints == intZigzag {
			return varintSize(uint64(x<<1) ^ uint64(x>>63))
		}
		return integerSize(uint64(x), c.ints)
	case kindUint:
		return integerSize(v.Uint(), c.ints)
	case kindFloat32:
		return 4
	default: // kindFloat64
		return 8
	}
}

func integerSize(x uint64, enc intEncoding) int {
	switch enc {
	case intFixed32:
		return 4
	case intFixed64:
		return 8
	default:
		return varintSize(x)
	}
}

// repeatedSize mirrors appendRepeated.
func (s *sizer) repeatedSize(num int, v reflect.Value, c *coder, depth int) (int, error) {
	total := 0
	for i := range v.Len() {
		n, err := s.fieldSize(num, v.Index(i), c.elem, depth)
		if err != nil {
			return 0, atIndex(err, i)
		}
		total += n
	}
	return total, nil
}

// nestedSize mirrors appendNested.
func (s *sizer) nestedSize(num int, v reflect.Value, c *coder, depth int) (int, error) {
	if c.kind == kindWrapper && c.nullable && v.IsNil() {
		return 0, nil
	}
	var body int
	var err error
	switch c.kind {
	case kindMessage:
		p := c.messagePlan()
		if p.err != nil {
			return 0, p.err
		}
		body, err = s.messageSize(v, p, depth)
	case kindWrapper:
		body, err = s.repeatedSize(1, v, c.elem, depth)
	default: // kindCustom
		m := marshalerOf(v)
		if ps, ok := m.(Sizer); ok {
			body = ps.ProtoSize()
		} else {
			body, err = s.customSize(m)
		}
	}
	if err != nil {
		return 0, err
	}
	return bytesFieldSize(num, body), nil
}

// mapSize mirrors appendMap.
func (s *sizer) mapSize(num int, v reflect.Value, c *coder, depth int) (int, error) {
	total := 0
	if c.stringMap {
		for k, val := range stringMapOf(v) {
			total += bytesFieldSize(num, bytesFieldSize(1, len(k))+bytesFieldSize(2, len(val)))
		}
		return total, nil
	}
	if v.Len() == 0 {
		return 0, nil
	}
	// One key and one value for the whole map, set in place for each
	// entry: iter.Key() and iter.Value() would copy every entry to the heap.
	key, val := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
	iter := v.MapRange()
	for iter.Next() {
		key.SetIterKey(iter)
		val.SetIterValue(iter)
		kn, err := s.fieldSize(1, key, c.key, depth)
		if err != nil {
			return 0, err
		}
		vn, err := s.fieldSize(2, val, c.val, depth+1)
		if err != nil {
			return 0, atStep(err, fmt.Sprintf("[%v]", key))
		}
		total += bytesFieldSize(num, kn+vn)
	}
	return total, nil
}

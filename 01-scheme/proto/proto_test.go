package proto

import (
	"bytes"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"
)

func ptr[T any](v T) *T { return &v }

// cat joins byte slices, so expected encodings can be written field by field.
func cat(parts ...[]byte) []byte {
	out := []byte{}
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// b is shorthand for a byte literal.
func b(bs ...byte) []byte { return bs }

// minusOne is -1 as a 64-bit varint: ten bytes.
var minusOne = b(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01)

type codecCase struct {
	name string
	msg  any    // a pointer to a struct
	want []byte // hand-computed
	// decoded is what decoding want gives, when it is not msg (a value the
	// encoding cannot tell apart from another, such as nil and empty).
	decoded any
}

func codecCases() []codecCase {
	return []codecCase{
		{"zero scalars are written", &scalars{}, b(0x0a, 0x00, 0x10, 0x00, 0x18, 0x00, 0x20, 0x00, 0x28, 0x00), nil},
		{"scalars", &scalars{S: "hi", B: true, I32: -1, I64: 300, U32: 7},
			cat(b(0x0a, 0x02, 'h', 'i', 0x10, 0x01, 0x18), minusOne, b(0x20, 0xac, 0x02, 0x28, 0x07)), nil},
		{"min int32 is sign-extended", &scalars{I32: math.MinInt32},
			b(0x0a, 0x00, 0x10, 0x00, 0x18, 0x80, 0x80, 0x80, 0x80, 0xf8, 0xff, 0xff, 0xff, 0xff, 0x01, 0x20, 0x00, 0x28, 0x00), nil},
		{"named types", &named{P: "Running", C: 5}, cat(b(0x0a, 0x07), []byte("Running"), b(0x10, 0x05)), nil},
		{"nil pointers are left out", &pointers{}, b(), nil},
		{"pointers to zero values are written", &pointers{I: ptr[int32](0), S: ptr(""), B: ptr(false), M: &inner{}},
			b(0x08, 0x00, 0x12, 0x00, 0x18, 0x00, 0x22, 0x04, 0x0a, 0x00, 0x10, 0x00), nil},
		{"zero nested struct is an empty-ish message", &outer{}, b(0x0a, 0x04, 0x0a, 0x00, 0x10, 0x00), nil},
		{"nested and repeated messages", &outer{In: inner{Name: "a", N: 1}, Items: []inner{{}, {Name: "b"}}},
			b(0x0a, 0x05, 0x0a, 0x01, 'a', 0x10, 0x01,
				0x12, 0x04, 0x0a, 0x00, 0x10, 0x00,
				0x12, 0x05, 0x0a, 0x01, 'b', 0x10, 0x00), nil},
		{"ascending field numbers", &unordered{Third: "c", First: "a", Second: 2},
			b(0x0a, 0x01, 'a', 0x10, 0x02, 0x1a, 0x01, 'c'), nil},
		{"nil bytes are left out", &bytesMsg{}, b(), nil},
		{"empty bytes are written", &bytesMsg{Raw: []byte{}}, b(0x0a, 0x00), nil},
		{"bytes", &bytesMsg{Raw: []byte{1, 2}}, b(0x0a, 0x02, 0x01, 0x02), nil},
		{"repeated is unpacked", &repeated{S: []string{"a", "b"}, I: []int32{1, -1}, T: []string{"x"}},
			cat(b(0x0a, 0x01, 'a', 0x0a, 0x01, 'b', 0x10, 0x01, 0x10), minusOne, b(0x1a, 0x01, 'x')), nil},
		{"empty repeated", &repeated{S: []string{}}, b(), &repeated{}},
		{"maps sorted, key and value always written",
			&maps{
				SS: map[string]string{"b": "2", "a": "1", "c": ""},
				SB: map[string][]byte{"v": {0xff}, "k": nil},
				IS: map[int32]string{10: "x", 2: "y", -1: "z"},
				SM: map[string]inner{"a": {}},
			},
			cat(
				b(0x0a, 0x06, 0x0a, 0x01, 'a', 0x12, 0x01, '1'),
				b(0x0a, 0x06, 0x0a, 0x01, 'b', 0x12, 0x01, '2'),
				b(0x0a, 0x05, 0x0a, 0x01, 'c', 0x12, 0x00),
				b(0x12, 0x03, 0x0a, 0x01, 'k'),
				b(0x12, 0x06, 0x0a, 0x01, 'v', 0x12, 0x01, 0xff),
				b(0x1a, 0x0e, 0x08), minusOne, b(0x12, 0x01, 'z'),
				b(0x1a, 0x05, 0x08, 0x02, 0x12, 0x01, 'y'),
				b(0x1a, 0x05, 0x08, 0x0a, 0x12, 0x01, 'x'),
				b(0x22, 0x09, 0x0a, 0x01, 'a', 0x12, 0x04, 0x0a, 0x00, 0x10, 0x00),
			),
			&maps{
				SS: map[string]string{"b": "2", "a": "1", "c": ""},
				SB: map[string][]byte{"v": {0xff}, "k": {}}, // a missing value is empty, as upstream
				IS: map[int32]string{10: "x", 2: "y", -1: "z"},
				SM: map[string]inner{"a": {}},
			}},
		{"nil wrapper is left out", &wrappers{}, b(), nil},
		{"empty wrapper is written", &wrappers{V: verbs{}}, b(0x0a, 0x00), nil},
		{"wrapper", &wrappers{V: verbs{"get", "list"}},
			cat(b(0x0a, 0x0b, 0x0a, 0x03), []byte("get"), b(0x0a, 0x04), []byte("list")), nil},
		{"nil wrapper as map value is written", &wrappers{M: map[string]verbs{"k": nil}},
			b(0x12, 0x05, 0x0a, 0x01, 'k', 0x12, 0x00), &wrappers{M: map[string]verbs{"k": {}}}},
		{"named slice tagged rep is repeated, not wrapped", &wrappers{R: verbs{"a", "b"}},
			b(0x1a, 0x01, 'a', 0x1a, 0x01, 'b'), nil},
		{"zero custom is an empty message", &custom{}, b(0x0a, 0x00, 0x2a, 0x00), nil},
		{"custom marshalers",
			&custom{T: stamp{5}, P: &stamp{}, L: []stamp{{1}, {}}, M: map[string]stamp{"a": {2}}},
			b(0x0a, 0x02, 0x08, 0x05,
				0x12, 0x00,
				0x1a, 0x02, 0x08, 0x01, 0x1a, 0x00,
				0x22, 0x07, 0x0a, 0x01, 'a', 0x12, 0x02, 0x08, 0x02,
				0x2a, 0x00), nil},
		{"untagged fields are skipped",
			&withUntagged{typeMeta: typeMeta{Kind: "X"}, Name: "n", Note: "z", hidden: "h"},
			b(0x0a, 0x01, 'n'), &withUntagged{Name: "n"}},
		{"floats, zigzag and fixed",
			&numbers{F64: 1.5, F32: 1.5, Z: -1, X64: 1, X32: -2},
			b(0x09, 0, 0, 0, 0, 0, 0, 0xf8, 0x3f,
				0x15, 0, 0, 0xc0, 0x3f,
				0x18, 0x01,
				0x21, 1, 0, 0, 0, 0, 0, 0, 0,
				0x2d, 0xfe, 0xff, 0xff, 0xff), nil},
		{"field number above 15 takes a two-byte key", &bigNumber{A: "z"}, b(0x82, 0x01, 0x01, 'z'), nil},
		{"recursive type", &node{Child: &node{Name: "b"}, Name: "a"},
			b(0x0a, 0x03, 0x12, 0x01, 'b', 0x12, 0x01, 'a'), nil},
		{"top-level Marshaler", &stamp{7}, b(0x08, 0x07), nil},
		{"empty struct", &struct{}{}, b(), nil},
	}
}

func TestMarshal(t *testing.T) {
	for _, tc := range codecCases() {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Marshal(tc.msg)
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			if !bytes.Equal(got, tc.want) {
				t.Errorf("got % x; want % x", got, tc.want)
			}
		})
	}
}

func TestMarshalNeverReturnsNilForAStruct(t *testing.T) {
	got, err := Marshal(&pointers{})
	if err != nil || got == nil {
		t.Errorf("got %#v, %v; want an empty, non-nil slice", got, err)
	}
}

func TestUnmarshalRoundTrip(t *testing.T) {
	for _, tc := range codecCases() {
		t.Run(tc.name, func(t *testing.T) {
			got := reflect.New(reflect.TypeOf(tc.msg).Elem()).Interface()
			if err := Unmarshal(tc.want, got); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			want := tc.msg
			if tc.decoded != nil {
				want = tc.decoded
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v; want %#v", got, want)
			}
		})
	}
}

func TestUnmarshalAcceptsWhatMarshalNeverWrites(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		into any
		want any
	}{
		{"unknown fields of every wire type are skipped",
			b(0x0a, 0x01, 'a',
				0x18, 0x05, // 3: varint
				0x22, 0x02, 0x01, 0x02, // 4: bytes
				0x2d, 1, 2, 3, 4, // 5: fixed32
				0x31, 1, 2, 3, 4, 5, 6, 7, 8, // 6: fixed64
				0x3b, 0x08, 0x01, 0x3c, // 7: a group holding a varint
				0x10, 0x02),
			&inner{}, &inner{Name: "a", N: 2}},
		{"packed repeated numbers",
			cat(b(0x12, 0x0b, 0x01), minusOne), &repeated{}, &repeated{I: []int32{1, -1}}},
		{"packed and unpacked mixed", b(0x10, 0x05, 0x12, 0x01, 0x06), &repeated{}, &repeated{I: []int32{5, 6}}},
		{"a scalar seen twice: the last wins", b(0x0a, 0x01, 'a', 0x0a, 0x01, 'b'), &inner{}, &inner{Name: "b"}},
		{"a message seen twice is merged", b(0x0a, 0x02, 0x10, 0x01, 0x0a, 0x03, 0x0a, 0x01, 'a'),
			&outer{}, &outer{In: inner{Name: "a", N: 1}}},
		{"map entry without key or value", b(0x0a, 0x00, 0x0a, 0x03, 0x12, 0x01, '1'),
			&maps{}, &maps{SS: map[string]string{"": "1"}}},
		{"map entry with an unknown field", b(0x0a, 0x08, 0x0a, 0x01, 'a', 0x18, 0x07, 0x12, 0x01, '1'),
			&maps{}, &maps{SS: map[string]string{"a": "1"}}},
		{"missing map values start empty, not nil",
			b(0x3a, 0x05, 0x12, 0x03, 0x0a, 0x01, 'b', // Maps.SB["b"]
				0x42, 0x05, 0x12, 0x03, 0x0a, 0x01, 'w', // Wrappers.M["w"]
				0x72, 0x03, 0x0a, 0x01, 'p', // Lists["p"]
				0xaa, 0x01, 0x03, 0x0a, 0x01, 's'), // Stamps["s"]
			&everything{}, &everything{
				Maps:     maps{SB: map[string][]byte{"b": {}}},
				Wrappers: wrappers{M: map[string]verbs{"w": {}}},
				Lists:    map[string]*inner{"p": {}},
				Stamps:   map[string]*stamp{"s": {}},
			}},
		{"any non-zero varint is true", b(0x10, 0x02), &scalars{}, &scalars{B: true}},
		{"int32 keeps the low 32 bits", b(0x18, 0xff, 0xff, 0xff, 0xff, 0x0f), &scalars{}, &scalars{I32: -1}},
		{"empty data is the zero message", b(), &outer{}, &outer{}},
		{"the target is reset first", b(0x10, 0x01), &inner{Name: "old", N: 9}, &inner{N: 1}},
		{"top-level Unmarshaler", b(0x08, 0x07), &stamp{}, &stamp{7}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := Unmarshal(tc.data, tc.into); err != nil {
				t.Fatalf("Unmarshal: %v", err)
			}
			if !reflect.DeepEqual(tc.into, tc.want) {
				t.Errorf("got %#v; want %#v", tc.into, tc.want)
			}
		})
	}
}

func TestUnmarshalBadInput(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		into any
		is   error // the error must wrap this, when set
	}{
		{"truncated key", b(0xff), &scalars{}, io.ErrUnexpectedEOF},
		{"truncated varint", b(0x18, 0xff), &scalars{}, io.ErrUnexpectedEOF},
		{"length past the end", b(0x0a, 0x05, 'a'), &scalars{}, io.ErrUnexpectedEOF},
		{"huge length", b(0x0a, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01), &scalars{}, io.ErrUnexpectedEOF},
		{"wrong wire type for a string", b(0x08, 0x01), &scalars{}, errWrongWireType},
		{"wrong wire type for an int", b(0x1a, 0x00), &scalars{}, errWrongWireType},
		{"wrong wire type for a message", b(0x08, 0x01), &outer{}, errWrongWireType},
		{"wrong wire type for a map", b(0x08, 0x01), &maps{}, errWrongWireType},
		{"wrong wire type for a float", b(0x08, 0x01), &numbers{}, errWrongWireType},
		{"wrong wire type inside a map entry", b(0x0a, 0x02, 0x08, 0x01), &maps{}, errWrongWireType},
		{"wrong wire type inside a wrapper", b(0x0a, 0x02, 0x08, 0x01), &wrappers{}, errWrongWireType},
		{"field number zero", b(0x00), &scalars{}, nil},
		{"field number too large", b(0x80, 0x80, 0x80, 0x80, 0x10), &scalars{}, nil},
		{"wire type 6", b(0x0e), &scalars{}, nil},
		{"wire type 7", b(0x0f, 0x00), &scalars{}, nil},
		{"end group without start", b(0x0c), &scalars{}, nil},
		{"group without end", b(0x4b, 0x08, 0x01), &scalars{}, io.ErrUnexpectedEOF},
		{"varint overflows", cat(b(0x18), bytes.Repeat(b(0xff), 9), b(0x7f)), &scalars{}, errOverflow},
		{"varint longer than ten bytes", cat(b(0x18), bytes.Repeat(b(0x80), 10), b(0x01)), &scalars{}, errOverflow},
		{"truncated fixed64", b(0x09, 0x00, 0x00), &numbers{}, io.ErrUnexpectedEOF},
		{"truncated fixed32", b(0x15, 0x00), &numbers{}, io.ErrUnexpectedEOF},
		{"truncated nested message", b(0x0a, 0x02, 0x0a, 0x05), &outer{}, io.ErrUnexpectedEOF},
		{"truncated map entry", b(0x0a, 0x02, 0x0a, 0x05), &maps{}, io.ErrUnexpectedEOF},
		{"truncated packed element", b(0x12, 0x01, 0xff), &repeated{}, io.ErrUnexpectedEOF},
		{"custom Unmarshal fails", b(0x0a, 0x01, 0x08), &custom{}, io.ErrUnexpectedEOF},
		{"groups nested too deeply", bytes.Repeat(b(0x4b), 2*maxDepth), &scalars{}, errTooDeep},
		{"messages nested too deeply", deepNodes(maxDepth + 5), &node{}, errTooDeep},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Unmarshal(tc.data, tc.into)
			if err == nil {
				t.Fatalf("got no error; want one")
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("got %v; want an error wrapping %v", err, tc.is)
			}
			if !strings.HasPrefix(err.Error(), "proto: ") {
				t.Errorf("got %q; want it to start with %q", err, "proto: ")
			}
		})
	}
}

// deepNodes encodes n nodes, each the child of the one before.
func deepNodes(n int) []byte {
	// Sizes from the innermost node outwards, then written outside in.
	sizes := make([]int, n)
	for i := 1; i < n; i++ {
		sizes[i] = 1 + varintSize(uint64(sizes[i-1])) + sizes[i-1]
	}
	var out []byte
	for i := n - 1; i >= 0; i-- {
		out = appendVarint(append(out, 0x0a), uint64(sizes[i]))
	}
	return out
}

func TestBadTypes(t *testing.T) {
	tests := []struct {
		name string
		msg  any
		want string // a part of the error
	}{
		{"nil", nil, "non-nil pointer"},
		{"not a pointer", inner{}, "non-nil pointer"},
		{"nil pointer", (*inner)(nil), "non-nil pointer"},
		{"pointer to a non-struct", ptr(3), "pointer to a struct"},
		{"channel field", &withChan{}, "unsupported type chan int"},
		{"interface field", &withInterface{}, "unsupported type interface"},
		{"array field", &withArray{}, "unsupported type [2]int32"},
		{"duplicate numbers", &duplicate{}, "share number 1"},
		{"bad number", &badNumber{}, "bad field number"},
		{"zero number", &zeroNumber{}, "bad field number"},
		{"short tag", &shortTag{}, "malformed protobuf tag"},
		{"map with a struct key", &badMapKey{}, "unsupported map key type"},
		{"no tags", &noTags{}, "no protobuf-tagged fields"},
		{"nested type without tags", &nestedNoTag{T: noTags{Name: "x"}}, "no protobuf-tagged fields"},
		{"failing Marshal method", &custom{Fs: failingStamp{bad: true}}, "bad stamp"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Marshal(tc.msg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Marshal: got %v; want an error containing %q", err, tc.want)
			}
			if tc.name == "failing Marshal method" || tc.name == "pointer to a non-struct" {
				return // both decode fine (or fail differently)
			}
			err = Unmarshal(b(0x0a, 0x00), tc.msg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Unmarshal: got %v; want an error containing %q", err, tc.want)
			}
		})
	}
}

func TestPlanIsCached(t *testing.T) {
	typ := reflect.TypeFor[outer]()
	if p1, p2 := planFor(typ), planFor(typ); p1 != p2 {
		t.Errorf("got two plans %p and %p for one type; want one", p1, p2)
	}
}

func TestVarint(t *testing.T) {
	tests := []struct {
		v    uint64
		want []byte
	}{
		{0, b(0x00)},
		{1, b(0x01)},
		{127, b(0x7f)},
		{128, b(0x80, 0x01)},
		{150, b(0x96, 0x01)},
		{math.MaxUint64, minusOne},
	}
	for _, tc := range tests {
		got := appendVarint(nil, tc.v)
		if !bytes.Equal(got, tc.want) {
			t.Errorf("appendVarint(%d): got % x; want % x", tc.v, got, tc.want)
		}
		if n := varintSize(tc.v); n != len(tc.want) {
			t.Errorf("varintSize(%d): got %d; want %d", tc.v, n, len(tc.want))
		}
		v, n, err := readVarint(got)
		if err != nil || v != tc.v || n != len(got) {
			t.Errorf("readVarint(% x): got %d, %d, %v; want %d, %d, nil", got, v, n, err, tc.v, len(got))
		}
	}
}

func TestInsertLengthLongBody(t *testing.T) {
	// A body of 300 bytes needs a two-byte length: ac 02.
	body := bytes.Repeat(b('x'), 300)
	got := insertLength(append(b(0x0a), body...), 1)
	want := cat(b(0x0a, 0xac, 0x02), body)
	if !bytes.Equal(got, want) {
		t.Errorf("got % x...; want % x...", got[:4], want[:4])
	}
}

package proto

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"slices"
)

// SizedMarshaler is a message that measures and writes itself: the
// methods 01-scheme/code-generator's protobuf generator writes into each
// API package's zz_generated.protobuf.go, and that Time, MicroTime and
// Quantity have by hand. MarshalToSizedBuffer writes the message at the
// end of dAtA, last field first, and returns how many bytes it wrote;
// dAtA must hold at least ProtoSize() bytes. Writing backwards, a nested
// message's length is known when its key must be written, so nothing is
// measured twice and nothing is moved.
//
// Marshal, MarshalAppend, AppendMessageField and Size call these methods
// when msg has them; the reflective walk of the struct tags (ReflectSize,
// ReflectMarshalAppend) is the fallback, and the reference the generated
// code is tested against.
// Upstream: the Size and MarshalToSizedBuffer methods gogo generates
// (k8s.io/api/core/v1.(*ConfigMap).MarshalToSizedBuffer).
//
// ProtoReceiver returns the receiver itself. Go promotes the methods of an
// embedded field: every object embeds metav1.ObjectMeta, so a struct
// without methods of its own would answer ProtoSize with its metadata's
// size. Package proto takes a message's methods only when ProtoReceiver
// returns a value of the message's own type.
type SizedMarshaler interface {
	Sizer
	MarshalToSizedBuffer(dAtA []byte) (int, error)
	ProtoReceiver() any
}

// sizedMarshalerOf returns msg as a SizedMarshaler when the methods are
// msg's own, not promoted from an embedded field.
func sizedMarshalerOf(msg any) (SizedMarshaler, bool) {
	m, ok := msg.(SizedMarshaler)
	if !ok || reflect.TypeOf(m.ProtoReceiver()) != reflect.TypeOf(msg) {
		return nil, false
	}
	return m, true
}

// marshalSized appends m's encoding to b, n bytes long.
func marshalSized(b []byte, m SizedMarshaler, n int) ([]byte, error) {
	start := len(b)
	b = slices.Grow(b, n)[:start+n]
	written, err := m.MarshalToSizedBuffer(b[start:])
	if err != nil {
		return nil, err
	}
	if written != n {
		return nil, fmt.Errorf("proto: %T measured %d bytes but wrote %d", m, n, written)
	}
	return b, nil
}

// AppendSized is MarshalAppend for a message whose size the caller has
// measured already (a streamed list measures every item first, to write
// its length), so the message is not measured twice. size must be what
// Size(msg) returned. Upstream: a streamed list calls each item's
// MarshalToSizedBuffer with the size it measured
// (k8s.io/apimachinery/pkg/runtime/serializer/protobuf.streamingEncodeList).
func AppendSized(b []byte, msg any, size int) ([]byte, error) {
	if m, ok := sizedMarshalerOf(msg); ok {
		return marshalSized(b, m, size)
	}
	return MarshalAppend(b, msg)
}

// ReflectSize is Size by reflection only, whatever methods msg has: the
// reference the generated ProtoSize methods are tested against.
func ReflectSize(msg any) (int, error) {
	var s sizer
	return s.reflectSize(msg)
}

// ReflectMarshalAppend is MarshalAppend by reflection only, whatever
// methods msg has: the reference the generated MarshalToSizedBuffer
// methods are tested against.
func ReflectMarshalAppend(b []byte, msg any) ([]byte, error) {
	return reflectMarshalAppend(b, msg)
}

// SizeVarint is the length of v as a varint. Generated code calls it.
// Upstream: the sovGenerated function of each generated.pb.go.
func SizeVarint(v uint64) int { return varintSize(v) }

// EncodeVarint writes v as a varint ending at dAtA[offset] and returns
// where it starts. Generated code calls it.
// Upstream: the encodeVarintGenerated function of each generated.pb.go.
func EncodeVarint(dAtA []byte, offset int, v uint64) int {
	offset -= varintSize(v)
	base := offset
	for v >= 1<<7 {
		dAtA[offset] = uint8(v&0x7f | 0x80)
		v >>= 7
		offset++
	}
	dAtA[offset] = uint8(v)
	return base
}

// PutFixed32 writes v little-endian in dAtA[:4]. Generated code calls it.
func PutFixed32(dAtA []byte, v uint32) { binary.LittleEndian.PutUint32(dAtA, v) }

// PutFixed64 writes v little-endian in dAtA[:8]. Generated code calls it.
func PutFixed64(dAtA []byte, v uint64) { binary.LittleEndian.PutUint64(dAtA, v) }

// SortedKeys appends m's keys to buf and sorts them, for generated code
// to write a map's entries in key order; a caller passes a small array on
// its stack as buf, so a map of a few labels sorts without allocating.
// Upstream: github.com/gogo/protobuf/sortkeys.Strings, which generated
// code calls on a slice it allocates.
func SortedKeys[K cmp.Ordered, V any](m map[K]V, buf []K) []K {
	for k := range m {
		buf = append(buf, k)
	}
	slices.Sort(buf)
	return buf
}

// MergeUnmarshaler is a message that decodes itself: the UnmarshalMerge
// method 01-scheme/code-generator's protobuf generator writes beside
// MarshalToSizedBuffer. It merges, as gogo's generated Unmarshal does (a
// scalar seen again is overwritten, a repeated field appended to, a message
// merged); depth counts the messages around it, as the reflective decoder
// counts them, and the method fails past maxDepth.
//
// Unmarshal resets the message, then calls the method when the message has
// it; when it fails, Unmarshal resets the message again and decodes it by
// reflection, so a malformed body gets the reflective decoder's error,
// word for word, and a generated decoder never needs its own.
// Upstream: the Unmarshal methods gogo generates
// (k8s.io/api/core/v1.(*ConfigMap).Unmarshal).
type MergeUnmarshaler interface {
	UnmarshalMerge(dAtA []byte, depth int) error
	ProtoReceiver() any
}

// mergeUnmarshalerOf returns msg as a MergeUnmarshaler when the method is
// msg's own, not promoted from an embedded field (see SizedMarshaler).
func mergeUnmarshalerOf(msg any) (MergeUnmarshaler, bool) {
	m, ok := msg.(MergeUnmarshaler)
	if !ok || reflect.TypeOf(m.ProtoReceiver()) != reflect.TypeOf(msg) {
		return nil, false
	}
	return m, true
}

// HasGeneratedDecoder reports whether msg decodes by its own generated
// code (UnmarshalMerge), as Unmarshal will; every type protobuf-gen wrote
// code for has protobuf tags.
func HasGeneratedDecoder(msg any) bool {
	_, ok := mergeUnmarshalerOf(msg)
	return ok
}

// ErrGenerated is what generated decoders answer for anything malformed;
// Unmarshal replaces it with the reflective decoder's precise error.
var ErrGenerated = errors.New("proto: malformed message")

// Field is one field as ReadField reads it: its number and wire type, and
// its payload, a number (varint, fixed32, fixed64) or bytes.
type Field struct {
	Num  int
	Wire int
	X    uint64
	Body []byte
}

// ReadField reads one field (key and payload; a group is skipped) from the
// front of dAtA and returns it and its length. depth is the reflective
// decoder's depth at this point, which bounds the nesting of groups.
// Generated code calls it.
func ReadField(dAtA []byte, depth int) (Field, int, error) {
	// Most fields of an API object are short strings and messages whose
	// key and length each fit in one byte: read those here, without the
	// general path's calls (a third of a ConfigMap's decode). Anything
	// else, malformed input included, takes the general path.
	if len(dAtA) >= 2 && dAtA[0] >= 8 && dAtA[0] < 0x80 && dAtA[0]&7 == wireBytes && dAtA[1] < 0x80 && int(dAtA[1]) <= len(dAtA)-2 {
		end := 2 + int(dAtA[1])
		return Field{Num: int(dAtA[0] >> 3), Wire: wireBytes, Body: dAtA[2:end]}, end, nil
	}
	num, wire, n, err := readTag(dAtA)
	if err != nil {
		return Field{}, 0, err
	}
	val, m, err := readValue(dAtA[n:], wire, depth)
	if err != nil {
		return Field{}, 0, err
	}
	return Field{Num: num, Wire: wire, X: val.num, Body: val.body}, n + m, nil
}

// ReadScalar reads one packed element of the given wire type from the
// front of dAtA. Generated code calls it.
func ReadScalar(dAtA []byte, wire int) (uint64, int, error) {
	val, n, err := readValue(dAtA, wire, 0)
	return val.num, n, err
}

// MaxDepth is how deeply messages may nest when decoding.
const MaxDepth = maxDepth

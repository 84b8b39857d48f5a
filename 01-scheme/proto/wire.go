package proto

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"
)

// The five wire types of the protobuf encoding still in use (3 and 4, the
// start and end of a "group", are a proto1 relic that Kubernetes never
// writes; the decoder skips groups in unknown fields and nothing more).
const (
	wireVarint     = 0 // bool, int32, int64, enums: a varint
	wireFixed64    = 1 // double, fixed64: 8 bytes, little-endian
	wireBytes      = 2 // string, bytes, messages, maps, packed repeated: length + bytes
	wireStartGroup = 3
	wireEndGroup   = 4
	wireFixed32    = 5 // float, fixed32: 4 bytes, little-endian
)

// maxFieldNumber is the largest field number protobuf allows (2^29-1).
const maxFieldNumber = 1<<29 - 1

var (
	// errOverflow: a varint longer than ten bytes, or one whose tenth byte
	// carries more than the 64th bit.
	errOverflow = errors.New("varint overflows a 64-bit integer")
	// errWrongWireType: the data says one wire type, the Go field needs
	// another.
	errWrongWireType = errors.New("wrong wire type")
)

// appendVarint writes v seven bits at a time, lowest group first; the high
// bit of each byte says "more bytes follow". 150 becomes 0x96 0x01.
func appendVarint(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// varintSize is the number of bytes appendVarint writes for v.
func varintSize(v uint64) int {
	// Every 7 significant bits take one byte; zero still takes one.
	return (bits.Len64(v|1) + 6) / 7
}

// appendTag writes a field's key: the field number shifted left by three,
// or-ed with the wire type, as a varint. Field 1 as bytes is 0x0a.
func appendTag(b []byte, num int, wire int) []byte {
	return appendVarint(b, uint64(num)<<3|uint64(wire))
}

// insertLength turns b[start:] into a length-delimited body: it makes room
// for the body's length as a varint in front of it and writes it there.
// Writing the body first and its length afterwards spares a second pass
// that computes sizes, as gogo's generated Size methods do.
func insertLength(b []byte, start int) []byte {
	n := len(b) - start
	s := varintSize(uint64(n))
	var room [binary.MaxVarintLen64]byte
	b = append(b, room[:s]...)
	copy(b[start+s:], b[start:start+n])
	// b[start:start] has b's capacity, so this writes into b in place.
	appendVarint(b[start:start], uint64(n))
	return b
}

// readVarint reads one varint from the front of data and returns it and
// the number of bytes it took.
func readVarint(data []byte) (uint64, int, error) {
	var v uint64
	for i := 0; i < binary.MaxVarintLen64; i++ {
		if i == len(data) {
			return 0, 0, fmt.Errorf("truncated varint: %w", io.ErrUnexpectedEOF)
		}
		c := data[i]
		if i == binary.MaxVarintLen64-1 && c > 1 {
			return 0, 0, errOverflow
		}
		v |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			return v, i + 1, nil
		}
	}
	return 0, 0, errOverflow
}

// readTag reads a field's key and splits it into number and wire type.
func readTag(data []byte) (num int, wire int, n int, err error) {
	key, n, err := readVarint(data)
	if err != nil {
		return 0, 0, 0, err
	}
	num64, wire := key>>3, int(key&7)
	if num64 == 0 || num64 > maxFieldNumber {
		return 0, 0, 0, fmt.Errorf("illegal field number %d (wire type %d)", num64, wire)
	}
	return int(num64), wire, n, nil
}

// value is one field's payload as it sits on the wire, not yet given a Go
// type: a number for the varint and fixed wire types, bytes for wireBytes.
type value struct {
	wire int
	num  uint64
	body []byte
}

// readValue reads the payload of a field of the given wire type from the
// front of data. Groups are skipped and come back as an empty value.
func readValue(data []byte, wire int, depth int) (value, int, error) {
	switch wire {
	case wireVarint:
		v, n, err := readVarint(data)
		return value{wire: wire, num: v}, n, err
	case wireFixed64:
		if len(data) < 8 {
			return value{}, 0, fmt.Errorf("truncated fixed64: %w", io.ErrUnexpectedEOF)
		}
		return value{wire: wire, num: binary.LittleEndian.Uint64(data)}, 8, nil
	case wireFixed32:
		if len(data) < 4 {
			return value{}, 0, fmt.Errorf("truncated fixed32: %w", io.ErrUnexpectedEOF)
		}
		return value{wire: wire, num: uint64(binary.LittleEndian.Uint32(data))}, 4, nil
	case wireBytes:
		return readBytes(data)
	case wireStartGroup:
		n, err := skipGroup(data, depth+1)
		return value{wire: wire}, n, err
	case wireEndGroup:
		return value{}, 0, errors.New("unexpected end of group")
	default:
		return value{}, 0, fmt.Errorf("illegal wire type %d", wire)
	}
}

// readBytes reads a length and that many bytes.
func readBytes(data []byte) (value, int, error) {
	l, n, err := readVarint(data)
	if err != nil {
		return value{}, 0, err
	}
	if l > uint64(len(data)-n) {
		return value{}, 0, fmt.Errorf("length %d runs past the end of the data (%d bytes left): %w",
			l, len(data)-n, io.ErrUnexpectedEOF)
	}
	end := n + int(l)
	return value{wire: wireBytes, body: data[n:end]}, end, nil
}

// skipGroup skips the fields of a group up to its end marker.
func skipGroup(data []byte, depth int) (int, error) {
	if depth > maxDepth {
		return 0, errTooDeep
	}
	pos := 0
	for {
		if pos == len(data) {
			return 0, fmt.Errorf("group without end: %w", io.ErrUnexpectedEOF)
		}
		_, wire, n, err := readTag(data[pos:])
		if err != nil {
			return 0, err
		}
		pos += n
		if wire == wireEndGroup {
			return pos, nil
		}
		_, n, err = readValue(data[pos:], wire, depth)
		if err != nil {
			return 0, err
		}
		pos += n
	}
}

// wireName names a wire type in error messages.
func wireName(wire int) string {
	switch wire {
	case wireVarint:
		return "varint"
	case wireFixed64:
		return "fixed64"
	case wireBytes:
		return "bytes"
	case wireStartGroup:
		return "group"
	case wireFixed32:
		return "fixed32"
	default:
		return fmt.Sprintf("%d", wire)
	}
}

// checkWire fails unless got is the wire type a Go value needs.
func checkWire(got, want int) error {
	if got != want {
		return fmt.Errorf("%w %d (%s), want %d (%s)", errWrongWireType, got, wireName(got), want, wireName(want))
	}
	return nil
}

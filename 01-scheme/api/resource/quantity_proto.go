package resource

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// errTruncated reports a protobuf message that ends inside a field.
var errTruncated = errors.New("resource.Quantity: truncated protobuf message")

// Marshal writes q as the protobuf message upstream declares for it,
//
//	message Quantity { optional string string = 1; }
//
// that is, the canonical string in field 1. The field is written even for
// zero ("0"), as upstream does. Upstream:
// k8s.io/apimachinery/pkg/api/resource.(*Quantity).Marshal (quantity_proto.go).
func (q Quantity) Marshal() ([]byte, error) {
	s := q.String()
	out := make([]byte, 0, 1+binary.MaxVarintLen64+len(s))
	out = append(out, 1<<3|2) // field 1, wire type 2 (length-delimited)
	out = binary.AppendUvarint(out, uint64(len(s)))
	return append(out, s...), nil
}

// Unmarshal reads the message Marshal writes; unknown fields are skipped.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Unmarshal.
func (q *Quantity) Unmarshal(data []byte) error {
	*q = Quantity{}
	for len(data) > 0 {
		key, n := binary.Uvarint(data)
		if n <= 0 {
			return errTruncated
		}
		data = data[n:]
		field, wire := key>>3, key&7
		var body []byte
		switch wire {
		case 0: // varint
			if _, n = binary.Uvarint(data); n <= 0 {
				return errTruncated
			}
			data = data[n:]
		case 1, 5: // fixed64, fixed32
			size := 8
			if wire == 5 {
				size = 4
			}
			if len(data) < size {
				return errTruncated
			}
			data = data[size:]
		case 2: // length-delimited
			length, n := binary.Uvarint(data)
			if n <= 0 || uint64(len(data)-n) < length {
				return errTruncated
			}
			body, data = data[n:n+int(length)], data[n+int(length):]
		default:
			return fmt.Errorf("resource.Quantity: unsupported protobuf wire type %d", wire)
		}
		if field == 1 && wire == 2 {
			parsed, err := ParseQuantity(string(body))
			if err != nil {
				return err
			}
			*q = parsed
		}
	}
	return nil
}

// ProtoSize is the length of what Marshal writes, for package proto's Size
// and for generated code that holds a Quantity.
// Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).Size.
func (q *Quantity) ProtoSize() int {
	n := len(q.String())
	return 1 + uvarintLen(uint64(n)) + n
}

// MarshalToSizedBuffer writes what Marshal writes at the end of dAtA and
// returns its length, for generated code, which writes messages last
// field first. Upstream: k8s.io/apimachinery/pkg/api/resource.(*Quantity).MarshalToSizedBuffer.
func (q *Quantity) MarshalToSizedBuffer(dAtA []byte) (int, error) {
	s := q.String()
	n := 1 + uvarintLen(uint64(len(s))) + len(s)
	if len(dAtA) < n {
		return 0, fmt.Errorf("resource.Quantity: %d bytes of room for a %d-byte message", len(dAtA), n)
	}
	b := dAtA[len(dAtA)-n : len(dAtA)-n]
	b = append(b, 1<<3|2)
	b = binary.AppendUvarint(b, uint64(len(s)))
	_ = append(b, s...)
	return n, nil
}

// uvarintLen is the length of x as a varint.
func uvarintLen(x uint64) int {
	n := 1
	for x >= 0x80 {
		x >>= 7
		n++
	}
	return n
}

// ProtoReceiver returns q, for package proto: see proto.SizedMarshaler.
func (q *Quantity) ProtoReceiver() any { return q }

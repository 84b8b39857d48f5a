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

package v1

import (
	"math/bits"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// Timestamp is the protobuf message of Time and MicroTime: seconds since
// the Unix epoch and nanoseconds. Go structs use Time, never Timestamp.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Timestamp.
type Timestamp struct {
	// Seconds since 1970-01-01T00:00:00Z.
	Seconds int64 `json:"seconds" protobuf:"varint,1,opt,name=seconds"`
	// Nanos is the non-negative fraction of the second.
	Nanos int32 `json:"nanos" protobuf:"varint,2,opt,name=nanos"`
}

// ProtoTime returns t's Timestamp, whole seconds only: JSON carries only
// seconds, and a protobuf client must not store what JSON readers lose.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).ProtoTime.
func (t *Time) ProtoTime() *Timestamp {
	if t == nil {
		return &Timestamp{}
	}
	return &Timestamp{Seconds: t.Time.Unix()}
}

// Marshal writes t's message body: nothing for the zero time (an empty
// message), else a Timestamp. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).Marshal.
func (t *Time) Marshal() ([]byte, error) {
	if t == nil || t.Time.IsZero() {
		return nil, nil
	}
	return proto.Marshal(t.ProtoTime())
}

// MarshalAppend is Marshal writing at the end of b, which package proto
// uses when t is a field. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).MarshalToSizedBuffer.
func (t *Time) MarshalAppend(b []byte) ([]byte, error) {
	if t == nil || t.Time.IsZero() {
		return b, nil
	}
	return proto.MarshalAppend(b, t.ProtoTime())
}

// ProtoSize is the length of what Marshal writes, for package proto's Size
// (a streamed list measures every item before writing it): a Timestamp's
// two fields, nanos always 0. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).Size.
func (t *Time) ProtoSize() int {
	if t == nil || t.Time.IsZero() {
		return 0
	}
	return 1 + varintLen(uint64(t.Time.Unix())) + 2
}

// varintLen is the length of x as a protobuf varint.
func varintLen(x uint64) int { return (bits.Len64(x|1) + 6) / 7 }

// Unmarshal reads a Timestamp; an empty message is the zero time. Nanos
// are ignored, as ProtoTime never writes them.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).Unmarshal.
func (t *Time) Unmarshal(data []byte) error {
	if len(data) == 0 {
		t.Time = time.Time{}
		return nil
	}
	p, err := unmarshalTimestamp(data)
	if err != nil {
		return err
	}
	t.Time = time.Unix(p.Seconds, 0).Local()
	return nil
}

// ProtoMicroTime returns t's Timestamp, nanoseconds included.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).ProtoMicroTime.
func (t *MicroTime) ProtoMicroTime() *Timestamp {
	if t == nil {
		return &Timestamp{}
	}
	return &Timestamp{Seconds: t.Time.Unix(), Nanos: int32(t.Time.Nanosecond())}
}

// Marshal writes t's message body: nothing for the zero time, else a
// Timestamp. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).Marshal.
func (t *MicroTime) Marshal() ([]byte, error) {
	if t == nil || t.Time.IsZero() {
		return nil, nil
	}
	return proto.Marshal(t.ProtoMicroTime())
}

// MarshalAppend is Marshal writing at the end of b, which package proto
// uses when t is a field. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).MarshalToSizedBuffer.
func (t *MicroTime) MarshalAppend(b []byte) ([]byte, error) {
	if t == nil || t.Time.IsZero() {
		return b, nil
	}
	return proto.MarshalAppend(b, t.ProtoMicroTime())
}

// ProtoSize is the length of what Marshal writes.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).Size.
func (t *MicroTime) ProtoSize() int {
	if t == nil || t.Time.IsZero() {
		return 0
	}
	return 1 + varintLen(uint64(t.Time.Unix())) + 1 + varintLen(uint64(int64(int32(t.Time.Nanosecond()))))
}

// Unmarshal reads a Timestamp; an empty message is the zero time.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).Unmarshal.
func (t *MicroTime) Unmarshal(data []byte) error {
	if len(data) == 0 {
		t.Time = time.Time{}
		return nil
	}
	p, err := unmarshalTimestamp(data)
	if err != nil {
		return err
	}
	t.Time = time.Unix(p.Seconds, int64(p.Nanos)).Local()
	return nil
}

// MarshalToSizedBuffer writes what Marshal writes at the end of dAtA and
// returns its length, for generated code, which writes messages last
// field first. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*Time).MarshalToSizedBuffer.
func (t *Time) MarshalToSizedBuffer(dAtA []byte) (int, error) {
	if t == nil || t.Time.IsZero() {
		return 0, nil
	}
	return t.ProtoTime().MarshalToSizedBuffer(dAtA)
}

// MarshalToSizedBuffer writes what Marshal writes at the end of dAtA and
// returns its length. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*MicroTime).MarshalToSizedBuffer.
func (t *MicroTime) MarshalToSizedBuffer(dAtA []byte) (int, error) {
	if t == nil || t.Time.IsZero() {
		return 0, nil
	}
	return t.ProtoMicroTime().MarshalToSizedBuffer(dAtA)
}

// ProtoReceiver returns t, for package proto: see proto.SizedMarshaler.
func (t *Time) ProtoReceiver() any { return t }

// ProtoReceiver returns t, for package proto: see proto.SizedMarshaler.
func (t *MicroTime) ProtoReceiver() any { return t }

// unmarshalTimestamp decodes a Timestamp with its generated method, on the
// stack; malformed data goes through proto.Unmarshal, for its error.
func unmarshalTimestamp(data []byte) (Timestamp, error) {
	var p Timestamp
	if p.UnmarshalMerge(data, 0) == nil {
		return p, nil
	}
	var q Timestamp
	err := proto.Unmarshal(data, &q)
	return q, err
}

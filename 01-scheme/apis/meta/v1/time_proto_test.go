package v1

import (
	"bytes"
	"testing"
	"time"
)

// TestTimeMarshalAppend: MarshalAppend writes after what the buffer holds
// exactly what Marshal returns, for the zero time (nothing) and others,
// for Time and MicroTime.
func TestTimeMarshalAppend(t *testing.T) {
	prefix := []byte{0xaa, 0xbb}
	for _, at := range []time.Time{{}, time.Date(2026, 11, 26, 12, 0, 0, 5000, time.UTC), time.Unix(-1, 0)} {
		for _, m := range []interface {
			Marshal() ([]byte, error)
			MarshalAppend([]byte) ([]byte, error)
		}{&Time{Time: at}, &MicroTime{Time: at}} {
			want, err := m.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			got, err := m.MarshalAppend(bytes.Clone(prefix))
			if err != nil {
				t.Fatal(err)
			}
			if want = append(bytes.Clone(prefix), want...); !bytes.Equal(got, want) {
				t.Errorf("%T %v: got % x; want % x", m, at, got, want)
			}
		}
	}
}

// ProtoSize must be the length Marshal writes: the streamed protobuf list
// writes it as part of every item's length.
func TestTimeProtoSize(t *testing.T) {
	for _, tm := range []time.Time{{}, time.Unix(0, 1), time.Unix(1, 0), time.Unix(-1, 0),
		time.Date(2026, 11, 28, 7, 0, 0, 999999999, time.UTC), time.Unix(1<<40, 5)} {
		body, _ := (&Time{tm}).Marshal()
		if got := (&Time{tm}).ProtoSize(); got != len(body) {
			t.Errorf("Time %v: got %d; want %d", tm, got, len(body))
		}
		body, _ = (&MicroTime{tm}).Marshal()
		if got := (&MicroTime{tm}).ProtoSize(); got != len(body) {
			t.Errorf("MicroTime %v: got %d; want %d", tm, got, len(body))
		}
	}
}

package proto

import (
	"bytes"
	"testing"
)

// TestReadFieldShortPath: ReadField's path for one-byte keys and lengths
// reads every input exactly as the general one (readTag, readValue)
// does: every first and second byte, with bodies shorter than, as long
// as and longer than the length asks, and the errors alike.
func TestReadFieldShortPath(t *testing.T) {
	for b0 := range 256 {
		for b1 := range 256 {
			for _, tail := range []int{0, 1, 5, 127, 130} {
				data := append([]byte{byte(b0), byte(b1)}, bytes.Repeat([]byte{0x01}, tail)...)
				got, gotN, gotErr := ReadField(data, 0)
				var want Field
				var wantN int
				num, wire, n, wantErr := readTag(data)
				if wantErr == nil {
					var val value
					var m int
					val, m, wantErr = readValue(data[n:], wire, 0)
					want, wantN = Field{Num: num, Wire: wire, X: val.num, Body: val.body}, n+m
				}
				if (gotErr == nil) != (wantErr == nil) {
					t.Fatalf("% x: got error %v; want %v", data, gotErr, wantErr)
				}
				if wantErr != nil {
					continue
				}
				if gotN != wantN || got.Num != want.Num || got.Wire != want.Wire || got.X != want.X || !bytes.Equal(got.Body, want.Body) {
					t.Fatalf("% x: got %+v, %d; want %+v, %d", data, got, gotN, want, wantN)
				}
			}
		}
	}
}

package protobuf

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"
)

func TestFrameWriter(t *testing.T) {
	var buf bytes.Buffer
	w := LengthDelimitedFramer.NewFrameWriter(&buf)
	for _, frame := range []string{"abc", "", "de"} {
		n, err := w.Write([]byte(frame))
		if err != nil || n != len(frame) {
			t.Fatalf("Write(%q): got %d, %v; want %d, nil", frame, n, err, len(frame))
		}
	}
	want := []byte{0, 0, 0, 3, 'a', 'b', 'c', 0, 0, 0, 0, 0, 0, 0, 2, 'd', 'e'}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("got % x; want % x", buf.Bytes(), want)
	}
}

// read is one Read call on a frame reader and what it must return.
type read struct {
	size int // the caller's buffer
	want string
	err  error
}

func TestFrameReader(t *testing.T) {
	stream := []byte{0, 0, 0, 3, 'a', 'b', 'c', 0, 0, 0, 0, 0, 0, 0, 5, '1', '2', '3', '4', '5'}
	tests := []struct {
		name    string
		stream  []byte
		oneByte bool // the underlying reader returns one byte per Read
		reads   []read
	}{
		{"whole frames", stream, false, []read{
			{10, "abc", nil}, {10, "", nil}, {10, "12345", nil}, {10, "", io.EOF}}},
		{"short reads underneath", stream, true, []read{
			{10, "abc", nil}, {10, "", nil}, {10, "12345", nil}, {10, "", io.EOF}}},
		{"frame larger than the buffer", stream, false, []read{
			{3, "abc", nil}, {3, "", nil}, {2, "12", io.ErrShortBuffer}, {2, "34", io.ErrShortBuffer}, {2, "5", nil}}},
		{"stream ends in a header", []byte{0, 0}, false, []read{{10, "", io.ErrUnexpectedEOF}}},
		{"stream ends in a frame", []byte{0, 0, 0, 4, 'a'}, false, []read{{10, "a", io.ErrUnexpectedEOF}}},
		{"stream ends after a header", []byte{0, 0, 0, 4}, false, []read{{10, "", io.ErrUnexpectedEOF}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var r io.Reader = bytes.NewReader(tc.stream)
			if tc.oneByte {
				r = iotest.OneByteReader(r)
			}
			fr := LengthDelimitedFramer.NewFrameReader(io.NopCloser(r))
			for i, rd := range tc.reads {
				buf := make([]byte, rd.size)
				n, err := fr.Read(buf)
				if string(buf[:n]) != rd.want || !errors.Is(err, rd.err) {
					t.Errorf("read %d: got %q, %v; want %q, %v", i, buf[:n], err, rd.want, rd.err)
				}
			}
			if err := fr.Close(); err != nil {
				t.Errorf("Close: got %v; want nil", err)
			}
		})
	}
}

// failingWriter fails every Write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, io.ErrClosedPipe }

// shortWriter accepts one byte per Write and says so.
type shortWriter struct{}

func (shortWriter) Write([]byte) (int, error) { return 1, nil }

func TestFrameWriterErrors(t *testing.T) {
	for _, tc := range []struct {
		w    io.Writer
		want error
	}{{failingWriter{}, io.ErrClosedPipe}, {shortWriter{}, io.ErrShortWrite}} {
		n, err := LengthDelimitedFramer.NewFrameWriter(tc.w).Write([]byte("x"))
		if n != 0 || !errors.Is(err, tc.want) {
			t.Errorf("got %d, %v; want 0, %v", n, err, tc.want)
		}
	}
}

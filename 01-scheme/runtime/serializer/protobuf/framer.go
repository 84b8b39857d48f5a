package protobuf

import (
	"encoding/binary"
	"io"
)

// LengthDelimitedFramer frames a protobuf watch stream: every frame is a
// 4-byte big-endian length followed by that many bytes.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.LengthDelimitedFramer.
var LengthDelimitedFramer = lengthDelimitedFramer{}

type lengthDelimitedFramer struct{}

// NewFrameWriter returns a writer that makes each Write one frame.
// Upstream: k8s.io/apimachinery/pkg/util/framer.NewLengthDelimitedFrameWriter.
func (lengthDelimitedFramer) NewFrameWriter(w io.Writer) io.Writer {
	return &lengthDelimitedFrameWriter{w: w}
}

// NewFrameReader returns a reader whose every Read returns one frame.
// Upstream: k8s.io/apimachinery/pkg/util/framer.NewLengthDelimitedFrameReader.
func (lengthDelimitedFramer) NewFrameReader(r io.ReadCloser) io.ReadCloser {
	return &lengthDelimitedFrameReader{r: r}
}

type lengthDelimitedFrameWriter struct {
	w      io.Writer
	header [4]byte
}

// Write writes len(data) as the frame header, then data. It returns the
// number of bytes of data written, header not counted.
func (w *lengthDelimitedFrameWriter) Write(data []byte) (int, error) {
	binary.BigEndian.PutUint32(w.header[:], uint32(len(data)))
	n, err := w.w.Write(w.header[:])
	if err != nil {
		return 0, err
	}
	if n != len(w.header) {
		return 0, io.ErrShortWrite
	}
	return w.w.Write(data)
}

// lengthDelimitedFrameReader remembers how much of the current frame is
// still unread, for frames larger than the caller's buffer.
type lengthDelimitedFrameReader struct {
	r         io.ReadCloser
	remaining int
}

// Read reads a whole frame into data. If the frame does not fit, Read fills
// data, returns io.ErrShortBuffer, and the next Read continues the same
// frame; a frame is complete when Read returns a nil error. At the end of
// the stream Read returns io.EOF; a stream that ends inside a header or a
// frame gives io.ErrUnexpectedEOF. (Upstream returns io.EOF when the stream
// ends right after a header; we say "unexpected", which it is.)
func (r *lengthDelimitedFrameReader) Read(data []byte) (int, error) {
	if r.remaining <= 0 {
		var header [4]byte
		if _, err := io.ReadFull(r.r, header[:]); err != nil {
			return 0, err
		}
		r.remaining = int(binary.BigEndian.Uint32(header[:]))
	}
	want := min(r.remaining, len(data))
	n, err := io.ReadFull(r.r, data[:want])
	r.remaining -= n
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	if err != nil {
		return n, err
	}
	if r.remaining > 0 {
		return n, io.ErrShortBuffer
	}
	return n, nil
}

// Close closes the underlying stream.
func (r *lengthDelimitedFrameReader) Close() error { return r.r.Close() }

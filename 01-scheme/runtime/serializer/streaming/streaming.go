// Package streaming reads and writes a sequence of objects, one per frame:
// how a watch response travels. A runtime.Framer splits the bytes; a
// runtime.Decoder or Encoder handles each frame.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.
package streaming

import (
	"errors"
	"fmt"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// maxFrameSize bounds one frame, so a broken stream cannot eat memory.
const maxFrameSize = 16 * 1024 * 1024

// ErrObjectTooLarge says a frame exceeded the limit.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.ErrObjectTooLarge.
var ErrObjectTooLarge = fmt.Errorf("object to decode was longer than maximum allowed size")

// Decoder reads objects from a framed stream.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.Decoder.
type Decoder struct {
	reader  io.ReadCloser
	decoder runtime.Decoder
	buf     []byte
}

// NewDecoder reads frames from r (already wrapped by a Framer's
// NewFrameReader) and decodes each with d.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.NewDecoder.
func NewDecoder(r io.ReadCloser, d runtime.Decoder) *Decoder {
	return &Decoder{reader: r, decoder: d, buf: make([]byte, 1024)}
}

// Decode reads the next frame, growing its buffer while the framer answers
// io.ErrShortBuffer, and decodes it. io.EOF ends the stream.
func (d *Decoder) Decode(defaults *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	base := 0
	for {
		n, err := d.reader.Read(d.buf[base:])
		if errors.Is(err, io.ErrShortBuffer) {
			if n == 0 {
				return nil, nil, fmt.Errorf("got short buffer with n=0, base=%d, cap=%d", base, cap(d.buf))
			}
			if len(d.buf) >= maxFrameSize {
				return nil, nil, ErrObjectTooLarge
			}
			base += n
			d.buf = append(d.buf, make([]byte, len(d.buf))...)
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		base += n
		break
	}
	return d.decoder.Decode(d.buf[:base], defaults, into)
}

// Close closes the underlying stream.
func (d *Decoder) Close() error { return d.reader.Close() }

// Encoder writes objects to a framed stream.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.Encoder.
type Encoder struct {
	writer  io.Writer
	encoder runtime.Encoder
}

// NewEncoder writes each object encoded by e as one frame to w (already
// wrapped by a Framer's NewFrameWriter).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/streaming.NewEncoder.
func NewEncoder(w io.Writer, e runtime.Encoder) *Encoder {
	return &Encoder{writer: w, encoder: e}
}

// Encode writes obj as one frame. Encoding into a buffer first keeps a frame
// whole: a framer that prefixes lengths needs the full size.
func (e *Encoder) Encode(obj runtime.Object) error {
	data, err := runtime.Encode(e.encoder, obj)
	if err != nil {
		return err
	}
	_, err = e.writer.Write(data)
	return err
}

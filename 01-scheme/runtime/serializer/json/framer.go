package json

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
)

// Framer frames a JSON watch stream: objects are simply written one after
// another (each Encode ends with a newline), and read back one complete
// JSON value at a time. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.Framer.
var Framer = jsonFramer{}

type jsonFramer struct{}

// NewFrameWriter needs no framing: each JSON value delimits itself.
func (jsonFramer) NewFrameWriter(w io.Writer) io.Writer { return w }

// NewFrameReader returns a reader whose every Read returns (part of) one
// JSON value. Upstream: k8s.io/apimachinery/pkg/util/framer.NewJSONFramedReader.
func (jsonFramer) NewFrameReader(r io.ReadCloser) io.ReadCloser {
	d := json.NewDecoder(r)
	return &frameReader{closer: r, next: func() ([]byte, error) { return nextJSONValue(d) }}
}

// nextJSONValue reads one raw JSON value from d.
func nextJSONValue(d *json.Decoder) ([]byte, error) {
	var m json.RawMessage
	if err := d.Decode(&m); err != nil {
		return nil, err
	}
	return m, nil
}

// YAMLFramer frames YAML streams with "---" document separators.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.YAMLFramer.
var YAMLFramer = yamlFramer{}

type yamlFramer struct{}

// NewFrameWriter writes a "---" line before each document.
func (yamlFramer) NewFrameWriter(w io.Writer) io.Writer { return yamlFrameWriter{w} }

// NewFrameReader returns one YAML document per frame.
func (yamlFramer) NewFrameReader(r io.ReadCloser) io.ReadCloser {
	br := bufio.NewReader(r)
	return &frameReader{closer: r, next: func() ([]byte, error) { return nextYAMLDocument(br) }}
}

type yamlFrameWriter struct{ w io.Writer }

func (w yamlFrameWriter) Write(data []byte) (int, error) {
	if _, err := w.w.Write([]byte("---\n")); err != nil {
		return 0, err
	}
	return w.w.Write(data)
}

// nextYAMLDocument reads lines up to the next "---" separator line.
func nextYAMLDocument(r *bufio.Reader) ([]byte, error) {
	var doc bytes.Buffer
	for {
		line, err := r.ReadBytes('\n')
		if bytes.Equal(bytes.TrimRight(line, "\r\n"), []byte("---")) {
			if doc.Len() > 0 {
				return doc.Bytes(), nil
			}
			continue
		}
		doc.Write(line)
		if err == io.EOF && doc.Len() > 0 {
			return doc.Bytes(), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// frameReader hands out one frame per Read. A frame longer than the
// caller's buffer is returned in pieces, each Read but the last answering
// io.ErrShortBuffer, which tells the caller to keep reading the same frame.
// Upstream: the readers in k8s.io/apimachinery/pkg/util/framer.
type frameReader struct {
	closer    io.Closer
	next      func() ([]byte, error)
	remaining []byte
}

func (r *frameReader) Read(p []byte) (int, error) {
	if len(r.remaining) == 0 {
		frame, err := r.next()
		if err != nil {
			return 0, err
		}
		r.remaining = frame
	}
	n := copy(p, r.remaining)
	r.remaining = r.remaining[n:]
	if len(r.remaining) > 0 {
		return n, io.ErrShortBuffer
	}
	return n, nil
}

func (r *frameReader) Close() error { return r.closer.Close() }

package responsewriters

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"sync"
)

// defaultGzipThresholdBytes is the size a body must exceed to be
// compressed. Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.defaultGzipThresholdBytes.
const defaultGzipThresholdBytes = 128 * 1024

// firstWriteStreamingThresholdBytes tells a streaming encoder from one
// that writes the whole body at once: streamed JSON starts with "{", and
// protobuf with its 4-byte magic, so a first write of at most 4 bytes
// will be followed by more, which are buffered until gzip is decided.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.firstWriteStreamingThresholdBytes.
const firstWriteStreamingThresholdBytes = 4

// gzipContentEncodingLevel is 1, the fastest: upstream measured that higher
// levels cost much more CPU for little gain (kubernetes#112296).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.gzipContentEncodingLevel.
const gzipContentEncodingLevel = gzip.BestSpeed

// gzipPool reuses gzip writers: each holds about 1 MiB of state.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.NewGzipWriterPoolOrDie.
var gzipPool = &sync.Pool{New: func() any {
	gw, err := gzip.NewWriterLevel(nil, gzipContentEncodingLevel)
	if err != nil {
		panic(err)
	}
	return gw
}}

// ContentEncodingSupported returns "gzip" if the request's Accept-Encoding
// lists gzip, else "". Quality values are not read, as upstream.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.ContentEncodingSupported.
func ContentEncodingSupported(req *http.Request) string {
	for _, token := range strings.Split(req.Header.Get("Accept-Encoding"), ",") {
		if strings.TrimSpace(token) == "gzip" {
			return "gzip"
		}
	}
	return ""
}

// deferredResponseWriter holds back the status line and headers until it
// knows whether to compress: without gzip it commits on the first write;
// with gzip, a first write over the threshold commits compressed and any
// other first write of more than a few bytes (a whole body under the
// threshold) commits as it is; only a body written in small pieces is
// buffered, until it exceeds the threshold (then commits compressed) or
// until Close (then commits as it is). Holding back also
// lets SerializeObject replace a failed encoding with a Status.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.deferredResponseWriter
// (which also batches streamed lists; we buffer at most the threshold, which
// is the same bytes on the wire).
type deferredResponseWriter struct {
	mediaType       string
	statusCode      int
	contentEncoding string
	hw              http.ResponseWriter

	buffer      []byte // the body so far, while gzip is undecided
	hasBuffered bool
	hasWritten  bool      // headers are sent; w is set
	w           io.Writer // hw, or a gzip writer around it
}

func (w *deferredResponseWriter) Write(p []byte) (int, error) {
	switch {
	case w.hasWritten:
		return w.w.Write(p)
	case w.contentEncoding != "gzip":
		return w.commit(p)
	case !w.hasBuffered && len(p) > defaultGzipThresholdBytes:
		// A first write long enough to be compressed (a whole list,
		// which SerializeObject writes at once) goes straight to gzip:
		// copying it into the buffer first would only cost a copy.
		return w.commit(p)
	case !w.hasBuffered && len(p) > firstWriteStreamingThresholdBytes:
		// A first write under the threshold that is more than a
		// streaming encoder's opening bytes is the whole body (an
		// object, a short list): it will not be compressed, so it can
		// go out as it is, without a copy.
		return w.commit(p)
	}
	w.hasBuffered = true
	w.buffer = append(w.buffer, p...)
	if len(w.buffer) <= defaultGzipThresholdBytes {
		return len(p), nil
	}
	buffered := w.buffer
	w.buffer = nil
	if _, err := w.commit(buffered); err != nil {
		return 0, err
	}
	return len(p), nil
}

// commit sends the headers, choosing gzip when p alone is over the
// threshold, and writes p.
func (w *deferredResponseWriter) commit(p []byte) (int, error) {
	w.hasWritten = true
	header := w.hw.Header()
	w.w = w.hw
	if w.contentEncoding == "gzip" && len(p) > defaultGzipThresholdBytes {
		header.Set("Content-Encoding", "gzip")
		header.Add("Vary", "Accept-Encoding")
		gw := gzipPool.Get().(*gzip.Writer)
		gw.Reset(w.hw)
		w.w = gw
	}
	header.Set("Content-Type", w.mediaType)
	w.hw.WriteHeader(w.statusCode)
	return w.w.Write(p)
}

// discardBufferedResponse forgets what was buffered, if nothing was sent.
func (w *deferredResponseWriter) discardBufferedResponse() {
	if !w.hasWritten {
		w.hasBuffered = false
		w.buffer = nil
	}
}

// Close commits a body that stayed under the threshold and finishes the
// gzip stream, if any.
func (w *deferredResponseWriter) Close() error {
	if !w.hasWritten {
		if !w.hasBuffered {
			return nil
		}
		buffered := w.buffer
		w.buffer = nil
		if _, err := w.commit(buffered); err != nil {
			return err
		}
	}
	gw, ok := w.w.(*gzip.Writer)
	if !ok {
		return nil
	}
	err := gw.Close()
	gw.Reset(nil)
	gzipPool.Put(gw)
	w.w = nil
	return err
}

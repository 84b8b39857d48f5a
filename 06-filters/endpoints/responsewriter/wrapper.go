package responsewriter

import (
	"bufio"
	"net"
	"net/http"
)

// UserProvidedDecorator is a filter's own ResponseWriter: it overrides some
// of Header, Write and WriteHeader and can name the writer it wraps.
// Upstream: k8s.io/apiserver/pkg/endpoints/responsewriter.UserProvidedDecorator.
type UserProvidedDecorator interface {
	http.ResponseWriter
	Unwrap() http.ResponseWriter
}

// WrapForHTTP1Or2 returns decorator with Flush when the writer it wraps
// can flush, and Hijack as well when that one can hijack (HTTP/1.1 only),
// so a type assertion further in finds exactly the abilities of the
// connection. The decorator's own Flush or Hijack wins over the inner one.
// Upstream: k8s.io/apiserver/pkg/endpoints/responsewriter.WrapForHTTP1Or2.
func WrapForHTTP1Or2(decorator UserProvidedDecorator) http.ResponseWriter {
	inner := decorator.Unwrap()
	flusher, ok := inner.(http.Flusher)
	if !ok {
		return decorator
	}
	withFlush := outerWithFlush{UserProvidedDecorator: decorator, innerFlusher: flusher}
	if hijacker, ok := inner.(http.Hijacker); ok {
		return outerWithFlushAndHijack{outerWithFlush: withFlush, innerHijacker: hijacker}
	}
	return withFlush
}

// GetOriginal unwraps w down to the writer net/http made.
// Upstream: k8s.io/apiserver/pkg/endpoints/responsewriter.GetOriginal.
func GetOriginal(w http.ResponseWriter) http.ResponseWriter {
	decorator, ok := w.(UserProvidedDecorator)
	if !ok {
		return w
	}
	inner := decorator.Unwrap()
	if inner == w {
		panic("http.ResponseWriter decorator chain has a cycle")
	}
	return GetOriginal(inner)
}

var (
	_ http.Flusher          = outerWithFlush{}
	_ UserProvidedDecorator = outerWithFlush{}
	_ http.Hijacker         = outerWithFlushAndHijack{}
)

type outerWithFlush struct {
	UserProvidedDecorator
	innerFlusher http.Flusher
}

func (w outerWithFlush) Flush() {
	if flusher, ok := w.UserProvidedDecorator.(http.Flusher); ok {
		flusher.Flush()
		return
	}
	w.innerFlusher.Flush()
}

type outerWithFlushAndHijack struct {
	outerWithFlush
	innerHijacker http.Hijacker
}

func (w outerWithFlushAndHijack) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	if hijacker, ok := w.UserProvidedDecorator.(http.Hijacker); ok {
		return hijacker.Hijack()
	}
	return w.innerHijacker.Hijack()
}

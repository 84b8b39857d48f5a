package filters

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"sync/atomic"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
	"github.com/kube-rebuilt/apiserver/06-filters/server/httplog"
)

// panicMessage is what a client reads when its request made us panic.
// Upstream: the text of WithPanicRecovery's http.Error.
const panicMessage = "This request caused apiserver to panic. Look in the logs for details."

// recordRequestAbort counts a request ended by an http.ErrAbortHandler
// panic (a timeout after the response had started, or a proxied stream
// cut); info may be nil. A variable, so tests can watch it.
var recordRequestAbort = metrics.RecordRequestAbort

// WithPanicRecovery turns a panic of handler into a 500 carrying a
// metav1.Status (InternalError), logged with its stack and the request's
// method, URI, user agent and client address, so that one bad request
// costs one response and the server keeps serving. If the response had
// already started, a 500 can no longer be sent: the connection is cut
// instead (as for http.ErrAbortHandler). A panic with
// http.ErrAbortHandler, the sentinel for "abort this response quietly",
// is counted, logged without a stack and re-panicked, so that net/http
// closes the connection (HTTP/1) or resets the stream (HTTP/2) without
// logging a stack of its own.
//
// Simplified: upstream writes the message as text/plain and then, as
// k8s.io/apimachinery's runtime.ReallyCrash is true in kube-apiserver,
// re-panics every panic, so net/http drops the connection and the client
// mostly sees it cut rather than the 500. We answer with the 500 Status,
// which a client can read, and re-panic only http.ErrAbortHandler.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithPanicRecovery, with
// k8s.io/apimachinery/pkg/util/runtime.HandleCrash.
func WithPanicRecovery(handler http.Handler, resolver genericrequest.RequestInfoResolver) http.Handler {
	return withPanicRecovery(handler, func(w *panicRecoveryWriter, req *http.Request, err any) {
		if err == http.ErrAbortHandler {
			info, _ := resolver.NewRequestInfo(req)
			recordRequestAbort(req, info)
			klog.ErrorS(nil, "Timeout or abort while handling", "method", req.Method, "URI", req.RequestURI)
			panic(http.ErrAbortHandler)
		}
		klog.ErrorS(nil, "apiserver panic'd", "method", req.Method, "URI", req.RequestURI,
			"userAgent", req.UserAgent(), "srcIP", req.RemoteAddr)
		if w.started() {
			// the status line and maybe part of the body are gone: cut
			// the connection, so the client cannot take it as complete
			panic(http.ErrAbortHandler)
		}
		status := apierrors.NewInternalError(errors.New(panicMessage)).Status()
		responsewriters.WriteRawJSON(http.StatusInternalServerError, status, w)
	})
}

// withPanicRecovery runs handler, and crashHandler if it panics. The
// stack is logged first, from the deferred function, where it still
// shows the frame that panicked.
// Upstream: k8s.io/apiserver/pkg/server/filters.withPanicRecovery.
func withPanicRecovery(handler http.Handler, crashHandler func(*panicRecoveryWriter, *http.Request, any)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		rw := &panicRecoveryWriter{w: w}
		defer func() {
			if err := recover(); err != nil {
				logPanic(err)
				crashHandler(rw, req, err)
			}
		}()
		handler.ServeHTTP(responsewriter.WrapForHTTP1Or2(rw), req)
	})
}

// logPanic logs a panic's value and the stack of the panicking goroutine,
// but not for http.ErrAbortHandler, which is no bug.
// Upstream: k8s.io/apimachinery/pkg/util/runtime.logPanic.
func logPanic(r any) {
	if r == http.ErrAbortHandler {
		return
	}
	const size = 64 << 10 // as net/http: a stack, not a flood
	stack := make([]byte, size)
	stack = stack[:runtime.Stack(stack, false)]
	if _, ok := r.(string); ok {
		klog.ErrorS(nil, "Observed a panic", "panic", r, "stacktrace", string(stack))
		return
	}
	klog.ErrorS(nil, "Observed a panic", "panic", fmt.Sprintf("%v", r),
		"panicGoValue", fmt.Sprintf("%#v", r), "stacktrace", string(stack))
}

// panicRecoveryWriter remembers whether the response has started (or the
// connection was hijacked), which decides whether a 500 can still be
// sent. Not upstream's: upstream writes its 500 regardless.
type panicRecoveryWriter struct {
	w        http.ResponseWriter
	wroteAny atomic.Bool
}

var _ responsewriter.UserProvidedDecorator = &panicRecoveryWriter{}

func (rw *panicRecoveryWriter) started() bool               { return rw.wroteAny.Load() }
func (rw *panicRecoveryWriter) Unwrap() http.ResponseWriter { return rw.w }
func (rw *panicRecoveryWriter) Header() http.Header         { return rw.w.Header() }

func (rw *panicRecoveryWriter) WriteHeader(code int) {
	// 1xx headers (103 Early Hints) do not start the response
	if code >= http.StatusOK || code == http.StatusSwitchingProtocols {
		rw.wroteAny.Store(true)
	}
	rw.w.WriteHeader(code)
}

func (rw *panicRecoveryWriter) Write(p []byte) (int, error) {
	rw.wroteAny.Store(true)
	return rw.w.Write(p)
}

// Hijack is exposed by WrapForHTTP1Or2 only when the inner writer can.
func (rw *panicRecoveryWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	rw.wroteAny.Store(true)
	return rw.w.(http.Hijacker).Hijack()
}

// WithHTTPLogging logs every request at -v=3, and the stack of the code
// that answered 5xx.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithHTTPLogging.
func WithHTTPLogging(handler http.Handler) http.Handler {
	return httplog.WithLogging(handler, httplog.DefaultStacktracePred)
}

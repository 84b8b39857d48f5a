package filters

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"sync"
	"time"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
	"github.com/kube-rebuilt/apiserver/06-filters/server/httplog"
)

// recordRequestTermination counts a request the server ended itself, with
// the code it answered (504 here, 429 in max-in-flight); a variable, so
// tests can watch it.
var recordRequestTermination = func(req *http.Request, info *genericrequest.RequestInfo, code int) {
	metrics.RecordRequestTermination(req, info, metrics.APIServerComponent, code)
}

// recordRequestPostTimeout counts what a handler did after its request
// timed out: panicked or not.
var recordRequestPostTimeout = func(panicked bool) {
	status := metrics.PostTimeoutHandlerOK
	if panicked {
		status = metrics.PostTimeoutHandlerPanic
	}
	metrics.RecordRequestPostTimeout(metrics.PostTimeoutSourceTimeoutHandler, status)
}

// WithTimeoutForNonLongRunningRequests answers a request with 504 when
// its context's deadline (set by WithRequestDeadline) passes before
// handler is done; long-running requests pass straight through. A
// request without a RequestInfo means the chain is built wrong: it still
// runs, and a 500 replaces the 504.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithTimeoutForNonLongRunningRequests.
func WithTimeoutForNonLongRunningRequests(handler http.Handler, longRunning request.LongRunningRequestCheck) http.Handler {
	if longRunning == nil {
		return handler
	}
	timeoutFunc := func(req *http.Request) (*http.Request, bool, func(), *apierrors.StatusError) {
		requestInfo, ok := genericrequest.RequestInfoFrom(req.Context())
		if !ok {
			return req, false, func() {}, apierrors.NewInternalError(fmt.Errorf("no request info found for request during timeout"))
		}
		if longRunning(req, requestInfo) {
			return req, true, nil, nil
		}
		postTimeoutFn := func() {
			recordRequestTermination(req, requestInfo, http.StatusGatewayTimeout)
		}
		return req, false, postTimeoutFn, apierrors.NewTimeoutError("request did not complete within the allotted timeout", 0)
	}
	return WithTimeout(handler, timeoutFunc)
}

// timeoutFunc decides, per request, whether it is long-running, what to
// do after a timeout, and the error to answer it with.
// Upstream: k8s.io/apiserver/pkg/server/filters.timeoutFunc.
type timeoutFunc = func(*http.Request) (req *http.Request, longRunning bool, postTimeoutFunc func(), err *apierrors.StatusError)

// WithTimeout runs h in its own goroutine and answers with timeoutFunc's
// error when the request's context is done first. After that, h's writes
// return http.ErrHandlerTimeout and reach no client; a panic in h is
// re-panicked in the caller's goroutine, where WithPanicRecovery sees it.
// Upstream: k8s.io/apiserver/pkg/server/filters.WithTimeout.
func WithTimeout(h http.Handler, timeoutFunc timeoutFunc) http.Handler {
	return &timeoutHandler{handler: h, timeout: timeoutFunc}
}

// timeoutHandler is WithTimeout's handler.
// Upstream: k8s.io/apiserver/pkg/server/filters.timeoutHandler.
type timeoutHandler struct {
	handler http.Handler
	timeout timeoutFunc
}

func (t *timeoutHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r, longRunning, postTimeoutFn, err := t.timeout(r)
	if longRunning {
		t.handler.ServeHTTP(w, r)
		return
	}
	// resultCh carries the handler's panic, or nil when it returned
	resultCh := make(chan any)
	tw, w := newTimeoutWriter(w)
	// the goroutine gets its own copy of the request: after a timeout,
	// it and this goroutine must not share header maps
	rCopy := r.Clone(r.Context())
	go runHandler(t.handler, w, rCopy, resultCh)
	select {
	case err := <-resultCh:
		if err != nil {
			panic(err)
		}
	case <-r.Context().Done():
		// the handler's goroutine still has to send its result: someone
		// must take it, even if the lines below panic
		defer logPostTimeout(r, resultCh)
		// a 504 is the server keeping its promise, not a bug: no stack
		httplog.SetStacktracePredicate(r.Context(), func(int) bool { return false })
		defer postTimeoutFn()
		tw.timeout(err)
	}
}

// runHandler serves the request and sends what it panicked with, or nil,
// to resultCh. A panic value becomes a string with this goroutine's
// stack, which is lost once the value crosses to another goroutine;
// http.ErrAbortHandler stays the sentinel it is.
// Upstream: the goroutine in k8s.io/apiserver/pkg/server/filters.(*timeoutHandler).ServeHTTP.
func runHandler(h http.Handler, w http.ResponseWriter, r *http.Request, resultCh chan<- any) {
	defer func() {
		err := recover()
		if err != nil && err != http.ErrAbortHandler {
			const size = 64 << 10
			buf := make([]byte, size)
			buf = buf[:runtime.Stack(buf, false)]
			err = fmt.Sprintf("%v\n%s", err, buf)
		}
		resultCh <- err
	}()
	h.ServeHTTP(w, r)
}

// logPostTimeout waits, in a goroutine of its own, for the timed-out
// handler to end, and logs what it did meanwhile.
// Upstream: the deferred goroutine in k8s.io/apiserver/pkg/server/filters.(*timeoutHandler).ServeHTTP.
func logPostTimeout(r *http.Request, resultCh <-chan any) {
	go func() {
		timedOutAt := time.Now()
		res := <-resultCh
		klog.ErrorS(nil, "Post-timeout activity", "timeElapsed", time.Since(timedOutAt),
			"method", r.Method, "path", r.URL.Path, "result", res)
		recordRequestPostTimeout(res != nil)
	}()
}

// newTimeoutWriter returns the writer the handler gets, and the same one
// as the timeoutHandler sees it. The handler's headers go to a copy until
// it writes, so that a timeout can still answer with clean headers.
// Upstream: k8s.io/apiserver/pkg/server/filters.newTimeoutWriter.
func newTimeoutWriter(w http.ResponseWriter) (*baseTimeoutWriter, http.ResponseWriter) {
	base := &baseTimeoutWriter{w: w, handlerHeaders: w.Header().Clone()}
	return base, responsewriter.WrapForHTTP1Or2(base)
}

// baseTimeoutWriter stands between a timed handler and the real writer;
// its mutex orders the handler's writes against the timeout's.
// Upstream: k8s.io/apiserver/pkg/server/filters.baseTimeoutWriter.
type baseTimeoutWriter struct {
	w http.ResponseWriter
	// handlerHeaders are the headers the handler set, copied to w when
	// it first writes
	handlerHeaders http.Header

	mu          sync.Mutex
	timedOut    bool
	wroteHeader bool
	hijacked    bool
}

var _ responsewriter.UserProvidedDecorator = &baseTimeoutWriter{}

// Unwrap returns the real writer.
func (tw *baseTimeoutWriter) Unwrap() http.ResponseWriter { return tw.w }

// Header returns the handler's headers; after the timeout, a throwaway
// map, so a late handler changes nothing that is sent.
func (tw *baseTimeoutWriter) Header() http.Header {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	if tw.timedOut {
		return http.Header{}
	}
	return tw.handlerHeaders
}

// Write sends the handler's headers with the first write; after the
// timeout it returns http.ErrHandlerTimeout.
func (tw *baseTimeoutWriter) Write(p []byte) (int, error) {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	if tw.timedOut {
		return 0, http.ErrHandlerTimeout
	}
	if tw.hijacked {
		return 0, http.ErrHijacked
	}
	if !tw.wroteHeader {
		copyHeaders(tw.w.Header(), tw.handlerHeaders)
		tw.wroteHeader = true
	}
	return tw.w.Write(p)
}

// WriteHeader sends the handler's status and headers, once, unless the
// timeout came first.
func (tw *baseTimeoutWriter) WriteHeader(code int) {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	if tw.timedOut || tw.wroteHeader || tw.hijacked {
		return
	}
	copyHeaders(tw.w.Header(), tw.handlerHeaders)
	tw.wroteHeader = true
	tw.w.WriteHeader(code)
}

// Flush does nothing after the timeout. WrapForHTTP1Or2 exposes it only
// when the real writer can flush.
func (tw *baseTimeoutWriter) Flush() {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	if tw.timedOut {
		return
	}
	tw.w.(http.Flusher).Flush()
}

// Hijack hands over the connection unless the timeout came first.
// WrapForHTTP1Or2 exposes it only when the real writer can hijack.
func (tw *baseTimeoutWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	if tw.timedOut {
		return nil, nil, http.ErrHandlerTimeout
	}
	conn, rw, err := tw.w.(http.Hijacker).Hijack()
	if err == nil {
		tw.hijacked = true
	}
	return conn, rw, err
}

// timeout answers with err's Status as JSON if the handler has not
// started its response. If it has, nothing can be said any more: the
// connection is cut (HTTP/1) or the stream reset (HTTP/2) by panicking
// with http.ErrAbortHandler, so the client sees an error rather than a
// truncated response that looks whole.
// Simplified: upstream sends no Content-Type (net/http sniffs
// text/plain), and always status 504; we say application/json, which the
// body is, and send the Status's own code (500 for a chain without
// RequestInfo).
// Upstream: k8s.io/apiserver/pkg/server/filters.(*baseTimeoutWriter).timeout.
func (tw *baseTimeoutWriter) timeout(err *apierrors.StatusError) {
	tw.mu.Lock()
	defer tw.mu.Unlock()
	tw.timedOut = true
	if tw.wroteHeader || tw.hijacked {
		panic(http.ErrAbortHandler)
	}
	status := err.Status()
	tw.w.Header().Set("Content-Type", "application/json")
	tw.w.WriteHeader(int(status.Code))
	_ = json.NewEncoder(tw.w).Encode(&status)
}

func copyHeaders(dst, src http.Header) {
	for k, v := range src {
		dst[k] = v
	}
}

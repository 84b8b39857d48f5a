package httplog

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/metrics"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

// withLoggingLevel is the -v level at which every request is logged.
// Upstream: k8s.io/apiserver/pkg/server/httplog.withLoggingLevel.
const withLoggingLevel = 3

// normalizedVerb names the request's verb in the log line (LIST for a GET
// of a collection, WATCH, APPLY, CONNECT ...).
var normalizedVerb = metrics.NormalizedVerb

// StacktracePred tells whether a response with this status should log
// the stack of the code that wrote it.
// Upstream: k8s.io/apiserver/pkg/server/httplog.StacktracePred.
type StacktracePred func(httpStatus int) (logStacktrace bool)

// DefaultStacktracePred logs stacks for 1xx (but 101 Switching
// Protocols) and 5xx responses: the ones that point at a server bug.
// Upstream: k8s.io/apiserver/pkg/server/httplog.DefaultStacktracePred.
func DefaultStacktracePred(status int) bool {
	return (status < http.StatusOK || status >= http.StatusInternalServerError) && status != http.StatusSwitchingProtocols
}

// StatusIsNot returns a StacktracePred that logs stacks for every status
// but the given ones.
// Upstream: k8s.io/apiserver/pkg/server/httplog.StatusIsNot.
func StatusIsNot(statuses ...int) StacktracePred {
	noTrace := map[int]bool{}
	for _, s := range statuses {
		noTrace[s] = true
	}
	return func(status int) bool { return !noTrace[status] }
}

// WithLogging logs each request at -v=3 once handler has answered,
// logging the stack of the code that set the status when pred says so.
// It panics when a request passes through it twice.
// Upstream: k8s.io/apiserver/pkg/server/httplog.WithLogging.
func WithLogging(handler http.Handler, pred StacktracePred) http.Handler {
	return withLogging(handler, pred, func() bool { return klog.V(withLoggingLevel).Enabled() })
}

// withLogging takes the check of the log level, for tests.
// Upstream: k8s.io/apiserver/pkg/server/httplog.withLogging.
func withLogging(handler http.Handler, pred StacktracePred, shouldLogRequest func() bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if !shouldLogRequest() {
			handler.ServeHTTP(w, req)
			return
		}
		if respLoggerFromContext(req.Context()) != nil {
			panic("multiple WithLogging calls!")
		}
		startTime := time.Now()
		if received, ok := request.ReceivedTimestampFrom(req.Context()); ok {
			startTime = received
		}
		rl := newLoggedWithStartTime(req, w, startTime)
		rl.StacktraceWhen(pred)
		req = req.WithContext(context.WithValue(req.Context(), respLoggerContextKey, rl))
		defer rl.Log()
		handler.ServeHTTP(responsewriter.WrapForHTTP1Or2(rl), req)
	})
}

type respLoggerContextKeyType int

// respLoggerContextKey finds the request's respLogger in its context.
const respLoggerContextKey respLoggerContextKeyType = iota

func respLoggerFromContext(ctx context.Context) *respLogger {
	rl, _ := ctx.Value(respLoggerContextKey).(*respLogger)
	return rl
}

// respLogger is the ResponseWriter that remembers the status, the stack
// that chose it and what filters added, for one log line at the end.
// Upstream: k8s.io/apiserver/pkg/server/httplog.respLogger.
type respLogger struct {
	w         http.ResponseWriter
	req       *http.Request
	startTime time.Time
	// read once at the start: the request's headers may change under a
	// handler that outlives its timeout.
	userAgent, contentType, auditID string

	// mutex guards everything below: the timeout filter writes its 504
	// from another goroutine than the handler's.
	mutex              sync.Mutex
	hijacked           bool
	statusRecorded     bool
	status             int
	statusStack        string
	captureErrorOutput bool
	addedInfo          strings.Builder
	addedKeyValuePairs []any
	logStacktracePred  StacktracePred
}

var _ responsewriter.UserProvidedDecorator = &respLogger{}

func newLoggedWithStartTime(req *http.Request, w http.ResponseWriter, startTime time.Time) *respLogger {
	return &respLogger{
		w:                 w,
		req:               req,
		startTime:         startTime,
		userAgent:         req.UserAgent(),
		contentType:       req.Header.Get("Content-Type"),
		auditID:           truncateAuditID(w.Header().Get("Audit-Id")),
		logStacktracePred: DefaultStacktracePred,
	}
}

// truncateAuditID keeps a client's overlong Audit-ID from flooding the log.
// Upstream: k8s.io/apiserver/pkg/audit.GetAuditIDTruncated.
func truncateAuditID(id string) string {
	const maxAuditIDLength = 64
	if len(id) > maxAuditIDLength {
		return id[:maxAuditIDLength]
	}
	return id
}

// logger is what LogOf returns: a place to add text to the request's line.
type logger interface {
	Addf(format string, data ...any)
}

// passthroughLogger logs at once, at -v=2, for requests WithLogging did
// not see.
type passthroughLogger struct{}

func (passthroughLogger) Addf(format string, data ...any) {
	klog.V(2).Info(fmt.Sprintf(format, data...))
}

// LogOf returns the request's logger, or one that logs immediately when
// the request is not being logged.
// Upstream: k8s.io/apiserver/pkg/server/httplog.LogOf.
func LogOf(req *http.Request, w http.ResponseWriter) logger {
	if rl := respLoggerFromContext(req.Context()); rl != nil {
		return rl
	}
	return passthroughLogger{}
}

// Unlogged returns the writer WithLogging wrapped, or w.
// Upstream: k8s.io/apiserver/pkg/server/httplog.Unlogged.
func Unlogged(req *http.Request, w http.ResponseWriter) http.ResponseWriter {
	if rl := respLoggerFromContext(req.Context()); rl != nil {
		return rl.w
	}
	return w
}

// AddInfof adds free text to the request's log line.
// Upstream: k8s.io/apiserver/pkg/server/httplog.AddInfof.
func AddInfof(ctx context.Context, format string, data ...any) {
	if rl := respLoggerFromContext(ctx); rl != nil {
		rl.Addf(format, data...)
	}
}

// AddKeyValue adds a key="value" pair to the request's log line.
// Upstream: k8s.io/apiserver/pkg/server/httplog.AddKeyValue.
func AddKeyValue(ctx context.Context, key string, value any) {
	if rl := respLoggerFromContext(ctx); rl != nil {
		rl.mutex.Lock()
		defer rl.mutex.Unlock()
		rl.addedKeyValuePairs = append(rl.addedKeyValuePairs, key, value)
	}
}

// SetStacktracePredicate replaces the predicate of the request's logger;
// the timeout filter turns stacks off, as its 504 is no bug.
// Upstream: k8s.io/apiserver/pkg/server/httplog.SetStacktracePredicate.
func SetStacktracePredicate(ctx context.Context, pred StacktracePred) {
	if rl := respLoggerFromContext(ctx); rl != nil {
		rl.StacktraceWhen(pred)
	}
}

// StacktraceWhen sets the predicate that decides when to log a stack.
// Upstream: k8s.io/apiserver/pkg/server/httplog.(*respLogger).StacktraceWhen.
func (rl *respLogger) StacktraceWhen(pred StacktracePred) *respLogger {
	rl.mutex.Lock()
	defer rl.mutex.Unlock()
	rl.logStacktracePred = pred
	return rl
}

// Addf adds free text to the log line.
// Upstream: k8s.io/apiserver/pkg/server/httplog.(*respLogger).Addf.
func (rl *respLogger) Addf(format string, data ...any) {
	rl.mutex.Lock()
	defer rl.mutex.Unlock()
	fmt.Fprintf(&rl.addedInfo, format, data...)
}

// Log writes the request's line at -v=3.
// Upstream: k8s.io/apiserver/pkg/server/httplog.(*respLogger).Log.
func (rl *respLogger) Log() {
	klog.V(withLoggingLevel).InfoS("HTTP", rl.keysAndValues(time.Since(rl.startTime))...)
}

// keysAndValues are the pairs of the log line, in upstream's order.
func (rl *respLogger) keysAndValues(latency time.Duration) []any {
	kv := []any{
		"verb", normalizedVerb(rl.req),
		"URI", rl.req.RequestURI,
		"latency", latency,
		"userAgent", rl.userAgent,
		"contentType", rl.contentType,
		"audit-ID", rl.auditID,
		"srcIP", rl.req.RemoteAddr,
	}
	rl.mutex.Lock()
	defer rl.mutex.Unlock()
	kv = append(kv, rl.addedKeyValuePairs...)
	if rl.hijacked {
		return append(kv, "hijacked", true)
	}
	kv = append(kv, "resp", rl.status)
	if rl.statusStack != "" {
		kv = append(kv, "statusStack", rl.statusStack)
	}
	if info := rl.addedInfo.String(); info != "" {
		kv = append(kv, "addedInfo", info)
	}
	return kv
}

// Unwrap returns the writer rl decorates.
func (rl *respLogger) Unwrap() http.ResponseWriter { return rl.w }

// Header is the wrapped writer's.
func (rl *respLogger) Header() http.Header { return rl.w.Header() }

// Write records 200 if no status was set, and captures the body of an
// error whose stack is logged.
func (rl *respLogger) Write(b []byte) (int, error) {
	rl.mutex.Lock()
	if !rl.statusRecorded {
		rl.recordStatusLocked(http.StatusOK)
	}
	if rl.captureErrorOutput {
		fmt.Fprintf(&rl.addedInfo, "logging error output: %q\n", string(b))
	}
	rl.mutex.Unlock()
	return rl.w.Write(b)
}

// WriteHeader records the status and, when the predicate says so, the
// stack of the code that chose it.
func (rl *respLogger) WriteHeader(status int) {
	rl.mutex.Lock()
	rl.recordStatusLocked(status)
	rl.mutex.Unlock()
	rl.w.WriteHeader(status)
}

// Hijack notes that the connection was taken over: there is no status
// to log. WrapForHTTP1Or2 exposes it only when the inner writer can.
func (rl *respLogger) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	rl.mutex.Lock()
	rl.hijacked = true
	rl.mutex.Unlock()
	return rl.w.(http.Hijacker).Hijack()
}

func (rl *respLogger) recordStatusLocked(status int) {
	rl.status = status
	rl.statusRecorded = true
	rl.statusStack = ""
	if rl.logStacktracePred(status) {
		stack := make([]byte, 50*1024)
		rl.statusStack = "\n" + string(stack[:runtime.Stack(stack, false)])
		rl.captureErrorOutput = true
	}
}

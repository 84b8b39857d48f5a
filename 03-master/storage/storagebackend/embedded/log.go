package embedded

import (
	"fmt"
	"runtime"
	"slices"
	"sync/atomic"

	"go.uber.org/zap/zapcore"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// klogCore sends etcd's zap log into the server's klog, so an operator
// reads one log: etcd's warnings and errors always (W and E lines), its
// info at -v=2 and its debug at -v=5, following klog's conventions (V(2)
// for steady-state detail an operator may want, V(5) for tracing). Each
// line names etcd's own file and line, as if etcd had called klog.
//
// Upstream: none; a real kube-apiserver runs no etcd member. Its etcd
// client logs zap's JSON to standard error at error level, which
// newClient mirrors.
//
// While the member stops, etcd reports each listener it closes as an
// error ("setting up serving from embedded etcd failed", "use of closed
// network connection"); once stopping is set, warnings and errors are
// logged at -v=2 as info, so a normal shutdown shows no E line. Panics
// and fatal errors stay errors.
type klogCore struct {
	min      zapcore.Level
	fields   []zapcore.Field
	stopping *atomic.Bool
	// lastWarning is etcd's latest warning or error, which a start that
	// never ends quotes (startError): it says what the member waits for.
	lastWarning *atomic.Pointer[string]
}

// newKlogCore returns a core that drops entries below min.
func newKlogCore(min zapcore.Level) *klogCore {
	return &klogCore{min: min, stopping: new(atomic.Bool), lastWarning: new(atomic.Pointer[string])}
}

// LastWarning returns etcd's latest warning or error, with its error
// field, or "" when there was none.
func (c *klogCore) LastWarning() string {
	if p := c.lastWarning.Load(); p != nil {
		return *p
	}
	return ""
}

// Enabled maps zap's levels onto klog's verbosity.
func (c *klogCore) Enabled(l zapcore.Level) bool {
	switch {
	case l < c.min:
		return false
	case l >= zapcore.DPanicLevel:
		return true
	case l >= zapcore.WarnLevel && !c.stopping.Load():
		return true
	case l >= zapcore.InfoLevel:
		return klog.V(2).Enabled()
	default:
		return klog.V(5).Enabled()
	}
}

// With returns a core that adds fields to every entry.
func (c *klogCore) With(fields []zapcore.Field) zapcore.Core {
	return &klogCore{min: c.min, fields: append(slices.Clip(c.fields), fields...), stopping: c.stopping, lastWarning: c.lastWarning}
}

// Check adds c to the entry when its level is enabled.
func (c *klogCore) Check(e zapcore.Entry, ce *zapcore.CheckedEntry) *zapcore.CheckedEntry {
	if c.Enabled(e.Level) {
		return ce.AddCore(e, c)
	}
	return ce
}

// Write prints the entry as a klog structured line. zap itself panics or
// exits after a Panic or Fatal entry is written, as etcd expects.
func (c *klogCore) Write(e zapcore.Entry, fields []zapcore.Field) error {
	kv := keysAndValues(append(slices.Clip(c.fields), fields...))
	if e.Level >= zapcore.WarnLevel && !c.stopping.Load() {
		c.remember(e.Message, kv)
	}
	depth := callerDepth(e.Caller)
	switch {
	case e.Level >= zapcore.DPanicLevel || e.Level >= zapcore.ErrorLevel && !c.stopping.Load():
		klog.ErrorSDepth(depth, nil, e.Message, kv...)
	case e.Level == zapcore.WarnLevel && !c.stopping.Load():
		klog.WarningSDepth(depth, e.Message, kv...)
	default:
		klog.InfoSDepth(depth, e.Message, kv...)
	}
	return nil
}

// remember keeps msg and its error field as the latest warning.
func (c *klogCore) remember(msg string, kv []any) {
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i] == "error" {
			msg = fmt.Sprintf("%s: %v", msg, kv[i+1])
			break
		}
	}
	c.lastWarning.Store(&msg)
}

// Sync has nothing to flush: klog writes every line at once.
func (c *klogCore) Sync() error { return nil }

// keysAndValues turns zap fields into klog's key, value list, in order.
func keysAndValues(fields []zapcore.Field) []any {
	kv := make([]any, 0, 2*len(fields))
	for _, f := range fields {
		enc := zapcore.NewMapObjectEncoder()
		f.AddTo(enc)
		for k, v := range enc.Fields {
			kv = append(kv, k, v)
		}
	}
	return kv
}

// callerDepth is how many frames above Write the zap call that made the
// entry sits, for klog's ...Depth functions; 0 (naming Write) when zap
// did not record its caller.
func callerDepth(caller zapcore.EntryCaller) int {
	if !caller.Defined {
		return 0
	}
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs) // skip Callers, callerDepth and Write
	frames := runtime.CallersFrames(pcs[:n])
	for depth := 1; ; depth++ {
		f, more := frames.Next()
		if f.File == caller.File && f.Line == caller.Line {
			return depth
		}
		if !more {
			return 0
		}
	}
}

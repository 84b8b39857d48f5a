package klog

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// severity is the first letter of every line: I, W, E or F.
type severity byte

const (
	infoLog    severity = 'I'
	warningLog severity = 'W'
	errorLog   severity = 'E'
	fatalLog   severity = 'F'
)

// logging holds the process-wide logger state, as klog's does.
var logging = struct {
	mu        sync.Mutex
	out       io.Writer
	verbosity atomic.Int32
	pid       int
	exit      func(code int)
}{out: os.Stderr, pid: os.Getpid(), exit: os.Exit}

// SetOutput sends all further log lines to w and returns the previous writer,
// so a test can capture the log and restore it.
// Upstream: k8s.io/klog/v2.SetOutput.
func SetOutput(w io.Writer) io.Writer {
	logging.mu.Lock()
	defer logging.mu.Unlock()
	old := logging.out
	logging.out = w
	return old
}

// Flush waits until no line is being written. Lines are written whole and
// unbuffered, so this only proves that logging is not blocked; the "log"
// health check relies on exactly that.
// Upstream: k8s.io/klog/v2.Flush.
func Flush() {
	logging.mu.Lock()
	defer logging.mu.Unlock()
	if s, ok := logging.out.(interface{ Sync() error }); ok {
		_ = s.Sync()
	}
}

// printDepth formats one line and writes it. depth counts the frames
// between the caller we want to name and the exported function that
// called printDepth.
func printDepth(s severity, depth int, msg string) {
	_, file, line, ok := runtime.Caller(2 + depth)
	if !ok {
		file, line = "???", 1
	}
	logging.mu.Lock()
	// the time is taken under the lock, so lines are in time order
	now := time.Now()
	_, month, day := now.Date()
	var b strings.Builder
	fmt.Fprintf(&b, "%c%02d%02d %s %7d %s:%d] ", s, int(month), day,
		now.Format("15:04:05.000000"), logging.pid, filepath.Base(file), line)
	b.WriteString(strings.TrimSuffix(msg, "\n"))
	b.WriteByte('\n')
	_, _ = io.WriteString(logging.out, b.String())
	logging.mu.Unlock()
	if s == fatalLog {
		logging.exit(255)
	}
}

// formatS renders a structured message the way klog's text format does:
// the message quoted, then key="value" pairs.
func formatS(msg string, err error, kv []any) string {
	var b strings.Builder
	b.WriteString(strconv.Quote(msg))
	if err != nil {
		b.WriteString(" err=")
		b.WriteString(strconv.Quote(err.Error()))
	}
	for i := 0; i < len(kv); i += 2 {
		var v any = "(MISSING)"
		if i+1 < len(kv) {
			v = kv[i+1]
		}
		fmt.Fprintf(&b, " %v=%s", kv[i], formatValue(v))
	}
	return b.String()
}

// formatValue quotes strings, errors and Stringers and prints the rest with %+v.
func formatValue(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case error:
		return strconv.Quote(v.Error())
	case fmt.Stringer:
		return strconv.Quote(v.String())
	case []byte:
		return strconv.Quote(string(v))
	default:
		return fmt.Sprintf("%+v", v)
	}
}

package klog

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"
)

// Level is a verbosity level, the value of the -v flag.
// Upstream: k8s.io/klog/v2.Level.
type Level int32

// String, Set and Type make *Level a pflag.Value.
func (l *Level) String() string { return strconv.Itoa(int(*l)) }

// Set parses and applies a new verbosity.
func (l *Level) Set(s string) error {
	v, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		return fmt.Errorf("invalid verbosity %q: %w", s, err)
	}
	*l = Level(v)
	logging.verbosity.Store(int32(v))
	return nil
}

// Type names the value in help output, as "Level" does upstream.
func (l *Level) Type() string { return "Level" }

// SetVerbosity sets the -v level directly; tests and main use it.
func SetVerbosity(v Level) { logging.verbosity.Store(int32(v)) }

// AddFlags registers -v on fs.
// Upstream: k8s.io/component-base/logs.AddFlags registers klog's -v (and many more).
func AddFlags(fs *pflag.FlagSet) {
	l := Level(logging.verbosity.Load())
	fs.VarP(&l, "v", "v", "number for the log level verbosity")
}

// Verbose is the result of V: its methods log only when the level was enabled.
// Upstream: k8s.io/klog/v2.Verbose.
type Verbose bool

// V reports whether verbosity is at least level, as a Verbose whose methods log or not.
// Upstream: k8s.io/klog/v2.V.
func V(level Level) Verbose { return Verbose(logging.verbosity.Load() >= int32(level)) }

// Enabled tells whether this level is on, for work worth skipping when it is not.
func (v Verbose) Enabled() bool { return bool(v) }

// Info is like klog.Info when v is enabled.
func (v Verbose) Info(args ...any) {
	if v {
		printDepth(infoLog, 0, fmt.Sprint(args...))
	}
}

// Infof is like klog.Infof when v is enabled.
func (v Verbose) Infof(format string, args ...any) {
	if v {
		printDepth(infoLog, 0, fmt.Sprintf(format, args...))
	}
}

// InfoS is like klog.InfoS when v is enabled.
func (v Verbose) InfoS(msg string, keysAndValues ...any) {
	if v {
		printDepth(infoLog, 0, formatS(msg, nil, keysAndValues))
	}
}

package klog

import "fmt"

// Info logs its arguments at severity I, formatted like fmt.Sprint.
// Upstream: k8s.io/klog/v2.Info.
func Info(args ...any) { printDepth(infoLog, 0, fmt.Sprint(args...)) }

// Infof logs at severity I, formatted like fmt.Sprintf.
// Upstream: k8s.io/klog/v2.Infof.
func Infof(format string, args ...any) { printDepth(infoLog, 0, fmt.Sprintf(format, args...)) }

// InfoS logs a structured message: a constant text and key/value pairs.
// Upstream: k8s.io/klog/v2.InfoS.
func InfoS(msg string, keysAndValues ...any) {
	printDepth(infoLog, 0, formatS(msg, nil, keysAndValues))
}

// Warning logs at severity W, formatted like fmt.Sprint.
// Upstream: k8s.io/klog/v2.Warning.
func Warning(args ...any) { printDepth(warningLog, 0, fmt.Sprint(args...)) }

// Warningf logs at severity W, formatted like fmt.Sprintf.
// Upstream: k8s.io/klog/v2.Warningf.
func Warningf(format string, args ...any) { printDepth(warningLog, 0, fmt.Sprintf(format, args...)) }

// Error logs at severity E, formatted like fmt.Sprint.
// Upstream: k8s.io/klog/v2.Error.
func Error(args ...any) { printDepth(errorLog, 0, fmt.Sprint(args...)) }

// Errorf logs at severity E, formatted like fmt.Sprintf.
// Upstream: k8s.io/klog/v2.Errorf.
func Errorf(format string, args ...any) { printDepth(errorLog, 0, fmt.Sprintf(format, args...)) }

// ErrorS logs a structured message with an error at severity E.
// Upstream: k8s.io/klog/v2.ErrorS.
func ErrorS(err error, msg string, keysAndValues ...any) {
	printDepth(errorLog, 0, formatS(msg, err, keysAndValues))
}

// Fatalf logs at severity F and exits the process with code 255.
// Upstream: k8s.io/klog/v2.Fatalf (which also dumps every goroutine's stack).
func Fatalf(format string, args ...any) { printDepth(fatalLog, 0, fmt.Sprintf(format, args...)) }

package klog

// InfoSDepth is InfoS naming the caller depth frames above its own
// caller: for adapters that log on another library's behalf.
// Upstream: k8s.io/klog/v2.InfoSDepth.
func InfoSDepth(depth int, msg string, keysAndValues ...any) {
	printDepth(infoLog, depth, formatS(msg, nil, keysAndValues))
}

// WarningSDepth is a structured warning naming the caller depth frames
// above its own caller. Ours: upstream's klog has no structured warning
// (its structured API is InfoS and ErrorS), but the embedded etcd's
// warnings (slow fsync, a large database) are warnings, and an operator
// greps for W lines.
func WarningSDepth(depth int, msg string, keysAndValues ...any) {
	printDepth(warningLog, depth, formatS(msg, nil, keysAndValues))
}

// ErrorSDepth is ErrorS naming the caller depth frames above its own
// caller.
// Upstream: k8s.io/klog/v2.ErrorSDepth.
func ErrorSDepth(depth int, err error, msg string, keysAndValues ...any) {
	printDepth(errorLog, depth, formatS(msg, err, keysAndValues))
}

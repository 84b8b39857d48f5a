// Package klog is a small leveled logger that prints the same line format
// as Kubernetes components: a severity letter, the date and time, the
// process id, the file and line of the caller, then the message.
//
//	I1121 16:23:51.813479   26825 secure_serving.go:216] Serving securely on 127.0.0.1:6443
//
// Stage 02 adds it so that the log of our server can be read side by side
// with the log of a real kube-apiserver: the same lines come from the
// same places. Every later stage logs through it.
//
// Upstream counterpart: k8s.io/klog/v2 (v2.130, as vendored by Kubernetes
// v1.37). Left out: log files and rotation, -vmodule, backtraces,
// structured-logging back ends (JSON, logr), contextual loggers and
// flushing daemons. Output goes to one io.Writer, standard error by
// default, and every line is written at once, so Flush has nothing to
// buffer; it exists for the "log" health check.
package klog

// Package log is the audit log backend: it writes each event as one line
// to a writer, as JSON (--audit-log-format=json, the default) or as
// upstream's one-line text (legacy). The writer is chosen by
// 06-filters/server/options: standard output for --audit-log-path=-, a
// file rotated by gopkg.in/natefinch/lumberjack.v2 otherwise.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/plugin/pkg/audit/log.
// Left out: --audit-log-version (events are always audit.k8s.io/v1, the
// only version there is) and the error metrics; a failed write is logged.
// Departure: Shutdown closes the file (upstream leaves it open to exit).
package log

// Package printers renders the core group's objects as the Table rows
// `kubectl get` prints: upstream's columns (names, types, formats, and
// priority 1 for the -o wide ones) and cells. The server always sends
// every column, as upstream's does; kubectl hides priority 1 unless
// asked for -o wide.
//
// They are values of the shared TableConvertor of 02-generic-server/printers;
// namespaces and configmaps are stage 02's own convertors, reused.
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion (the print
// functions and AddHandlers' column definitions) and
// k8s.io/kubernetes/pkg/printers/storage (TableConvertor).
//
// Left out: the reflection-based TableGenerator (each kind has its own
// TableConvertor value here), row conditions other than a pod's
// Completed, the column descriptions' full SwaggerDoc texts (ours are
// shortened), readiness gates and restartable init containers (our pod
// types carry neither).
package printers

package server

import "os"

// shutdownSignals start a graceful shutdown: Ctrl-C.
// Upstream: k8s.io/apiserver/pkg/server/signal_windows.go.
var shutdownSignals = []os.Signal{os.Interrupt}

//go:build !windows

package server

import (
	"os"
	"syscall"
)

// shutdownSignals start a graceful shutdown: Ctrl-C and SIGTERM (what
// the kubelet and systemd send).
// Upstream: k8s.io/apiserver/pkg/server/signal_posix.go.
var shutdownSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

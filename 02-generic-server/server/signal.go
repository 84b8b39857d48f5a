package server

import (
	"context"
	"os"
	"os/signal"
)

var onlyOneSignalHandler = make(chan struct{})

// SetupSignalHandler returns a channel closed on the first SIGTERM or
// SIGINT. A second signal exits the process at once with code 1: the
// escape hatch when a graceful shutdown hangs.
// Upstream: k8s.io/apiserver/pkg/server.SetupSignalHandler.
func SetupSignalHandler() <-chan struct{} {
	return SetupSignalContext().Done()
}

// SetupSignalContext is SetupSignalHandler as a context, cancelled on the
// first signal. It may be called only once per process: a second call
// panics, as two handlers would race for the same signals.
// Upstream: k8s.io/apiserver/pkg/server.SetupSignalContext.
func SetupSignalContext() context.Context {
	close(onlyOneSignalHandler) // panics when called twice

	shutdownHandler := make(chan os.Signal, 2)
	ctx, cancel := context.WithCancel(context.Background())
	signal.Notify(shutdownHandler, shutdownSignals...)
	go func() {
		<-shutdownHandler
		cancel()
		<-shutdownHandler
		os.Exit(1) // second signal: exit directly
	}()
	return ctx
}

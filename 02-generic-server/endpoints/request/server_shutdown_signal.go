package request

import "context"

// ServerShutdownSignal tells a long-running request that the server is
// shutting down: ShuttingDown is closed once it stops accepting new
// requests, and a watch then ends at once, so its client re-watches
// (ideally on another server) instead of being cut off when the process
// exits.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.ServerShutdownSignal.
type ServerShutdownSignal interface {
	ShuttingDown() <-chan struct{}
}

type serverShutdownSignalKey struct{}

// WithServerShutdownSignal returns a copy of parent carrying signal.
// Stage 06's WithWatchTerminationDuringShutdown filter sets it on watches
// when --shutdown-watch-termination-grace-period is positive.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.WithServerShutdownSignal.
func WithServerShutdownSignal(parent context.Context, signal ServerShutdownSignal) context.Context {
	return context.WithValue(parent, serverShutdownSignalKey{}, signal)
}

// ServerShutdownSignalFrom returns the signal in ctx, or nil.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.ServerShutdownSignalFrom.
func ServerShutdownSignalFrom(ctx context.Context) ServerShutdownSignal {
	signal, _ := ctx.Value(serverShutdownSignalKey{}).(ServerShutdownSignal)
	return signal
}

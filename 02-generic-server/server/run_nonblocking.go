package server

import (
	"context"
	"time"
)

// NonBlockingRunWithContext starts the HTTPS and plain HTTP servers (those
// configured), then the post-start hooks, and returns. The servers stop
// when ctx is done. stoppedCh closes when every server finished its
// graceful Shutdown, listenerStoppedCh when every listener is closed.
// Upstream: k8s.io/apiserver/pkg/server.(preparedGenericAPIServer).NonBlockingRunWithContext,
// which serves HTTPS only.
func (s preparedGenericAPIServer) NonBlockingRunWithContext(ctx context.Context, shutdownTimeout time.Duration) (<-chan struct{}, <-chan struct{}, error) {
	// Use an internal stop channel to allow cleanup of the listeners on error.
	internalStopCh := make(chan struct{})
	var stopped, listenerStopped []<-chan struct{}
	if s.SecureServingInfo != nil && s.Handler != nil {
		stoppedCh, listenerStoppedCh, err := s.SecureServingInfo.Serve(s.Handler, shutdownTimeout, internalStopCh)
		if err != nil {
			close(internalStopCh)
			return nil, nil, err
		}
		stopped, listenerStopped = append(stopped, stoppedCh), append(listenerStopped, listenerStoppedCh)
	}
	if s.DeprecatedInsecureServingInfo != nil && s.Handler != nil {
		stoppedCh, listenerStoppedCh, err := s.DeprecatedInsecureServingInfo.Serve(s.Handler, shutdownTimeout, internalStopCh)
		if err != nil {
			close(internalStopCh)
			return nil, nil, err
		}
		stopped, listenerStopped = append(stopped, stoppedCh), append(listenerStopped, listenerStoppedCh)
	}

	// Now that the listeners are serving, it is the caller's job to end ctx.
	go func() {
		<-ctx.Done()
		close(internalStopCh)
	}()

	s.RunPostStartHooks(ctx)
	return allClosed(stopped...), allClosed(listenerStopped...), nil
}

// allClosed returns a channel closed once every channel in chs is closed
// (at once, if there are none).
func allClosed(chs ...<-chan struct{}) <-chan struct{} {
	out := make(chan struct{})
	go func() {
		defer close(out)
		for _, ch := range chs {
			<-ch
		}
	}()
	return out
}

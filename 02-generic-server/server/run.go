package server

import (
	"context"
	"errors"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// Run is RunWithContext for callers that hold a stop channel.
// Upstream: k8s.io/apiserver/pkg/server.(preparedGenericAPIServer).Run.
func (s preparedGenericAPIServer) Run(stopCh <-chan struct{}) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-stopCh:
			cancel()
		case <-ctx.Done():
		}
	}()
	return s.RunWithContext(ctx)
}

// RunWithContext serves until ctx is done, then shuts down gracefully and
// returns nil; it returns an error only if serving cannot start or a
// pre-shutdown hook fails. The shutdown is a small graph of signals, each
// step a goroutine waiting for the previous ones (see lifecycleSignals):
//
//	ctx done ─► ShutdownInitiated ─(delay)─► AfterShutdownDelayDuration ─┐
//	        └─► pre-shutdown hooks ────────► PreShutdownHooksStopped ────┴► NotAcceptingNewRequest
//	NotAcceptingNewRequest ─► wait for requests in flight ─► InFlightRequestsDrained
//	NotAcceptingNewRequest (or InFlightRequestsDrained with ShutdownSendRetryAfter)
//	        ─► http.Server.Shutdown ─► HTTPServerStoppedListening
//
// Upstream: k8s.io/apiserver/pkg/server.(preparedGenericAPIServer).RunWithContext.
func (s preparedGenericAPIServer) RunWithContext(ctx context.Context) error {
	stopCh := ctx.Done()
	// Clean up resources on shutdown.
	defer s.Destroy()

	go s.signalMuxAndDiscoveryComplete(stopCh)
	go s.signalShutdownInitiatedThenDelay(stopCh)

	stopHTTPServerCtx := s.stopHTTPServerContext(ctx)
	stoppedCh, listenerStoppedCh, err := s.NonBlockingRunWithContext(stopHTTPServerCtx, s.httpShutdownTimeout())
	if err != nil {
		return err
	}
	go s.signalAfter(listenerStoppedCh, s.lifecycleSignals.HTTPServerStoppedListening)
	go s.signalNotAcceptingNewRequest()
	go s.signalInFlightRequestsDrained()

	klog.V(1).Info("[graceful-termination] waiting for shutdown to be initiated")
	<-stopCh

	// run shutdown hooks directly; kube-apiserver removes itself from the
	// "kubernetes" service endpoints here.
	if err := s.runPreShutdownHooksAndSignal(); err != nil {
		return err
	}
	// Wait for all requests in flight to drain, bounded by the request timeout.
	<-s.lifecycleSignals.InFlightRequestsDrained.Signaled()
	// wait for the listeners to close and http.Server.Shutdown to finish
	<-listenerStoppedCh
	<-stoppedCh

	klog.V(1).Info("[graceful-termination] apiserver is exiting")
	return nil
}

// signalMuxAndDiscoveryComplete waits for every server of the chain to
// report its paths installed, then signals MuxAndDiscoveryComplete.
func (s preparedGenericAPIServer) signalMuxAndDiscoveryComplete(stopCh <-chan struct{}) {
	for _, muxAndDiscoveryCompletedSignal := range s.GenericAPIServer.MuxAndDiscoveryCompleteSignals() {
		select {
		case <-muxAndDiscoveryCompletedSignal:
			continue
		case <-stopCh:
			klog.V(1).Infof("haven't completed %s, stop requested", s.lifecycleSignals.MuxAndDiscoveryComplete.Name())
			return
		}
	}
	s.lifecycleSignals.MuxAndDiscoveryComplete.Signal()
	klog.V(1).Infof("%s has all endpoints registered and discovery information is complete", s.lifecycleSignals.MuxAndDiscoveryComplete.Name())
}

// signalShutdownInitiatedThenDelay signals ShutdownInitiated as soon as stop
// is requested (/readyz turns red, giving load balancers a window to stop
// sending traffic), then AfterShutdownDelayDuration after the delay.
func (s preparedGenericAPIServer) signalShutdownInitiatedThenDelay(stopCh <-chan struct{}) {
	delayedStopCh := s.lifecycleSignals.AfterShutdownDelayDuration
	defer delayedStopCh.Signal()
	defer klog.V(1).InfoS("[graceful-termination] shutdown event", "name", delayedStopCh.Name())

	<-stopCh
	s.lifecycleSignals.ShutdownInitiated.Signal()
	klog.V(1).InfoS("[graceful-termination] shutdown event", "name", s.lifecycleSignals.ShutdownInitiated.Name())
	time.Sleep(s.ShutdownDelayDuration)
}

// httpShutdownTimeout is how long http.Server.Shutdown may wait. With
// ShutdownSendRetryAfter requests have drained before Shutdown is called,
// so 2s is enough (net/http waits 1s for a GOAWAY to be answered).
func (s preparedGenericAPIServer) httpShutdownTimeout() time.Duration {
	if !s.ShutdownSendRetryAfter {
		return s.ShutdownTimeout
	}
	klog.V(1).InfoS("[graceful-termination] using HTTP Server shutdown timeout", "shutdownTimeout", 2*time.Second)
	return 2 * time.Second
}

// stopHTTPServerContext is cancelled when it is time to close the
// listeners: at NotAcceptingNewRequest, or at InFlightRequestsDrained in
// the send-retry-after mode. It keeps ctx's values but not its
// cancellation: ctx ends much earlier, when shutdown starts.
func (s preparedGenericAPIServer) stopHTTPServerContext(ctx context.Context) context.Context {
	stopHTTPServerCtx, stopHTTPServer := context.WithCancelCause(context.WithoutCancel(ctx))
	go func() {
		defer stopHTTPServer(errors.New("time to stop HTTP server"))
		timeToStopHTTPServerCh := s.lifecycleSignals.NotAcceptingNewRequest.Signaled()
		if s.ShutdownSendRetryAfter {
			timeToStopHTTPServerCh = s.lifecycleSignals.InFlightRequestsDrained.Signaled()
		}
		<-timeToStopHTTPServerCh
	}()
	return stopHTTPServerCtx
}

// signalNotAcceptingNewRequest: we stop accepting new requests once both
// the shutdown delay has passed and the pre-shutdown hooks have finished
// (some of them still send API calls to clean up after themselves).
func (s preparedGenericAPIServer) signalNotAcceptingNewRequest() {
	notAccepting := s.lifecycleSignals.NotAcceptingNewRequest
	defer klog.V(1).InfoS("[graceful-termination] shutdown event", "name", notAccepting.Name())
	defer notAccepting.Signal()

	<-s.lifecycleSignals.AfterShutdownDelayDuration.Signaled()
	<-s.lifecycleSignals.PreShutdownHooksStopped.Signaled()
}

// signalInFlightRequestsDrained waits, after NotAcceptingNewRequest, for
// every counted request to finish, and for the counted watches (with a
// watch termination grace period). From the moment Wait is called the wait
// group refuses new requests (503); in the default mode the listeners are
// closing at the same time, so new clients mostly see "connection refused".
func (s preparedGenericAPIServer) signalInFlightRequestsDrained() {
	drained := s.lifecycleSignals.InFlightRequestsDrained
	defer klog.V(1).InfoS("[graceful-termination] shutdown event", "name", drained.Name())
	defer drained.Signal()

	<-s.lifecycleSignals.NotAcceptingNewRequest.Signaled()
	watchesDrained := make(chan struct{})
	go func() {
		defer close(watchesDrained)
		s.waitForActiveWatches()
	}()
	s.NonLongRunningRequestWaitGroup.Wait()
	klog.V(1).Info("[graceful-termination] in-flight non long-running request(s) have drained")
	<-watchesDrained
}

// waitForActiveWatches waits at most ShutdownWatchTerminationGracePeriod
// for the watches in WatchRequestWaitGroup to end; they were told to as
// NotAcceptingNewRequest was signaled (the ServerShutdownSignal).
// Upstream: the activeWatchesDrainedCh goroutine of RunWithContext.
func (s preparedGenericAPIServer) waitForActiveWatches() {
	grace := s.ShutdownWatchTerminationGracePeriod
	if grace <= 0 || s.WatchRequestWaitGroup == nil {
		klog.V(1).InfoS("[graceful-termination] not going to wait for active watch request(s) to drain")
		return
	}
	done := make(chan struct{})
	go func() {
		s.WatchRequestWaitGroup.Wait()
		close(done)
	}()
	select {
	case <-done:
		klog.V(1).InfoS("[graceful-termination] active watch request(s) have drained")
	case <-time.After(grace):
		klog.V(1).InfoS("[graceful-termination] active watch request(s) did not drain within the grace period", "grace", grace)
	}
}

// runPreShutdownHooksAndSignal runs the pre-shutdown hooks, then signals
// PreShutdownHooksStopped whatever they returned.
func (s preparedGenericAPIServer) runPreShutdownHooksAndSignal() error {
	defer func() {
		s.lifecycleSignals.PreShutdownHooksStopped.Signal()
		klog.V(1).InfoS("[graceful-termination] pre-shutdown hooks completed", "name", s.lifecycleSignals.PreShutdownHooksStopped.Name())
	}()
	return s.RunPreShutdownHooks()
}

// signalAfter signals sig once ch is closed, and logs it.
func (s preparedGenericAPIServer) signalAfter(ch <-chan struct{}, sig lifecycleSignal) {
	<-ch
	sig.Signal()
	klog.V(1).InfoS("[graceful-termination] shutdown event", "name", sig.Name())
}

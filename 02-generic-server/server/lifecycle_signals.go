package server

import "sync"

// lifecycleSignal is a named event that happens at most once. Anyone can
// wait for it; whoever causes it calls Signal.
// Upstream: k8s.io/apiserver/pkg/server.lifecycleSignal.
type lifecycleSignal interface {
	// Signal marks the event as happened; calling it again does nothing.
	Signal()
	// Signaled returns a channel that is closed once the event happened.
	Signaled() <-chan struct{}
	// Name is the event's name, for logs.
	Name() string
}

// lifecycleSignals are the events of a server's life, in the order they
// happen during a graceful shutdown (ShutdownSendRetryAfter=false):
//
//	T0      ShutdownInitiated           SIGTERM: /readyz turns red, pre-shutdown hooks run
//	T0+d    AfterShutdownDelayDuration  --shutdown-delay-duration has passed
//	        PreShutdownHooksStopped     every pre-shutdown hook has returned
//	        NotAcceptingNewRequest      both of the above: http.Server.Shutdown closes the
//	                                    listeners, new connections are refused
//	        HTTPServerStoppedListening  Serve has returned
//	≤T0+d+t InFlightRequestsDrained     requests in flight have finished (t = request timeout)
//
// With ShutdownSendRetryAfter=true the listeners stay open after
// NotAcceptingNewRequest, new requests get 429, and Shutdown is called only
// once InFlightRequestsDrained. Two more signals are about start-up:
// HasBeenReady (the first green /readyz) and MuxAndDiscoveryComplete
// (every delegate has installed all its paths).
// Upstream: k8s.io/apiserver/pkg/server.lifecycleSignals.
type lifecycleSignals struct {
	ShutdownInitiated          lifecycleSignal
	AfterShutdownDelayDuration lifecycleSignal
	PreShutdownHooksStopped    lifecycleSignal
	NotAcceptingNewRequest     lifecycleSignal
	InFlightRequestsDrained    lifecycleSignal
	HTTPServerStoppedListening lifecycleSignal
	HasBeenReady               lifecycleSignal
	MuxAndDiscoveryComplete    lifecycleSignal
}

// newLifecycleSignals creates every signal, none of them signaled.
// Upstream: k8s.io/apiserver/pkg/server.newLifecycleSignals.
func newLifecycleSignals() lifecycleSignals {
	return lifecycleSignals{
		ShutdownInitiated:          newNamedChannelWrapper("ShutdownInitiated"),
		AfterShutdownDelayDuration: newNamedChannelWrapper("AfterShutdownDelayDuration"),
		PreShutdownHooksStopped:    newNamedChannelWrapper("PreShutdownHooksStopped"),
		NotAcceptingNewRequest:     newNamedChannelWrapper("NotAcceptingNewRequest"),
		InFlightRequestsDrained:    newNamedChannelWrapper("InFlightRequestsDrained"),
		HTTPServerStoppedListening: newNamedChannelWrapper("HTTPServerStoppedListening"),
		HasBeenReady:               newNamedChannelWrapper("HasBeenReady"),
		MuxAndDiscoveryComplete:    newNamedChannelWrapper("MuxAndDiscoveryComplete"),
	}
}

func newNamedChannelWrapper(name string) lifecycleSignal {
	return &namedChannelWrapper{name: name, ch: make(chan struct{})}
}

// namedChannelWrapper is a lifecycleSignal: a channel closed once.
// Upstream: k8s.io/apiserver/pkg/server.namedChannelWrapper.
type namedChannelWrapper struct {
	name string
	once sync.Once
	ch   chan struct{}
}

func (e *namedChannelWrapper) Signal()                   { e.once.Do(func() { close(e.ch) }) }
func (e *namedChannelWrapper) Signaled() <-chan struct{} { return e.ch }
func (e *namedChannelWrapper) Name() string              { return e.name }

// ShuttingDown is closed once the server stops accepting new requests:
// lifecycleSignals is the request.ServerShutdownSignal that ends watches.
// Upstream: k8s.io/apiserver/pkg/server.lifecycleSignals.ShuttingDown.
func (s lifecycleSignals) ShuttingDown() <-chan struct{} {
	return s.NotAcceptingNewRequest.Signaled()
}

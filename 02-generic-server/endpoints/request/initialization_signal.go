package request

import (
	"context"
	"sync"
)

// InitializationSignal tells API Priority and Fairness (stage 06) that a
// watch has been set up: a watch holds its seats only while it starts
// (the initial events being prepared), not for its whole life.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.InitializationSignal
// (stage 02 keeps it, rather than stage 06, so that stage 03's storage
// can give the signal without knowing about APF).
type InitializationSignal interface {
	// Signal says the watch is initialized; calls after the first do nothing.
	Signal()
	// Wait blocks until Signal is called.
	Wait()
}

type initializationSignalKey struct{}

// WithInitializationSignal returns a copy of ctx carrying signal.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.WithInitializationSignal.
func WithInitializationSignal(ctx context.Context, signal InitializationSignal) context.Context {
	return context.WithValue(ctx, initializationSignalKey{}, signal)
}

// WatchInitialized gives ctx's signal, if it has one. Storage calls it
// once a watch is set up.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.WatchInitialized.
func WatchInitialized(ctx context.Context) {
	if signal, ok := ctx.Value(initializationSignalKey{}).(InitializationSignal); ok && signal != nil {
		signal.Signal()
	}
}

// RequestDelegated gives ctx's signal for a request handed to another
// server (the aggregator's proxy): that server will queue it itself.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.RequestDelegated.
func RequestDelegated(ctx context.Context) { WatchInitialized(ctx) }

// initializationSignal is a channel closed once.
type initializationSignal struct {
	once sync.Once
	done chan struct{}
}

// NewInitializationSignal returns a signal not yet given.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.NewInitializationSignal.
func NewInitializationSignal() InitializationSignal {
	return &initializationSignal{done: make(chan struct{})}
}

func (i *initializationSignal) Signal() { i.once.Do(func() { close(i.done) }) }

func (i *initializationSignal) Wait() { <-i.done }

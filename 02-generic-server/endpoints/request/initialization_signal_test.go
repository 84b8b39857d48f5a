package request

import (
	"context"
	"testing"
)

func TestWatchInitializedGivesTheContextsSignalOnce(t *testing.T) {
	signal := NewInitializationSignal()
	ctx := WithInitializationSignal(context.Background(), signal)
	WatchInitialized(ctx)
	RequestDelegated(ctx) // a second Signal must not panic
	signal.Wait()         // returns: the signal was given

	WatchInitialized(context.Background()) // no signal: nothing to do
}

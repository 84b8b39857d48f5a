package admission

import (
	"context"
	"testing"
)

func TestHandlerWaitForReady(t *testing.T) {
	h := NewHandler(Create)
	if !h.WaitForReady(context.Background()) {
		t.Error("a handler without a ReadyFunc is not ready")
	}
	calls := 0
	h.SetReadyFunc(func() bool { calls++; return calls > 2 })
	if !h.WaitForReady(context.Background()) {
		t.Error("not ready after the ReadyFunc said so")
	}
	h.SetReadyFunc(func() bool { return false })
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if h.WaitForReady(ctx) {
		t.Error("ready though the ReadyFunc never said so")
	}
}

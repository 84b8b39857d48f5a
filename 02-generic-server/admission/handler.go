package admission

import (
	"context"
	"time"
)

// timeToWaitForReady is how long WaitForReady waits for a plugin to
// become ready before the request is refused.
// Upstream: k8s.io/apiserver/pkg/admission.timeToWaitForReady.
const timeToWaitForReady = 10 * time.Second

// ReadyFunc says whether a plugin can decide yet (typically: its
// informers have listed once).
// Upstream: k8s.io/apiserver/pkg/admission.ReadyFunc.
type ReadyFunc func() bool

// Handler is the base of a plugin: embed it to get Handles for a fixed
// set of operations, and WaitForReady for a plugin that reads informers.
// Upstream: k8s.io/apiserver/pkg/admission.Handler.
type Handler struct {
	operations map[Operation]bool
	readyFunc  ReadyFunc
}

// NewHandler returns a Handler that handles the operations given.
// Upstream: k8s.io/apiserver/pkg/admission.NewHandler.
func NewHandler(ops ...Operation) *Handler {
	operations := map[Operation]bool{}
	for _, op := range ops {
		operations[op] = true
	}
	return &Handler{operations: operations}
}

// Handles reports whether operation is one of the handler's.
// Upstream: k8s.io/apiserver/pkg/admission.(*Handler).Handles.
func (h *Handler) Handles(operation Operation) bool {
	return h.operations[operation]
}

// SetReadyFunc says how to tell the plugin is ready; a plugin calls it
// when it is handed its informers, after it was made.
// Upstream: k8s.io/apiserver/pkg/admission.(*Handler).SetReadyFunc.
func (h *Handler) SetReadyFunc(readyFunc ReadyFunc) {
	h.readyFunc = readyFunc
}

// WaitForReady returns true once the plugin is ready (at once with no
// ReadyFunc), polling every 100 ms, and false after 10 s or when ctx
// ends: the plugin then refuses the request rather than decide on an
// empty informer.
// Upstream: k8s.io/apiserver/pkg/admission.(*Handler).WaitForReady, which
// takes no context.
func (h *Handler) WaitForReady(ctx context.Context) bool {
	if h.readyFunc == nil || h.readyFunc() {
		return true
	}
	timeout := time.NewTimer(timeToWaitForReady)
	defer timeout.Stop()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			if h.readyFunc() {
				return true
			}
		case <-timeout.C:
			return h.readyFunc()
		case <-ctx.Done():
			return false
		}
	}
}

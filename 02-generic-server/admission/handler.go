package admission

// Handler is the base of a plugin: embed it to get Handles for a fixed
// set of operations.
// Upstream: k8s.io/apiserver/pkg/admission.Handler.
type Handler struct {
	operations map[Operation]bool
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
